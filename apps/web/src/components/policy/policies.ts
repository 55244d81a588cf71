import type { PolicyDocument } from '../../content/policies/types';
import { SOURCE_LOCALE } from '../../lib/i18n';
import type { PublicData } from '../../lib/public-data';

/** The legal pages, each named as its address. */
export type PolicyName = 'privacy-policy' | 'cookie-policy';

/**
 * The legal texts, one module per page and language (content/policies/<locale>/<page>.ts), each its
 * own chunk: a visitor downloads only the page they open, in the language they read. A language
 * without its own texts shows the Italian ones, which are the binding version anyway.
 */
const modules = import.meta.glob<{ policy: PolicyDocument }>('../../content/policies/*/*.ts');

const moduleFor = (name: PolicyName, locale: string) => modules[`../../content/policies/${locale}/${name}.ts`];

async function loadPolicy(name: PolicyName, locale: string): Promise<PolicyDocument> {
  const load = moduleFor(name, locale) ?? moduleFor(name, SOURCE_LOCALE);
  if (!load) throw new Error(`The Italian ${name} is missing from content/policies`);
  return (await load()).policy;
}

/** The key a legal page's text in one language is kept under, for the session (it only changes with a new build). */
export const policyKey = (name: PolicyName, locale: string) => `policy ${name} ${locale}`;

/** A legal page's text in one language, read once for the session. */
export function readPolicy(data: PublicData, name: PolicyName, locale: string): Promise<PolicyDocument> {
  return data.load(policyKey(name, locale), () => loadPolicy(name, locale));
}
