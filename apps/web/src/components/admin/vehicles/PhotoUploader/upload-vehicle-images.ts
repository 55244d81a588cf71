import { HttpError } from '../../../../lib/api-error';

export const UPLOAD_URL = '/api/upload/vehicle-images';

export interface UploadOptions {
  /** Called with 0–100 while the files are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/upload/vehicle-images: the files as repeated 'images' parts, with the session cookie.
 * Resolves with the stored image addresses, in the order of `files`. XMLHttpRequest rather than
 * fetch, because only it reports upload progress.
 */
export function uploadVehicleImages(files: readonly File[], { onProgress, signal }: UploadOptions = {}) {
  return new Promise<string[]>((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('images', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, json));
        return;
      }
      const images = (json as { images?: unknown } | undefined)?.images;
      if (!Array.isArray(images) || !images.every((url): url is string => typeof url === 'string')) {
        // A 2xx answer without the list (e.g. a proxy's HTML page) is a server fault, not a success.
        reject(new HttpError(500, undefined));
        return;
      }
      onProgress?.(100);
      resolve(images);
    };
    xhr.onerror = () => reject(new HttpError(0, undefined));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
