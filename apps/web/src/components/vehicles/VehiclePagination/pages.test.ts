import { describe, expect, it } from 'vitest';

import { pageWindow } from './pages';

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, in at most seven entries', () => {
    expect(pageWindow(1, 25)).toEqual([1, 2, 3, 4, 5, null, 25]);
    expect(pageWindow(4, 25)).toEqual([1, 2, 3, 4, 5, null, 25]);
    expect(pageWindow(5, 25)).toEqual([1, null, 4, 5, 6, null, 25]);
    expect(pageWindow(22, 25)).toEqual([1, null, 21, 22, 23, 24, 25]);
    expect(pageWindow(25, 25)).toEqual([1, null, 21, 22, 23, 24, 25]);
    for (let page = 1; page <= 25; page++) {
      const shown = pageWindow(page, 25);
      expect(shown.length).toBeLessThanOrEqual(7);
      expect(shown).toContain(page);
    }
  });
});
