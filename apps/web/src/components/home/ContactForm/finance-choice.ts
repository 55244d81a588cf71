// Read by the home page's search schema: nothing here may pull the form's code into its first script.

/** The finance a visitor chose on a vehicle's page (`?anticipo=&mesi=`): down payment in euros, months. */
export interface FinanceChoice {
  downPaymentEuros: number;
  months: number;
}

/** The home page's `anticipo` and `mesi`: kept only when both are whole numbers in a sane range. */
export function parseFinanceChoice(anticipo: unknown, mesi: unknown): FinanceChoice | undefined {
  const whole = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
  const downPaymentEuros = whole(anticipo);
  const months = whole(mesi);
  if (typeof downPaymentEuros !== 'number' || !Number.isSafeInteger(downPaymentEuros) || downPaymentEuros < 0) {
    return undefined;
  }
  if (typeof months !== 'number' || !Number.isSafeInteger(months) || months < 1 || months > 1200) return undefined;
  return { downPaymentEuros, months };
}
