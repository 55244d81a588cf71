import { FINANCE_LIMITS, type FinanceTerms } from '@nbt/validation';

// A type alias (not an interface) so it fits the form's Record<string, unknown>.
/** What the finance section edits: the terms with the fees in euros, '' while a number input is empty. */
export type FinanceFormValues = {
  tan_percent: number | '';
  setup_fee_euros: number | '';
  monthly_fee_euros: number | '';
  /** The durations offered, as the chips hold them ('36'). */
  months: string[];
  min_down_payment_percent: number | '';
};

/** The durations offered as chips; one stated through the API outside them is added to the choice. */
export const DURATION_CHOICES = [12, 24, 36, 48, 60, 72, 84, 96, 120] as const;

export function durationChoices(terms: FinanceTerms): number[] {
  const stated = terms?.months ?? [];
  return [...new Set<number>([...DURATION_CHOICES, ...stated])]
    .filter((months) => months >= FINANCE_LIMITS.minMonths && months <= FINANCE_LIMITS.maxMonths)
    .sort((a, b) => a - b);
}

/** The form's starting values: the stated terms, or a usual offer to start from when there are none. */
export function financeFormValues(terms: FinanceTerms): FinanceFormValues {
  if (!terms) {
    return {
      tan_percent: '',
      setup_fee_euros: 0,
      monthly_fee_euros: 0,
      months: ['24', '36', '48', '60'],
      min_down_payment_percent: 10,
    };
  }
  return {
    tan_percent: terms.tan_percent,
    setup_fee_euros: terms.setup_fee_cents / 100,
    monthly_fee_euros: terms.monthly_fee_cents / 100,
    months: terms.months.map(String),
    min_down_payment_percent: terms.min_down_payment_percent,
  };
}

/** Euros typed with at most two decimals as whole cents; an empty input stays empty for the check to name. */
const cents = (euros: number | '') => (euros === '' ? euros : Math.round(euros * 100));

/**
 * The body of PUT /api/admin/finance-terms from the form, before the shared schema checks it (an
 * empty input stays empty, for the check to name).
 */
export function financeTermsInput(values: FinanceFormValues) {
  return {
    tan_percent: values.tan_percent,
    setup_fee_cents: cents(values.setup_fee_euros),
    monthly_fee_cents: cents(values.monthly_fee_euros),
    months: values.months.map(Number),
    min_down_payment_percent: values.min_down_payment_percent,
  };
}

/** The form field that shows an issue of the terms ('terms.months.2' is the durations' chips). */
export function financeField(path: string): keyof FinanceFormValues | undefined {
  const field = path.replace(/^terms\./, '').split('.')[0];
  switch (field) {
    case 'tan_percent':
    case 'months':
    case 'min_down_payment_percent':
      return field;
    case 'setup_fee_cents':
      return 'setup_fee_euros';
    case 'monthly_fee_cents':
      return 'monthly_fee_euros';
    default:
      return undefined;
  }
}
