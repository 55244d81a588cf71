import { describe, expect, it } from 'vitest';

import { injectRenderedPage, type ServerRenderedPage } from './server-render.js';

const shell = `<!doctype html>
<html lang="it">
  <head>
    <title>NBT</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: ServerRenderedPage = {
  body: '<div id="root" aria-disabled="true"><h1>Eccellenza</h1></div>',
  head: '<style data-href="/assets/page-E5.css">h1{}</style>',
  entryStyles: [{ file: 'assets/index-D4.css', html: '<style data-href="/assets/index-D4.css">body{}</style>' }],
  modules: ['/assets/page-F6.js', '/assets/vendor-B2.js', '/assets/messages-G7.js'],
};

describe('injectRenderedPage', () => {
  it('starts the app from the boot script: no module script or preload for the browser to fetch before painting', () => {
    const html = injectRenderedPage(shell, { ...page, boot: '/boot.js?v=abc' });
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/boot.js?v=abc" data-entry="/assets/index-A1.js" ' +
        'data-preload="/assets/vendor-B2.js /assets/router-C3.js /assets/page-F6.js /assets/messages-G7.js"></script>',
    );
    expect(html).toContain('<h1>Eccellenza</h1>');
    expect(html).toContain('<style data-href="/assets/index-D4.css">body{}</style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    expect(html.indexOf('<style data-href="/assets/page-E5.css">')).toBeLessThan(html.indexOf('</head>'));
  });

  it('without a boot script keeps the module script and preloads the page chunks', () => {
    const html = injectRenderedPage(shell, page);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-F6.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/router-C3.js">');
  });
});
