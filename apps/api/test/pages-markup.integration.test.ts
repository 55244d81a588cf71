import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { formatter } from '@lingui/format-po';
import { LANGUAGE_CODES, SOURCE_LANGUAGE, TRANSLATION_LANGUAGES } from '@nbt/validation/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paths } from '../src/paths.js';
import { buildTestApp, type TestApp } from './build-app.js';
import { addMainOffice, addVehicle, headOf, ORIGIN, WEB_APP } from './pages-helpers.js';
import { readTexts } from './served-text.js';

/*
 * The public pages' markup as the server sends it, in every language: the inline scripts its
 * Content-Security-Policy allows, valid HTML by the Nu HTML Checker, and no Italian text of the
 * interface left on a page in another language.
 */

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
/** The checker's messages left out, each with the reason it is no fault of the page. */
const vnuFilter = fileURLToPath(new URL('./vnu-filter.txt', import.meta.url));

/** Attributes a visitor (or a screen reader, or a search engine) reads. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'];

/** The web app's catalogs of the public pages (lingui.config.ts); the back office's are not served here. */
const PUBLIC_CATALOGS = [
  'messages',
  'deferred',
  'service-details',
  'home',
  'fleet-services',
  'vehicle',
  'vehicle-list',
  'sale',
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

const po = formatter({ origins: false, lineNumbers: false });

/** The Italian texts of the public catalogs that `code` words differently, placeholders and tags aside. */
async function italianWordedOtherwise(code: string): Promise<Set<string>> {
  const italian = new Set<string>();
  const plain = (text: string) => text.replace(/<\/?\d+\/?>/g, '').trim();
  for (const name of PUBLIC_CATALOGS) {
    const file = join(paths.repoRoot, 'apps/web/src/locales', code, `${name}.po`);
    const catalog = await po.parse(readFileSync(file, 'utf8'), {
      sourceLocale: SOURCE_LANGUAGE,
      locale: code,
      filename: file,
    });
    for (const { message, translation } of Object.values(catalog)) {
      if (!message || !translation) continue;
      const source = plain(message);
      if (source.length < 3 || source.includes('{')) continue;
      if (source !== plain(translation)) italian.add(source);
    }
  }
  return italian;
}

const localized = (code: string, path: string) =>
  code === SOURCE_LANGUAGE ? path : path === '/' ? `/${code}/` : `/${code}${path}`;

describe('the public pages’ markup', () => {
  let t: TestApp;
  /** A car for rent, a car for sale and a sold one, each with its own page. */
  let vehiclePages: string[];
  /** The three side by side. */
  let comparison: string;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
    await addMainOffice(t);
    const vehicles = [
      await addVehicle(t, { listing_type: 'rental', sale_price_euros: null }),
      await addVehicle(t, { brand: 'Porsche', model: '911', listing_type: 'sale', price_per_day: null }),
      await addVehicle(t, { brand: 'Audi', model: 'A6', listing_type: 'sale', status: 'venduto', available: false }),
    ];
    vehiclePages = vehicles.map((vehicle) => `/veicoli/${vehicle.id}`);
    comparison = `/confronta?ids=${vehicles.map((vehicle) => vehicle.id).join(',')}`;
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('runs no inline script its Content-Security-Policy does not name', { timeout: 60_000 }, async () => {
    const vehicle = vehiclePages[0]!;
    for (const path of [
      '/',
      '/veicoli',
      vehicle,
      '/servizi-flotta',
      '/privacy-policy',
      '/nope',
      '/de/veicoli',
      `/ar${vehicle}`,
    ]) {
      const response = await get(path);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      const allowed = scriptSrc?.split(' ') ?? [];
      expect(response.body, path).toContain('id="nbt-state"');
      // Files, JSON data and JSON-LD; the router's state, which its own hash allows, and nothing else.
      let inline = 0;
      for (const [, attributes = '', source = ''] of response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes)) continue;
        inline += 1;
        const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
        expect(allowed, `${path}: an inline script its policy does not allow`).toContain(hash);
      }
      expect(inline, `${path}: the router's state`).toBeGreaterThan(0);
      expect(
        allowed.filter((source) => source.startsWith("'sha256-")),
        path,
      ).toHaveLength(inline);
    }
  });

  it("preloads a vehicle page's own code, not its parts' that wait for the visitor, whose styles come with it", async () => {
    const html = (await get(vehiclePages[0]!)).body;
    const head = headOf(html);
    // The start script asks for them once the page has painted (apps/web/public/boot.js).
    const preloaded = (/data-preload="([^"]*)"/.exec(head)?.[1] ?? '')
      .split(' ')
      .map((file) => file.replace('/assets/', ''));
    expect(preloaded.some((file) => file.startsWith('_vehicleId-'))).toBe(true);
    // The parts whose code comes at the visitor's first use of the page (the tiers, the hearts, the
    // share buttons, the calendar's place), and those that wait for the visitor to come near.
    for (const section of ['PriceTiers', 'SaveButtons', 'ShareBlock', 'RentalDatesSlot', 'Footer', 'VehicleDetails']) {
      expect(preloaded.filter((file) => file.startsWith(`${section}-`))).toEqual([]);
    }
    // The footer and the characteristics, far down a phone's page: their styles come with the page,
    // written into its head or, when they do not fit there, linked after its markup (never before it).
    for (const section of ['Footer', 'VehicleDetails']) {
      expect(html).toMatch(new RegExp(`href="/assets/${section}-[\\w-]+\\.css"`));
      expect(head).not.toMatch(
        new RegExp(`<link rel="stylesheet" crossorigin href="/assets/${section}-[\\w-]+\\.css" />`),
      );
    }
  });

  it('styles every class its markup uses before any script runs', { timeout: 60_000 }, async () => {
    const vehicle = vehiclePages[0]!;
    // A CSS module's class as the build names it (`_root_aszr9_1`): written by the server, it must be
    // styled by what the page carries or links, not by a stylesheet that comes with a later script.
    const assets = join(paths.webDist, 'assets');
    const builtStyles = readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    const moduleClass = /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/;
    for (const path of ['/', '/veicoli', vehicle, '/servizi-flotta', '/privacy-policy', '/nope', `/ar${vehicle}`]) {
      const html = (await get(path)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      let styles = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
      // Linked in the head, or after the markup for the parts far down the page (never held back by a script).
      for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)) {
        styles += readFileSync(join(paths.webDist, href!), 'utf8');
      }
      const body = html.slice(html.indexOf('<body'));
      const used = new Set(
        [...body.matchAll(/\bclass="([^"]*)"/g)]
          .flatMap(([, names]) => names!.split(/\s+/))
          .filter((name) => moduleClass.test(name)),
      );
      expect(used.size, path).toBeGreaterThan(0);
      // A class with no rules of its own (a CSS module's empty block) has nothing to wait for.
      const unstyled = [...used].filter((name) => !styles.includes(`.${name}`) && builtStyles.includes(`.${name}`));
      expect(unstyled, `${path}: classes whose styles the page does not carry`).toEqual([]);
    }
  });

  it('passes the Nu HTML Checker on every public page in every language', { timeout: 300_000 }, async () => {
    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    expect(java.error, 'Java runs the checker: apt-get install -y default-jre-headless').toBeUndefined();

    const dir = mkdtempSync(join(tmpdir(), 'nbt-vnu-'));
    try {
      const files: string[] = [];
      for (const code of LANGUAGE_CODES) {
        for (const path of [
          '/',
          '/veicoli',
          vehiclePages[0]!,
          '/servizi-flotta',
          '/privacy-policy',
          '/cookie-policy',
          comparison,
          '/preferiti',
        ]) {
          const address = localized(code, path);
          const response = await get(address);
          expect(response.statusCode, address).toBe(200);
          const file = join(dir, `${code}${path.replace(/[/?=,]/g, '_')}.html`);
          writeFileSync(file, response.body);
          files.push(file);
        }
      }
      // One run for every page: the checker's start-up costs more than a page.
      const run = spawnSync(
        'java',
        ['-Xss1024k', '-jar', vnuJar, '--errors-only', '--format', 'json', '--filterfile', vnuFilter, ...files],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      expect(run.error).toBeUndefined();
      const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
      const errors = messages
        .filter((message) => message.type === 'error' || message.type === 'non-document-error')
        .map((message) => `${message.url.split('/').pop()}:${message.lastLine ?? '?'} ${message.message}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows no Italian text of the interface on a page in another language', { timeout: 120_000 }, async () => {
    // What the firm itself wrote (a vehicle's description, its features) stays Italian until
    // translated, and is marked lang="it": it is left out.
    const paths = [
      '/',
      '/veicoli',
      ...vehiclePages,
      '/veicoli/987654',
      '/servizi-flotta',
      '/privacy-policy',
      '/cookie-policy',
      comparison,
      '/preferiti',
      '/pagina-che-non-esiste',
    ];
    const found: string[] = [];
    for (const code of TRANSLATION_LANGUAGES) {
      const italian = await italianWordedOtherwise(code);
      expect(italian.size, code).toBeGreaterThan(100);
      for (const path of paths) {
        const url = localized(code, path);
        const response = await get(url);
        expect(response.statusCode, url).toBeLessThan(500);
        for (const text of readTexts(response.body, READ_ATTRIBUTES, SOURCE_LANGUAGE)) {
          if (italian.has(text)) found.push(`${url}: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
