import * as italian from '../../content/policies/it';
import type { PolicyDocument } from '../../content/policies/types';
import type { Locale } from '../../lib/i18n';

interface PolicySet {
  privacyPolicy: PolicyDocument;
  cookiePolicy: PolicyDocument;
}

/**
 * The legal texts per language. Only Italian exists so far: a language without its own texts
 * shows the Italian ones (add e.g. `en: english` once content/policies/en.ts is written).
 */
const POLICIES: Partial<Record<Locale, PolicySet>> = { it: italian };

export function policiesFor(locale: string): PolicySet {
  return POLICIES[locale as Locale] ?? italian;
}
