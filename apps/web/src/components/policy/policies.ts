import { queryOptions } from '@tanstack/react-query';
import type { PolicyDocument } from '../../content/policies/types';
import { SOURCE_LOCALE } from '../../lib/i18n';

export interface PolicySet {
  privacyPolicy: PolicyDocument;
  cookiePolicy: PolicyDocument;
}

/**
 * The legal texts, one module per language (content/policies/<locale>.ts), each its own chunk:
 * a visitor downloads only the language they read. A language without its own texts shows the
 * Italian ones, which are the binding version anyway.
 */
const modules = import.meta.glob<PolicySet>(['../../content/policies/*.ts', '!../../content/policies/types.ts']);

const moduleFor = (locale: string) => modules[`../../content/policies/${locale}.ts`];

export async function loadPolicies(locale: string): Promise<PolicySet> {
  const load = moduleFor(locale) ?? moduleFor(SOURCE_LOCALE);
  if (!load) throw new Error('The Italian policies are missing from content/policies');
  const { privacyPolicy, cookiePolicy } = await load();
  return { privacyPolicy, cookiePolicy };
}

/** The policies of one language, cached for the session (they only change with a new build). */
export function policiesQuery(locale: string) {
  return queryOptions({
    queryKey: ['policies', locale],
    queryFn: () => loadPolicies(locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
