import { COMPANY } from '@nbt/validation/site';

/**
 * Shape of the legal pages (/privacy-policy, /cookie-policy) as plain data, so each language
 * can ship its own text while the page component stays the same; the block builders keep the
 * language files down to their words.
 *
 * Strings may contain inline links written as `[testo](/percorso)`, `[testo](mailto:…)` or
 * `[testo](https://…)`; the page renders them as anchors.
 */

/** One block of content inside a section. */
export type PolicyBlock =
  { kind: 'p'; text: string } | { kind: 'list'; items: string[] } | { kind: 'table'; head: string[]; rows: string[][] };

/** A paragraph. */
export const p = (text: string): PolicyBlock => ({ kind: 'p', text });

/** A bulleted list. */
export const list = (items: string[]): PolicyBlock => ({ kind: 'list', items });

/** A table with a header row. */
export const table = (head: string[], rows: string[][]): PolicyBlock => ({ kind: 'table', head, rows });

/** A numbered section; `id` doubles as the anchor on the page. */
export interface PolicySection {
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

/** A whole policy page. */
export interface PolicyDocument {
  title: string;
  intro: string;
  sections: PolicySection[];
}

/** The company's contacts as the texts link them, the same in every language. */
export const EMAIL_LINK = `[${COMPANY.email}](mailto:${COMPANY.email})`;
export const PHONE_LINK = `[${COMPANY.phone}](${COMPANY.phoneHref})`;
