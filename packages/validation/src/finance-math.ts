// The arithmetic of a finance example, the one place it is written: the instalment of a loan
// repaid in equal monthly instalments (French amortisation) and its TAEG, the annual rate at
// which what the buyer receives equals what they pay back, fees included (the APR of directive
// 2008/48/EC, transposed in art. 121 TUB). Without zod, so the browser may read it too.

export const FINANCE_LIMITS = {
  /** Far above the usury thresholds of consumer credit. */
  maxTanPercent: 30,
  maxSetupFeeCents: 1_000_000,
  maxMonthlyFeeCents: 10_000,
  minMonths: 6,
  maxMonths: 120,
  durations: 8,
  maxDownPaymentPercent: 90,
} as const;

/** What a finance example is worked out from: the terms and the amounts in cents. */
export interface FinanceTermsFigures {
  tan_percent: number;
  setup_fee_cents: number;
  monthly_fee_cents: number;
  months: readonly number[];
  min_down_payment_percent: number;
}

/** The monthly instalment (cents, rounded) repaying `principalCents` over `months` at `tanPercent` a year. */
export function monthlyInstalment(principalCents: number, tanPercent: number, months: number): number {
  const rate = tanPercent / 100 / 12;
  if (rate === 0) return Math.round(principalCents / months);
  return Math.round((principalCents * rate) / (1 - (1 + rate) ** -months));
}

/**
 * The TAEG in percent, to two decimals: the annual rate X at which the amount received (the
 * principal less the set-up fee) equals every payment (instalment and its fee) discounted to
 * the start, the k-th one by (1 + X)^(k/12). Found by bisection: the discounted sum falls as X grows.
 */
export function taeg(flows: {
  principalCents: number;
  setupFeeCents: number;
  instalmentCents: number;
  monthlyFeeCents: number;
  months: number;
}): number {
  const received = flows.principalCents - flows.setupFeeCents;
  const payment = flows.instalmentCents + flows.monthlyFeeCents;
  const owed = (annual: number) => {
    let sum = 0;
    for (let k = 1; k <= flows.months; k++) sum += payment * (1 + annual) ** (-k / 12);
    return sum;
  };
  let low = -0.99;
  let high = 10;
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    if (owed(middle) > received) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 10_000) / 100;
}

/** A representative example: what is financed, the instalment, the rates and what is paid in all. */
export interface FinanceExample {
  priceCents: number;
  downPaymentCents: number;
  financedCents: number;
  months: number;
  instalmentCents: number;
  tanPercent: number;
  taegPercent: number;
  setupFeeCents: number;
  monthlyFeeCents: number;
  /** Instalments, their fees and the set-up fee: what the buyer pays back in all. */
  totalOwedCents: number;
}

/**
 * The example for a price (cents): the down payment at least the terms' minimum (the minimum when
 * left out), the duration one the terms offer (the longest when left out); null when the down
 * payment leaves nothing to finance, or the duration is not offered.
 */
export function financeExample(
  priceCents: number,
  terms: FinanceTermsFigures,
  choice: { downPaymentCents?: number; months?: number } = {},
): FinanceExample | null {
  const minimum = Math.ceil((priceCents * terms.min_down_payment_percent) / 100);
  const downPaymentCents = Math.max(choice.downPaymentCents ?? minimum, minimum);
  const months = choice.months ?? Math.max(...terms.months);
  if (!terms.months.includes(months)) return null;
  const financedCents = priceCents - downPaymentCents;
  if (financedCents <= 0) return null;
  const instalmentCents = monthlyInstalment(financedCents, terms.tan_percent, months);
  const flows = {
    principalCents: financedCents,
    setupFeeCents: terms.setup_fee_cents,
    instalmentCents,
    monthlyFeeCents: terms.monthly_fee_cents,
    months,
  };
  return {
    priceCents,
    downPaymentCents,
    financedCents,
    months,
    instalmentCents,
    tanPercent: terms.tan_percent,
    taegPercent: taeg(flows),
    setupFeeCents: terms.setup_fee_cents,
    monthlyFeeCents: terms.monthly_fee_cents,
    totalOwedCents: (instalmentCents + terms.monthly_fee_cents) * months + terms.setup_fee_cents,
  };
}
