/**
 * The page numbers a pager shows around `page` of `pages`: the first, the last, the current one
 * and its neighbours, with `null` where numbers are left out. At most seven entries, so the row
 * fits a phone.
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pages <= 7) return run(1, pages);
  if (page <= 4) return [...run(1, 5), null, pages];
  if (page >= pages - 3) return [1, null, ...run(pages - 4, pages)];
  return [1, null, page - 1, page, page + 1, null, pages];
}
