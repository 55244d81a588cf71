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
  /** ISO date (YYYY-MM-DD) of the last revision, e.g. for a `<time dateTime>` attribute. */
  lastUpdated: string;
  /** The same date as shown to the reader. */
  lastUpdatedLabel: string;
  intro: string;
  sections: PolicySection[];
}

/** ISO date of the last revision, the same in every language. */
export const LAST_UPDATED = '2025-01-27';

/*
 * The company's contacts as the texts link them, the same in every language. They mirror the
 * placeholders in packages/validation/src/company.ts (COMPANY): replace them here too when the real
 * values are set at launch.
 */
export const EMAIL_LINK = '[info@nbt-esempio.it](mailto:info@nbt-esempio.it)';
export const PHONE_LINK = '[+39 02 0000 0000](tel:+390200000000)';
