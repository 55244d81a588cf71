import * as shared from '@nbt/validation';
import { LANGUAGE_CODES } from '@nbt/validation/site';
import { describe, expect, it } from 'vitest';

import { formatEuro, formatNumber } from './format';

describe("the pages' number formats", () => {
  it('write every amount and number as the mails do, in every language', () => {
    for (const language of LANGUAGE_CODES) {
      for (const amount of [0, 0.45, 45, 1120, 52_900, 1_234_567.5]) {
        expect(formatEuro(amount, language, 2)).toBe(shared.formatEuro(amount, language, 2));
        expect(formatEuro(Math.round(amount), language, 0)).toBe(shared.formatEuro(Math.round(amount), language, 0));
        expect(formatNumber(Math.round(amount), language)).toBe(shared.formatNumber(Math.round(amount), language));
      }
    }
  });
});
