import { useLingui } from '@lingui/react';
import { type Locale, localeOf } from '../../lib/i18n';

/** The active language, for number and price formatting. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return localeOf(i18n.locale);
}
