/**
 * Fails (exit 1) when a language catalog misses a translation of a message, when a translation
 * is not valid ICU MessageFormat, or when it drops or invents a placeholder (`{name}`) or a
 * component tag (`<0>…</0>`).
 * `lingui extract` first brings every catalog in step with the code; this then makes sure
 * no language is left with an untranslated (silently Italian) string.
 *
 *   node scripts/check-catalogs.mjs            every language
 *   node scripts/check-catalogs.mjs fr de      only these
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// The languages and catalogs are lingui.config.ts's (TypeScript, which reads the site's languages):
// Vite's module runner loads it as lingui's CLI does.
const { module: config } = await runnerImport(`${root}lingui.config.ts`);
const { locales: allLocales, sourceLocale, catalogs } = config.default;
const po = formatter({ origins: false, lineNumbers: false });

/** Top-level argument names and numbered tags: what the code fills in, in any order. */
function tokens(message) {
  const names = new Set();
  let depth = 0;
  for (const match of message.matchAll(/\{|\}|<\/?\d+\/?>/g)) {
    const [token] = match;
    if (token === '{') {
      if (depth === 0) {
        const name = /^\{\s*([\w.]+)/.exec(message.slice(match.index))?.[1];
        if (name) names.add(`{${name}}`);
      }
      depth += 1;
    } else if (token === '}') depth = Math.max(0, depth - 1);
    else names.add(token);
  }
  return [...names].sort();
}

const wanted = process.argv.slice(2);
const locales = allLocales.filter(
  (locale) => locale !== sourceLocale && (wanted.length === 0 || wanted.includes(locale)),
);

let problems = 0;
for (const [locale, path] of locales.flatMap((locale) => catalogs.map(({ path }) => [locale, path]))) {
  const name = path.replace('<rootDir>/', '').replace('{locale}', locale);
  const catalog = po.parse(await readFile(`${root}${name}.po`, 'utf8'));
  const entries = Object.values(catalog).filter((message) => !message.obsolete);
  const missing = entries.filter((message) => !message.translation?.trim());
  const translated = entries.filter((message) => message.translation?.trim());
  const invalid = translated.filter((message) => {
    try {
      compileMessageOrThrow(message.translation);
      return false;
    } catch {
      return true;
    }
  });
  const mismatched = translated.filter(
    (message) => tokens(message.message ?? '').join(' ') !== tokens(message.translation).join(' '),
  );
  const count = missing.length + invalid.length + mismatched.length;
  problems += count;
  console.log(
    `${name}: ${entries.length} messages, ${missing.length} missing, ${invalid.length} invalid, ` +
      `${mismatched.length} with other placeholders: ${count === 0 ? 'ok' : 'FAIL'}`,
  );
  for (const message of missing.slice(0, 5)) console.log(`  missing: ${JSON.stringify(message.message)}`);
  if (missing.length > 5) console.log(`  … and ${missing.length - 5} more`);
  for (const message of invalid) console.log(`  not valid ICU: ${JSON.stringify(message.translation)}`);
  for (const message of mismatched) {
    console.log(`  placeholders differ: ${JSON.stringify(message.message)} -> ${JSON.stringify(message.translation)}`);
  }
}
if (problems > 0) {
  console.error(
    'Translate the messages above (src/locales/<lang>/<catalog>.po), keeping every {placeholder} and <0> tag.',
  );
  process.exit(1);
}
