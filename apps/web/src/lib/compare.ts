/** The compare page's search: the ids between commas as the address gives them ('4,12,7'). */
export interface CompareSearch {
  ids?: string | undefined;
}

/**
 * `?ids=4,12,7` of the compare page, as written (at most 120 characters): the page itself says
 * which words are not vehicles (the router reads `?ids=4` as a number).
 */
export function parseCompareSearch(search: { ids?: unknown }): CompareSearch {
  const ids = typeof search.ids === 'string' || typeof search.ids === 'number' ? String(search.ids).trim() : '';
  return ids ? { ids: ids.slice(0, 120) } : {};
}

/** The compare page's search for these vehicles. */
export const compareSearch = (ids: readonly number[]): CompareSearch => ({ ids: ids.join(',') });
