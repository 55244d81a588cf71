// Read by the home page's search schema: nothing here may pull the form's code into its first script.
import { parseId } from '@nbt/validation';

/** The finance a visitor chose on a vehicle's page (`?anticipo=&mesi=`): down payment in euros, months. */
export interface FinanceChoice {
  downPaymentEuros: number;
  months: number;
}

/** The home page's `anticipo` and `mesi`: kept only when both are whole numbers (no down payment is one too). */
export function parseFinanceChoice(anticipo: unknown, mesi: unknown): FinanceChoice | undefined {
  const downPaymentEuros = anticipo === 0 || anticipo === '0' ? 0 : parseId(anticipo);
  const months = parseId(mesi);
  return downPaymentEuros === undefined || months === undefined || months > 1200
    ? undefined
    : { downPaymentEuros, months };
}
