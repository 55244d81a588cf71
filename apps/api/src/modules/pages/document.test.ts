import type { RenderedPage } from '@nbt/validation/page-render';
import { describe, expect, it } from 'vitest';

import { type DocumentAssets, pageDocument } from './document.js';

const page: RenderedPage = {
  kind: 'page',
  status: 200,
  lang: 'ar',
  dir: 'rtl',
  head: '<title>NBT</title>',
  body: '<h1>Eccellenza</h1>',
  queries: '{"queries":[]}',
  routerScripts: ['self.$_TSR={}', '$_TSR.e()'],
  routeFiles: [],
  parts: [],
  styledParts: [],
  belowParts: [],
};

const site = { origin: 'https://nbt.example' };

const assets: DocumentAssets = {
  font: '/assets/inter.woff2',
  styles: [{ file: 'assets/index-D4.css', css: 'body{}</style><script>' }],
  entry: '/assets/index-A1.js',
  modules: ['/assets/vendor-B2.js', '/assets/page-F6.js'],
  boot: '/boot.js?v=abc',
};

describe('pageDocument', () => {
  it('writes the render into a whole document: language, head, inert root, state and router scripts', () => {
    const html = pageDocument(page, site, assets);
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl" /);
    expect(html.indexOf('<title>NBT</title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<div id="root" aria-disabled="true" data-origin="https://nbt.example"><h1>Eccellenza</h1></div>',
    );
    expect(html).toContain('<script type="application/json" id="nbt-state">{"queries":[]}</script>');
    expect(html).toContain('<script>self.$_TSR={}</script>');
    expect(html.indexOf('<script>$_TSR.e()</script>')).toBeGreaterThan(html.indexOf('id="nbt-state"'));
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2" />');
  });

  it("names the photos' address on the root when they live elsewhere, for the browser to name them alike", () => {
    const html = pageDocument(page, { ...site, photosUrl: 'https://cdn.example/p?a="b"' }, assets);
    expect(html).toContain(
      '<div id="root" aria-disabled="true" data-origin="https://nbt.example" data-photos="https://cdn.example/p?a=&quot;b&quot;">',
    );
  });

  it('starts the app from the boot script: no module script or preload before the first paint', () => {
    const html = pageDocument(page, site, assets);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/boot.js?v=abc" data-entry="/assets/index-A1.js" ' +
        'data-preload="/assets/vendor-B2.js /assets/page-F6.js"></script>',
    );
    // A stylesheet cannot end its own <style> element.
    expect(html).toContain('<style data-href="/assets/index-D4.css">body{}<\\/style><script></style>');
  });

  it('links the stylesheets every page shares and writes in the page its own', () => {
    const html = pageDocument(page, site, {
      ...assets,
      styles: [{ file: 'assets/index-D4.css' }, { file: 'assets/page-E5.css', css: '.page{}' }],
    });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css" />');
    expect(html).not.toContain('data-href="/assets/index-D4.css"');
    expect(html).toContain('<style data-href="/assets/page-E5.css">.page{}</style>');
    expect(html.indexOf('/assets/index-D4.css')).toBeLessThan(html.indexOf('/assets/page-E5.css'));
  });

  it('links the styles of the parts far down the page after its markup and scripts, where they hold neither', () => {
    const html = pageDocument(page, site, {
      ...assets,
      styles: [{ file: 'assets/index-D4.css' }, { file: 'assets/Footer-F7.css', afterPage: true }],
    });
    const link = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/Footer-F7.css" />');
    expect(link).toBeGreaterThan(html.indexOf('</head>'));
    expect(link).toBeGreaterThan(html.indexOf('<script>$_TSR.e()</script>'));
    expect(link).toBeLessThan(html.indexOf('</body>'));
  });

  it('without a boot script loads the entry as a module and preloads what it imports', () => {
    const { boot: _boot, ...withoutBoot } = assets;
    const html = pageDocument(page, site, withoutBoot);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-F6.js" />');
  });
});
