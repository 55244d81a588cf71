/** The most words of `?ids=` the comparison reads: a link with more is told what was left out. */
const MAX_TOKENS = 10;

/** The compare page's search: the ids between commas as the address gives them ('4,12,7'). */
export interface CompareSearch {
  ids?: string | undefined;
}

/**
 * `?ids=4,12,7` of the compare page, its words trimmed and kept as they are (the page says which
 * are not vehicles); the router reads `?ids=4` as a number and `?ids=[4,12]` as a list.
 */
export function parseCompareSearch(search: { ids?: unknown }): CompareSearch {
  const raw = Array.isArray(search.ids) ? search.ids.join(',') : search.ids;
  if (typeof raw !== 'string' && typeof raw !== 'number') return {};
  const words = String(raw)
    .split(',')
    .map((word) => word.trim().slice(0, 12))
    .filter(Boolean)
    .slice(0, MAX_TOKENS);
  return words.length > 0 ? { ids: words.join(',') } : {};
}

/** The compare page's search for these vehicles. */
export const compareSearch = (ids: readonly number[]): CompareSearch => ({ ids: ids.join(',') });
