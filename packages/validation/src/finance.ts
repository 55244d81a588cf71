import { z } from 'zod';

import { integerBetween } from './common.js';
import { FINANCE_LIMITS } from './finance-math.js';

/**
 * PUT /api/admin/finance-terms: the office's finance terms, or null for none. The TAN in percent
 * with at most two decimals, the fees in cents, the durations offered (distinct, in months) and the
 * smallest down payment in percent of the price.
 */
export const FinanceTermsInputSchema = z
  .strictObject({
    tan_percent: z
      .number()
      .min(0)
      .max(FINANCE_LIMITS.maxTanPercent)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9),
    setup_fee_cents: integerBetween(0, FINANCE_LIMITS.maxSetupFeeCents),
    monthly_fee_cents: integerBetween(0, FINANCE_LIMITS.maxMonthlyFeeCents),
    months: z
      .array(integerBetween(FINANCE_LIMITS.minMonths, FINANCE_LIMITS.maxMonths))
      .min(1)
      .max(FINANCE_LIMITS.durations)
      .refine((months) => new Set(months).size === months.length)
      .transform((months) => [...months].sort((a, b) => a - b)),
    min_down_payment_percent: integerBetween(0, FINANCE_LIMITS.maxDownPaymentPercent),
  })
  // Written out where used (no $ref): OpenAPI 3.0 cannot make a reference nullable.
  .nullable();
export type FinanceTermsInput = z.input<typeof FinanceTermsInputSchema>;

const integer = () => z.number().meta({ type: 'integer' });

/** The finance terms as both calls answer them; null when the office offers no finance. */
export const FinanceTermsSchema = z
  .object({
    tan_percent: z.number().meta({ description: 'Annual nominal rate (TAN), percent' }),
    setup_fee_cents: integer().meta({ description: 'Set-up fee (spese di istruttoria), cents' }),
    monthly_fee_cents: integer().meta({ description: 'Fee with each instalment (spese di incasso), cents' }),
    months: z.array(integer()).meta({ description: 'The durations offered, in months, shortest first' }),
    min_down_payment_percent: integer().meta({ description: 'The smallest down payment, percent of the price' }),
    updatedAt: z.string().meta({ format: 'date-time' }),
  })
  .nullable();
export type FinanceTerms = z.output<typeof FinanceTermsSchema>;
