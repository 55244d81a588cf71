#!/usr/bin/env node
// Size budgets of the public pages, read from the build output (dist/ and Vite's manifest).
// For each public route it follows what the browser downloads before the page is usable: the
// entry (index.html's script), the chunks of the route and of its layouts (TanStack Router's
// code-split route files), the Italian catalog, and every static import of those, recursively,
// with their CSS. Chunks loaded later on purpose (dialogs, the contact form, sections below the
// fold, other languages, the back office) are dynamic imports and are not followed.
// Prints the gzip figure of every route against the budget, and fails when a page is over it.
// CSS is counted as the browser gets it, uncompressed: the stylesheets every page shares linked
// (the entry's and the layout's), the page's own written into it while they fit in 20 KB with
// Mantine's theme variables (what the API's server render does), the rest linked; per language,
// since Arabic adds its font's faces. Over 80 KB in all or 20 KB inline, the run fails.
// A second figure counts what a phone downloads before the visitor first uses the page (a touch,
// a key, a scroll), not only before the first paint: the boot script, the cookie banner and its
// messages (every first visit), which load right after, and the sections the server wrote whose code
// comes beside the page. The parts whose code waits for the visitor (the footer, a vehicle's
// characteristics and the calendar when they come near; the hearts, the cards' facts, the filters'
// button at the first use, lib/server-rendered-section.tsx) are listed, not counted. The run fails
// above the JavaScript budget there too.
//   node scripts/budgets.mjs          (after `vite build`; `npm test` runs it; DIST=dir reads another build)
//   BUDGETS_LIST=/veicoli node scripts/budgets.mjs   (also lists that page's files, each with its weight)
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
/** The server render's bundle, for the Mantine variables it writes into every page's head. */
const ssrEntry = join(dist, '..', 'dist-ssr', 'entry-server.js');

/** Gzip bytes: the most a visitor downloads (the server prefers brotli, which is smaller). */
// JS 150 KB: React, React DOM and the router weigh about 97 KB of it (one chunk, see vite.config.ts), the
// site's frame and the Mantine components it paints with about 36 KB (one more); the query cache and the
// tRPC client load only with the parts that write (lib/query-island.tsx), and what a page needs only on
// a tap (dialogs, the calendar, the lightbox, the form) loads on that tap, so each page has about 12 KB
// of its own. Parts the server writes and nobody taps (the footer, a vehicle's characteristics) come
// beside the first script (SECTIONS_OF below).
// CSS 14 KB (gzip, all of a page's stylesheets): only the Mantine styles a page paints with.
const BUDGETS = { js: 150 * 1024, css: 14 * 1024 };
/** What we aim for; over it is reported, not failed. */
const JS_TARGET = 150 * 1024;
/** Above these the run fails: the budgets themselves. */
const CEILING = BUDGETS;
/** A page's own ceiling where it carries more than the frame: none now. */
const JS_CEILING_OF = {};

/** CSS, uncompressed: all a page needs to paint (inline and linked), and the part written into it. */
const CSS_BUDGETS = { total: 80 * 1024, inline: 20 * 1024 };
/** The most the server writes inline (apps/api/src/modules/pages/server-render.ts: INLINE_CSS_LIMIT). */
const INLINE_CSS_LIMIT = 20 * 1024;
/** The pages' languages the CSS is counted in, and the faces each adds once the app starts. */
const CSS_LANGUAGES = { it: [], ar: [/\/@fontsource-variable\/noto-sans-arabic\/index\.css$/] };

const LAYOUTS = ['src/routes/_public.tsx'];
/**
 * Each public page and the files that render it (beyond the root, which is in the entry): its
 * catalog of messages (src/lib/i18n.ts, PAGE_CATALOGS), its layouts, then its route file, last.
 * A legal page's text comes inside the page (the server's answers), not as its module.
 */
const ROUTES = {
  '/': [...LAYOUTS, 'src/locales/it/home.po', 'src/routes/_public/index.tsx'],
  '/veicoli': [...LAYOUTS, 'src/locales/it/vehicle-list.po', 'src/routes/_public/veicoli/index.tsx'],
  '/veicoli/<id>': [...LAYOUTS, 'src/locales/it/vehicle.po', 'src/routes/_public/veicoli/$vehicleId.tsx'],
  '/servizi-flotta': [...LAYOUTS, 'src/locales/it/fleet-services.po', 'src/routes/_public/servizi-flotta.tsx'],
  '/privacy-policy': [...LAYOUTS, 'src/locales/it/legal.po', 'src/routes/_public/privacy-policy.tsx'],
  '/cookie-policy': [...LAYOUTS, 'src/locales/it/legal.po', 'src/routes/_public/cookie-policy.tsx'],
  '/confronta': [...LAYOUTS, 'src/locales/it/sale.po', 'src/routes/_public/confronta.tsx'],
  '/preferiti': [...LAYOUTS, 'src/locales/it/sale.po', 'src/routes/_public/preferiti.tsx'],
  404: [...LAYOUTS],
};
const CATALOG = 'src/locales/it/messages.po';
/** What every public page loads right after its first paint, for a first-time visitor. */
const AFTER_PAINT = ['src/components/consent/CookieBanner/CookieBannerPanel.tsx', 'src/locales/it/consent.po'];
/**
 * Parts the server writes whose code waits for the visitor to use the page and come near them (the
 * footer, far down every page): their styles come with the page, their code is not counted.
 */
const NEAR_SECTIONS = ['src/components/layout/Footer/index.ts'];
/** And those of a page of its own: the home page's lower half, a vehicle's characteristics. */
const NEAR_SECTIONS_OF = {
  '/': ['src/components/home/LowerSections/index.ts'],
  '/veicoli/<id>': ['src/components/vehicles/VehicleDetails/index.ts'],
};
/** The heart and 'Confronta' of the cards and of the vehicle page, and the comparison's bar: one module. */
const COMPARING = ['src/components/vehicles/SaveButtons/index.ts'];
/** A card's facts (year, kilometres, a truck's or a machine's figures): on every page that shows cards. */
const CARD_FACTS = 'src/components/vehicles/CardSpecs/index.ts';
/**
 * Parts the server writes whose code comes beside the page's first script (lib/server-rendered-section.tsx):
 * their styles are the page's own (the server links them with it), their code loads in the first seconds.
 */
const SECTIONS_OF = {
  '/servizi-flotta': [
    'src/routes/_public/-servizi-flotta/CommercialVehicles.tsx',
    'src/routes/_public/-servizi-flotta/HeavyTransport.tsx',
  ],
};
/**
 * Parts the server writes whose code comes at the visitor's first use of the page (`firstUse`), on a
 * phone: their styles come with the page, their code is not counted.
 */
const FIRST_USE_OF = {
  '/': ['src/components/home/ContactSection/FormSlot.tsx'],
  '/veicoli': [
    'src/components/vehicles/VehicleFilters/MoreFilters.tsx',
    'src/components/vehicles/VehiclePagination/index.ts',
    CARD_FACTS,
    ...COMPARING,
  ],
  '/veicoli/<id>': [
    'src/components/vehicles/PriceTiers/index.ts',
    'src/components/vehicles/FinanceBlock/index.ts',
    'src/components/vehicles/VehicleDetailView/RentalDatesSlot.tsx',
    'src/components/vehicles/ShareBlock/ShareBlock.tsx',
    ...COMPARING,
  ],
  '/preferiti': [CARD_FACTS, ...COMPARING],
};
/** The boot script every server-rendered page loads first (public/boot.js, minified by the build). */
const BOOT = 'boot.js';
/**
 * Everything a phone downloads before the visitor first uses the page, at most: the JavaScript
 * budget itself (it was 190 KB until the contact form and the footer waited for the visitor to come
 * near, 163 KB until the hearts and the cards' facts waited for the first use).
 */
const BEFORE_USE = BUDGETS.js;

/**
 * A page's CSS as the server sends it: the entry's and the layouts' stylesheets linked, the page's
 * own inline while they fit beside the head's styles, then linked; and a language's faces.
 * @returns {{ total: number, inline: number }} bytes, uncompressed
 */
function cssOf(manifest, { entryKey, keysOf, sources, sections, headStyles, language, read }) {
  const files = [];
  const seen = new Set();
  const visit = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, into);
    for (const file of chunk.css ?? []) if (!files.some((entry) => entry.file === file)) files.push({ file, into });
  };
  visit(entryKey, 'shared');
  sources
    .slice(0, -1)
    .flatMap(keysOf)
    .forEach((key) => visit(key, 'shared'));
  [...sources.slice(-1), ...sections].flatMap(keysOf).forEach((key) => visit(key, 'own'));
  let inline = headStyles;
  let total = headStyles;
  /** The files written into the page (sent inside its HTML, compressed with it) and those linked. */
  const inlined = [];
  const linked = [];
  for (const { file, into } of files) {
    const bytes = read(file);
    total += bytes;
    if (into === 'own' && inline + bytes <= INLINE_CSS_LIMIT) {
      inline += bytes;
      inlined.push(file);
    } else linked.push(file);
  }
  for (const face of CSS_LANGUAGES[language]) {
    const key = Object.keys(manifest).find((candidate) => face.test(candidate));
    if (!key) throw new Error(`no stylesheet matches ${face} in the manifest: update CSS_LANGUAGES`);
    total += read(manifest[key].file);
  }
  return { total, inline, inlined, linked };
}

async function main() {
  if (!existsSync(manifestPath)) {
    console.error(`No Vite manifest at ${manifestPath}: build the web app first (build.manifest must be on).`);
    process.exit(1);
  }
  /** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');

  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };

  /**
   * Manifest keys of a source file: the file itself and its code-split parts (`?tsr-split=…`), or
   * the shared chunk the bundler named after it (`_approach-….js`) when both a static and a dynamic
   * import reach it.
   */
  const keysOf = (source) => {
    const shared = `_${basename(source, extname(source))}-`;
    let keys = Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`));
    if (keys.length === 0) keys = Object.keys(manifest).filter((key) => key.startsWith(shared));
    if (keys.length === 0) throw new Error(`${source} is not in the manifest: update ROUTES in scripts/budgets.mjs`);
    // The router loads a route's component, not its error/pending/not-found parts, for a normal visit.
    return keys.filter((key) => !/tsr-split=(errorComponent|notFoundComponent|pendingComponent)\b/.test(key));
  };

  const collect = (keys) => {
    const js = new Set();
    const css = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return { js, css };
  };

  const plainSizes = new Map();
  const plainSize = (file) => {
    if (!plainSizes.has(file)) plainSizes.set(file, readFileSync(join(dist, file)).length);
    return plainSizes.get(file);
  };
  if (!existsSync(ssrEntry)) {
    console.error(`No server render at ${ssrEntry}: build it first (vite build --ssr).`);
    process.exit(1);
  }
  const { mantineStyles } = await import(pathToFileURL(ssrEntry).href);
  const headStyles = [...mantineStyles().matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]),
    0,
  );

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  let failed = false;
  const rows = [];
  for (const [route, sources] of Object.entries(ROUTES)) {
    const sections = SECTIONS_OF[route] ?? [];
    const waiting = [...(FIRST_USE_OF[route] ?? []), ...NEAR_SECTIONS, ...(NEAR_SECTIONS_OF[route] ?? [])];
    const styled = [...sections, ...waiting];
    // JavaScript in each language the CSS is counted in: a page's messages weigh more in Arabic.
    const inLanguage = (language, files) => files.map((file) => file.replace('/locales/it/', `/locales/${language}/`));
    const scripts = Object.keys(CSS_LANGUAGES).map((language) => {
      const page = inLanguage(language, [CATALOG, ...sources]).flatMap(keysOf);
      const { js } = collect([entryKey, ...page]);
      const later = collect([
        entryKey,
        ...page,
        ...inLanguage(language, [...AFTER_PAINT, ...sections]).flatMap(keysOf),
      ]);
      const sum = (files) =>
        [...files, BOOT].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipSize(file), 0);
      return { language, js, later, jsBytes: sum(js), laterBytes: sum(later.js) };
    });
    const jsBytes = Math.max(...scripts.map((each) => each.jsBytes));
    const laterBytes = Math.max(...scripts.map((each) => each.laterBytes));
    // Gzip as the browser gets it: each linked stylesheet on its own, those written into the page in
    // one stream (with the page's HTML, left out here), in Italian.
    const { inlined, linked } = cssOf(manifest, {
      entryKey,
      keysOf,
      sources,
      sections: styled,
      headStyles: 0,
      language: 'it',
      read: plainSize,
    });
    const cssBytes =
      linked.reduce((sum, file) => sum + gzipSize(file), 0) +
      (inlined.length
        ? gzipSync(Buffer.concat(inlined.map((file) => readFileSync(join(dist, file)))), { level: 9 }).length
        : 0);
    const over = [];
    const jsCeiling = JS_CEILING_OF[route] ?? CEILING.js;
    if (jsBytes > jsCeiling || cssBytes > CEILING.css) {
      failed = true;
      over.push('HEAVIER THAN THE CEILING');
    }
    if (jsBytes > Math.max(BUDGETS.js, jsCeiling)) over.push('JS over budget');
    if (cssBytes > BUDGETS.css) over.push('CSS over budget');
    if (over.length === 0 && jsBytes > JS_TARGET) over.push(`JS above the ${kb(JS_TARGET)} target`);
    if (process.env.BUDGETS_LIST === route) {
      const [{ js, later }] = scripts;
      const used = collect(waiting.flatMap(keysOf));
      for (const file of new Set([BOOT, ...later.js, ...used.js])) {
        const when =
          js.has(file) || file === BOOT ? 'first paint' : later.js.has(file) ? 'first seconds' : 'waits (not counted)';
        if (file.endsWith('.js')) console.log(`${kb(gzipSize(file)).padStart(8)}  ${when.padEnd(19)}  ${file}`);
      }
    }
    if (laterBytes > BEFORE_USE) {
      failed = true;
      over.push(`BEFORE FIRST USE OVER ${kb(BEFORE_USE)}`);
    }
    const plain = Object.keys(CSS_LANGUAGES).map((language) =>
      cssOf(manifest, { entryKey, keysOf, sources, sections: styled, headStyles, language, read: plainSize }),
    );
    if (plain.some(({ total }) => total > CSS_BUDGETS.total)) {
      failed = true;
      over.push(`CSS OVER ${kb(CSS_BUDGETS.total)}`);
    }
    if (plain.some(({ inline }) => inline > CSS_BUDGETS.inline)) {
      failed = true;
      over.push(`INLINE CSS OVER ${kb(CSS_BUDGETS.inline)}`);
    }
    rows.push([
      route,
      scripts.map((each) => kb(each.jsBytes)).join(' / '),
      String(scripts[0].js.size),
      kb(cssBytes),
      plain.map(({ total }) => kb(total)).join(' / '),
      plain.map(({ inline }) => kb(inline)).join(' / '),
      scripts.map((each) => kb(each.laterBytes)).join(' / '),
      over.join(', ') || 'ok',
    ]);
  }

  const languages = Object.keys(CSS_LANGUAGES).join(' / ');
  const header = [
    'route',
    `JS ${languages}`,
    'JS files',
    'CSS gzip',
    `CSS ${languages}`,
    `inline ${languages}`,
    `before use ${languages}`,
    'status',
  ];
  const widths = header.map((_, i) => Math.max(header[i].length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 || i === header.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `Budgets (gzip): JS ${kb(BUDGETS.js)}, CSS ${kb(BUDGETS.css)} per public page; ` +
      `fails above JS ${kb(CEILING.js)}, CSS ${kb(CEILING.css)}, or ${kb(BEFORE_USE)} of JS before the first use; ` +
      `CSS uncompressed: fails above ${kb(CSS_BUDGETS.total)} in all, ${kb(CSS_BUDGETS.inline)} inline`,
  );
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  if (failed) {
    console.error(
      'A public page got heavier than the ceiling (first paint, or before the first use): split what it does not show ' +
        'at first paint, and load what it shows later only when it is needed.',
    );
    process.exit(1);
  }
}

await main();
