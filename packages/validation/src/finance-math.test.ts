import { describe, expect, it } from 'vitest';

import { financeExample, monthlyInstalment, taeg } from './finance-math.js';

const TERMS = {
  tan_percent: 5.9,
  setup_fee_cents: 30_000,
  monthly_fee_cents: 300,
  months: [24, 36, 48, 60],
  min_down_payment_percent: 10,
};

describe('the instalment (French amortisation)', () => {
  it('repays 10,000 € over 48 months at 6 % with 234.85 €', () => {
    expect(monthlyInstalment(1_000_000, 6, 48)).toBe(23_485);
  });

  it('repays 20,000 € over 60 months at 5.9 % with 385.73 €', () => {
    expect(monthlyInstalment(2_000_000, 5.9, 60)).toBe(38_573);
  });

  it('divides the principal evenly at 0 %', () => {
    expect(monthlyInstalment(1_200_000, 0, 24)).toBe(50_000);
  });
});

describe('the TAEG from the cash flows', () => {
  it('is the effective annual rate without fees: (1 + 0.5 %)^12 − 1 = 6.17 %', () => {
    expect(
      taeg({ principalCents: 1_000_000, setupFeeCents: 0, instalmentCents: 23_485, monthlyFeeCents: 0, months: 48 }),
    ).toBe(6.17);
  });

  it('counts the fees: 20,000 € at 5.9 % over 60 months with 300 € set-up and 3 € a month is 7.07 %', () => {
    expect(
      taeg({
        principalCents: 2_000_000,
        setupFeeCents: 30_000,
        instalmentCents: 38_573,
        monthlyFeeCents: 300,
        months: 60,
      }),
    ).toBe(7.07);
  });

  it('is above zero at a zero TAN when there is a fee: 12,000 € in 24 × 500 € with 250 € set-up is 2.05 %', () => {
    expect(
      taeg({
        principalCents: 1_200_000,
        setupFeeCents: 25_000,
        instalmentCents: 50_000,
        monthlyFeeCents: 0,
        months: 24,
      }),
    ).toBe(2.05);
  });
});

describe('the representative example', () => {
  it('finances the price less the minimum down payment over the longest duration offered', () => {
    expect(financeExample(2_222_300, TERMS)).toMatchObject({
      downPaymentCents: 222_230,
      financedCents: 2_000_070,
      months: 60,
      tanPercent: 5.9,
    });
  });

  it('takes a larger down payment and another duration offered, never one below the minimum or not offered', () => {
    const example = financeExample(2_500_000, TERMS, { downPaymentCents: 500_000, months: 60 })!;
    expect(example).toMatchObject({ financedCents: 2_000_000, instalmentCents: 38_573, taegPercent: 7.07 });
    expect(example.totalOwedCents).toBe((38_573 + 300) * 60 + 30_000);
    expect(financeExample(2_500_000, TERMS, { downPaymentCents: 0 })!.downPaymentCents).toBe(250_000);
    expect(financeExample(2_500_000, TERMS, { months: 30 })).toBeNull();
    expect(financeExample(2_500_000, TERMS, { downPaymentCents: 2_500_000 })).toBeNull();
  });
});
