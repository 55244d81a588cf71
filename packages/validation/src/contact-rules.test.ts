import { describe, expect, it } from 'vitest';

import { ContactRequestInputSchema } from './contact.js';
import { type ContactFormFields, contactFormIssues } from './contact-rules.js';
import { type IssueData, toIssueData } from './messages.js';

const VALID: ContactFormFields = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.com',
  phone: '+39 02 1234 5678',
  service: 'Autolavaggio',
  message: 'Vorrei un preventivo.\nGrazie.',
};

/** The schema's first issue of each field, as the form shows it. */
function schemaIssues(values: ContactFormFields): IssueData[] {
  const first = new Map<string, IssueData>();
  for (const issue of ContactRequestInputSchema.safeParse(values).error?.issues ?? []) {
    const data = toIssueData(issue);
    if (!first.has(data.path)) first.set(data.path, data);
  }
  return [...first.values()];
}

const CASES: [string, Partial<ContactFormFields>][] = [
  ['a valid request', {}],
  ['no phone', { phone: '' }],
  ['an empty form', { firstName: '', lastName: '', email: '', phone: '', service: null, message: '' }],
  ['blank names', { firstName: '   ', lastName: '\t' }],
  ['names at and over the limit', { firstName: 'a'.repeat(100), lastName: 'b'.repeat(101) }],
  ['a name with a line break', { firstName: 'Mario\nRossi', lastName: 'Rossi\u2028' }],
  ['a long name with a control character', { firstName: `${'a'.repeat(120)}\u0007` }],
  ['an encoded-word name', { firstName: '=?UTF-8?B?DQpCY2M6IHpAZXZpbC5leGFtcGxl?=', lastName: 'Rossi =?x?q?y?= ' }],
  ['a name with a bidi override', { firstName: 'Mario\u202e', lastName: 'Ros\u2066si' }],
  ['an encoded-word name that is also too long', { firstName: `=?${'a'.repeat(100)}?=` }],
  ['addresses zod refuses', { email: 'mario@' }],
  ['an address with two dots', { email: 'mario..rossi@example.com' }],
  ['an address with a space', { email: 'mario rossi@example.com' }],
  ['an address without a dot in the domain', { email: 'mario@localhost' }],
  ['an address in spaces', { email: '  mario@example.it  ' }],
  ['an address over the limit', { email: `${'m'.repeat(250)}@example.com` }],
  ['a phone with letters', { phone: '02 ABC' }],
  ['a phone over the limit', { phone: '1'.repeat(31) }],
  ['a phone over the limit with letters', { phone: 'x'.repeat(31) }],
  ['an unknown service', { service: 'Pizzeria' }],
  ['an empty service', { service: '' }],
  ['a message with tabs and line breaks', { message: 'Riga 1\r\n\tRiga 2' }],
  ['a message with a control character', { message: 'Ciao\u0000' }],
  ['a message over the limit', { message: 'x'.repeat(5001) }],
  ['a message of spaces', { message: ' \n ' }],
];

describe('contactFormIssues', () => {
  it.each(CASES)('finds what the schema finds: %s', (_, change) => {
    const values = { ...VALID, ...change };
    expect(contactFormIssues(values)).toEqual(schemaIssues(values));
  });

  it('refuses an encoded-word in either name with its own rule, and keeps a name with = or ? alone', () => {
    const encoded = { ...VALID, firstName: '=?UTF-8?B?DQpCY2M6IHpAZXZpbC5leGFtcGxl?=', lastName: 'a =?utf-8?q?x?= b' };
    const issues = schemaIssues(encoded);
    expect(issues).toEqual([
      { path: 'firstName', code: 'custom', params: { code: 'encoded_word' } },
      { path: 'lastName', code: 'custom', params: { code: 'encoded_word' } },
    ]);
    expect(schemaIssues({ ...VALID, firstName: 'Chi? = io', lastName: "D'Angelo-Rossi" })).toEqual([]);
  });

  it('finds nothing wrong in a valid request and each field of an empty one', () => {
    expect(contactFormIssues(VALID)).toEqual([]);
    const empty = { firstName: '', lastName: '', email: '', phone: '', service: null, message: '' };
    expect(contactFormIssues(empty).map((issue) => issue.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'service',
      'message',
    ]);
  });
});

declare global {
  interface ImportMeta {
    /** Vite's glob import (vitest runs on Vite); typed here as this package has no Vite types. */
    glob<T>(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
  }
}

describe('@nbt/validation/rules', () => {
  const sources = import.meta.glob<string>('./*.ts', { query: '?raw', import: 'default', eager: true });

  /** Every module `rules.ts` loads at run time (type-only imports load nothing). */
  function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const text = sources[`./${file}`];
    if (text === undefined) throw new Error(`${file} is not a module of this package`);
    for (const [, specifier] of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gms)) {
      if (specifier!.startsWith('./')) runtimeImports(specifier!.slice(2).replace(/\.js$/, '.ts'), seen);
      else seen.add(specifier!);
    }
    return seen;
  }

  it('loads no zod, so the public pages that import it do not download it', () => {
    const modules = runtimeImports('rules.ts');
    expect(modules).toContain('contact-rules.ts');
    expect(modules).toContain('text-rules.ts');
    expect([...modules].filter((module) => !module.endsWith('.ts'))).toEqual([]);
    // The check itself sees zod where it is.
    expect(runtimeImports('contact.ts')).toContain('zod');
  });
});
