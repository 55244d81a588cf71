import type { FinanceTerms, Vehicle } from '@nbt/validation';
import { type FinanceExample, financeExample, shownPrices } from '@nbt/validation/rules';
import { offersFinance } from '../../../lib/presentation/finance';
import { formatEuro } from '../../../lib/format';
import type { Locale } from '../../../lib/i18n';
import { formatDecimal } from '../../../lib/presentation/sale-facts';

/**
 * The price in cents a vehicle's finance example is worked out from: a vehicle for sale, not sold,
 * with its price shown and the office's terms set; null otherwise (no example is shown then).
 */
export function financedPriceCents(
  vehicle: Pick<Vehicle, 'listing_type' | 'status' | 'price_per_day' | 'sale_price_euros'>,
  terms: FinanceTerms,
): number | null {
  const price = shownPrices(vehicle).sale;
  return terms === null || price === null || !offersFinance(vehicle) ? null : price * 100;
}

/** The representative example: the smallest down payment over the longest duration offered. */
export function representativeExample(priceCents: number, terms: NonNullable<FinanceTerms>): FinanceExample | null {
  return financeExample(priceCents, terms);
}

/** An example's figures as the page's language writes them (whole euros, an instalment with cents). */
export function exampleFigures(example: FinanceExample, locale: Locale) {
  const euros = (cents: number, decimals: 0 | 2 = 0) => formatEuro(cents / 100, locale, decimals);
  return {
    price: euros(example.priceCents),
    downPayment: euros(example.downPaymentCents),
    financed: euros(example.financedCents),
    months: example.months,
    instalment: euros(example.instalmentCents, 2),
    tan: `${formatDecimal(example.tanPercent, locale, 2)}%`,
    taeg: `${formatDecimal(example.taegPercent, locale, 2)}%`,
    setupFee: euros(example.setupFeeCents, 2),
    monthlyFee: euros(example.monthlyFeeCents, 2),
    totalOwed: euros(example.totalOwedCents, 2),
  };
}

/**
 * The home page's address that opens the quote form about the vehicle with the finance chosen:
 * the down payment in whole euros and the months.
 */
export function financeRequestSearch(vehicleId: number, example: Pick<FinanceExample, 'downPaymentCents' | 'months'>) {
  return { veicolo: vehicleId, anticipo: Math.round(example.downPaymentCents / 100), mesi: example.months };
}
