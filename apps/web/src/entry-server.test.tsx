import type { InProcessApi } from '@nbt/api';
import { createMemoryHistory } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { i18n } from './lib/i18n';
import { httpReads, PublicData } from './lib/public-data';
import { createAppRouter } from './router';

const ORIGIN = 'http://localhost';

/** The API as the render reads it, in process: a router whose caller knows the one read these pages make (no offices). */
function answeringApi(): InProcessApi {
  const caller = { offices: { list: () => Promise.resolve([]) } };
  return { router: { createCaller: () => caller } } as unknown as InProcessApi;
}

/** Runs one of the page's router scripts as the browser would, with itself as the current script. */
function runScript(source: string) {
  const element = document.createElement('script');
  document.body.append(element);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => element });
  try {
    new Function(source)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}

// The server render hands the browser's router its state through TanStack's own script
// (`takeInitialHydrationScriptTags`): a router release that changes it must fail here, not in a browser.
describe('render', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, '$_TSR');
    Reflect.deleteProperty(window, '$R');
  });

  it('writes the router state the browser hydrates from, as one inline script', async () => {
    const page = await render({ url: '/servizi-flotta', origin: ORIGIN, api: answeringApi() });
    if (page.kind !== 'page') throw new Error(`a ${page.kind}, not a page`);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Servizi Flotta | NBT</title>');
    expect(page.routerScripts).toHaveLength(1);
    const [script] = page.routerScripts as [string];
    expect(script).toMatch(/^\(self\.\$R=self\.\$R\|\|\{\}\)\["tsr"\]=\[\];self\.\$_TSR=\{/);
    expect(script).toContain('$_TSR.router=');

    // The browser's router takes over the server's matches from it, without loading them again.
    runScript(script);
    const data = new PublicData(httpReads(`${ORIGIN}/api/trpc`));
    const queries = () => Promise.reject(new Error('The public pages load no query cache'));
    const router = createAppRouter(
      { data, queries, locale: 'it', i18n, origin: ORIGIN },
      createMemoryHistory({ initialEntries: ['/servizi-flotta'] }),
    );
    await hydrate(router);
    expect(router.state.matches.map((match) => [match.routeId, match.status])).toEqual([
      ['__root__', 'success'],
      ['/_public', 'success'],
      ['/_public/servizi-flotta', 'success'],
    ]);
  });
});
