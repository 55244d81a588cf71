import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FinanceTerms, Vehicle } from '@nbt/validation';
import { financeExample, shownPrices } from '@nbt/validation/rules';
import { formatEuro } from '../../../lib/format';
import { localeOf } from '../../../lib/i18n';
import { formatDecimal } from '../../../lib/presentation/sale-facts';
import type { FinanceChoice } from './finance-choice';

/**
 * The request's first words for a finance chosen on the vehicle's page, worked out again from the
 * office's terms (a link cannot make up an instalment); undefined when the choice does not fit them.
 */
export function financeText(
  vehicle: Vehicle,
  choice: FinanceChoice,
  terms: NonNullable<FinanceTerms>,
  i18n: I18n,
): string | undefined {
  const price = shownPrices(vehicle).sale;
  if (price === null) return undefined;
  const example = financeExample(price * 100, terms, {
    downPaymentCents: choice.downPaymentEuros * 100,
    months: choice.months,
  });
  if (!example) return undefined;
  const locale = localeOf(i18n.locale);
  const downPayment = formatEuro(example.downPaymentCents / 100, locale, 0);
  const instalment = formatEuro(example.instalmentCents / 100, locale, 2);
  const tan = `${formatDecimal(example.tanPercent, locale, 2)}%`;
  const taeg = `${formatDecimal(example.taegPercent, locale, 2)}%`;
  const months = example.months;
  return i18n._(
    msg`Vorrei richiedere il finanziamento: anticipo ${downPayment}, ${months} rate da ${instalment} (TAN ${tan}, TAEG ${taeg}).`,
  );
}
