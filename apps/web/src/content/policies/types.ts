/**
 * Shape of the legal pages (/privacy-policy, /cookie-policy) as plain data, so each language
 * can ship its own text while the page component stays the same.
 *
 * Strings may contain inline links written as `[testo](/percorso)`, `[testo](mailto:…)` or
 * `[testo](https://…)`; the page renders them as anchors.
 */

/** One block of content inside a section. */
export type PolicyBlock =
  { kind: 'p'; text: string } | { kind: 'list'; items: string[] } | { kind: 'table'; head: string[]; rows: string[][] };

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
