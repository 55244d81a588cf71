const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\b[^>]*\bname=["']description["'][^>]*>\s*/i;

/**
 * The built index.html with a rendered page's head: the shell's own title and description (for
 * the back office, which the browser renders) give way to the page's, written before `</head>`.
 */
export function writeHead(shell: string, head: string): string {
  if (!head) return shell;
  const html = shell.replace(TITLE, '').replace(DESCRIPTION, '');
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  return `${html.slice(0, end)}  ${head}\n  ${html.slice(end)}`;
}

/** Sets the document's language and direction on the shell's `<html>` tag. */
export function setDocumentLanguage(html: string, lang: string, dir: 'ltr' | 'rtl'): string {
  return html.replace(/<html\b[^>]*>/i, (tag) => {
    const rest = tag.replace(/^<html/i, '').replace(/\s(?:lang|dir)="[^"]*"/gi, '');
    return `<html lang="${escapeHtml(lang)}" dir="${dir}"${rest}`;
  });
}
