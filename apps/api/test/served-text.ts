import { headOf, titleOf } from './pages-helpers.js';

/*
 * What a visitor reads of a served page, taken from its HTML. The pages are React's server render,
 * which writes every tag whole with its attribute values in double quotes and escapes `<`, `>` and
 * quotes inside them: a tag is `<…>` with no `>` inside, so the markup splits on tags without a
 * parser (the API has none among its dependencies).
 */

/** Elements that have no closing tag. */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** Stands in for what was cut out, so the text on either side stays two texts, as in the document. */
const CUT = '<cut>';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi,
    (whole, hex?: string, decimal?: string, name?: string) => {
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      if (decimal) return String.fromCodePoint(Number(decimal));
      return ENTITIES[name!.toLowerCase()] ?? whole;
    },
  );
}

/** The markup without each element marked `lang="…"` in `language`, whatever it holds. */
function withoutLanguage(html: string, language: string): string {
  const opening = new RegExp(`<([a-z][\\w-]*)\\b[^>]*\\slang="${language}"[^>]*>`, 'i');
  let rest = html;
  for (let match = opening.exec(rest); match; match = opening.exec(rest)) {
    const name = match[1]!.toLowerCase();
    const start = match.index;
    let end = start + match[0].length;
    if (!VOID.has(name) && !match[0].endsWith('/>')) {
      // The element ends at the closing tag that balances its opening one.
      const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
      tags.lastIndex = end;
      let depth = 1;
      for (let tag = tags.exec(rest); tag && depth > 0; tag = tags.exec(rest)) {
        if (tag[1]) depth -= 1;
        else if (!tag[0].endsWith('/>')) depth += 1;
        end = tag.index + tag[0].length;
      }
      if (depth > 0) throw new Error(`<${name} lang="${language}"> is never closed`);
    }
    rest = rest.slice(0, start) + CUT + rest.slice(end);
  }
  return rest;
}

/**
 * The texts of a served page a visitor (or a screen reader, or a search engine) reads: the title,
 * the description and Open Graph texts, the body's text and the `attributes` of its elements,
 * each whitespace-collapsed. Scripts, styles, templates and what is marked `lang="<skipLanguage>"`
 * are left out.
 */
export function readTexts(html: string, attributes: readonly string[], skipLanguage: string): string[] {
  const head = headOf(html);
  const texts = [titleOf(html) ?? ''];
  for (const [, content = ''] of head.matchAll(
    /<meta [^>]*(?:name="description"|property="og:[^"]*") content="([^"]*)"/g,
  )) {
    texts.push(decodeEntities(content));
  }

  const bodyStart = html.search(/<body\b/i);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyStart < 0 || bodyEnd < bodyStart) throw new Error('The page has no <body>');
  const body = withoutLanguage(
    html
      .slice(bodyStart, bodyEnd)
      .replace(/<!--[\s\S]*?-->/g, CUT)
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, CUT),
    skipLanguage,
  );
  texts.push(...body.split(/<[^>]*>/).map(decodeEntities));
  const wanted = new Set(attributes);
  for (const [tag] of body.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, name = '', value = ''] of tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)) {
      if (wanted.has(name)) texts.push(decodeEntities(value));
    }
  }
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
