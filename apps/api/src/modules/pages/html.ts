import { type HeadMetaTag, jsonForScript } from '@nbt/validation';

/** What the server writes into a page's `<head>`: its title, tags and structured data. */
export interface HeadContent {
  /** Absent: the shell's own title stays. */
  title?: string;
  description?: string;
  /** Tags other than the description (which replaces the shell's own). */
  meta?: HeadMetaTag[];
  canonical?: string;
  /** schema.org objects, each written as one `application/ld+json` block. */
  jsonLd?: object[];
  /** Keep the page out of search results (404s, the back office). */
  noindex?: boolean;
}

/**
 * Marks every tag the server adds, so the web app can drop them once it manages the head itself
 * (they describe the first page only; React renders its own for each route).
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
const MARK = SERVER_HEAD_ATTRIBUTE;

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

function metaTag(tag: HeadMetaTag): string {
  const key =
    tag.property !== undefined ? `property="${escapeHtml(tag.property)}"` : `name="${escapeHtml(tag.name ?? '')}"`;
  return `<meta ${key} content="${escapeHtml(tag.content)}" ${MARK} />`;
}

/** The tags that go before `</head>` (everything but the title and the description). */
export function renderHeadTags(head: HeadContent): string {
  const lines: string[] = [];
  if (head.noindex) lines.push(`<meta name="robots" content="noindex" ${MARK} />`);
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${MARK} />`);
  for (const tag of head.meta ?? []) {
    if (tag.name === 'description') continue;
    lines.push(metaTag(tag));
  }
  for (const data of head.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json" ${MARK}>${jsonForScript(data)}</script>`);
  }
  return lines.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\b[^>]*\bname=["']description["'][^>]*>/i;

/**
 * The built index.html with this page's head: the shell's `<title>` and description replaced,
 * the other tags added just before `</head>`. A shell without them gets them added.
 */
export function injectHead(indexHtml: string, head: HeadContent): string {
  let html = indexHtml;
  let extra = '';
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    if (TITLE.test(html)) html = html.replace(TITLE, () => title);
    else extra += `${title}\n    `;
  }
  if (head.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" ${MARK} />`;
    if (DESCRIPTION.test(html)) html = html.replace(DESCRIPTION, () => description);
    else extra += `${description}\n    `;
  }
  extra += renderHeadTags(head);
  const end = html.search(/<\/head>/i);
  if (end === -1 || extra === '') return html;
  return `${html.slice(0, end)}  ${extra}\n  ${html.slice(end)}`;
}

/** Sets the document's language and direction on the shell's `<html>` tag. */
export function setDocumentLanguage(html: string, lang: string, dir: 'ltr' | 'rtl'): string {
  return html.replace(/<html\b[^>]*>/i, (tag) => {
    const rest = tag.replace(/^<html/i, '').replace(/\s(?:lang|dir)="[^"]*"/gi, '');
    return `<html lang="${escapeHtml(lang)}" dir="${dir}"${rest}`;
  });
}
