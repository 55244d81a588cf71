/**
 * Browser file downloads for the back office (access log, Excel export). Only call these from
 * event handlers: they touch `document` and `URL`, which do not exist during a server render.
 */

const REVOKE_DELAY_MS = 1000;

/** Saves `blob` as `fileName` through a temporary `<a download>`; the object URL is revoked afterwards. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke a moment later: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}

/** Today's date as YYYY-MM-DD in the admin's own time zone, for file names. */
export function dateStamp(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Keeps a server-supplied name from escaping the download folder or carrying control characters. */
function sanitizeFileName(name: string): string | undefined {
  const base = name.split(/[/\\]/).pop()?.replace(CONTROL_CHARACTERS, '').trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
}

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 5987, preferred)
 * or `filename="…"` / `filename=…`. Undefined when the header is missing or names no file.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;

  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const decoded = sanitizeFileName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
      if (decoded) return decoded;
    } catch {
      // A malformed percent-encoding: fall back to the plain parameter.
    }
  }

  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return sanitizeFileName(quoted[1].replace(/\\(.)/g, '$1'));

  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ? sanitizeFileName(bare[1]) : undefined;
}
