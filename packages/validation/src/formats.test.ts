import { describe, expect, it } from 'vitest';

import { formatEuro, formatNumber } from './formats.js';

describe('amounts as the site writes them', () => {
  it('writes Italian euros symbol first and groups four digits, as the pages do', () => {
    expect(formatEuro(1120, 'it', 2)).toBe('€ 1.120,00');
    expect(formatEuro(3000, 'it', 0)).toBe('€ 3.000');
    expect(formatNumber(1200, 'it')).toBe('1.200');
  });

  it("follows each other language's own layout", () => {
    expect(formatEuro(1120, 'en', 2)).toBe('€1,120.00');
    expect(formatEuro(1120, 'de', 2)).toMatch(/^1\.120,00\s€$/u);
    expect(formatNumber(45000, 'fr')).toMatch(/^45\s000$/u);
  });
});
