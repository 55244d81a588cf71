import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-app.js';
import { reportFigures } from '../figures.js';
import { contactBody, countRows, expectError, multipart, vehicleBody } from '../helpers.js';

const contact = contactBody();

/** Cross-site requests: each must be refused (403, or 415 for a form's body) and write nothing. */
const crossSite = { tried: 0, refused: 0, '5xx': 0, written: 0, sameOriginAccepted: false };

/** Every row a forged request could add, change the count of, or remove. */
const dataRows = async (t: TestApp) => {
  let rows = 0;
  for (const table of [
    'vehicles',
    'company_info',
    'contact_requests',
    'users',
    'sessions',
    'gallery_images',
  ] as const) {
    rows += await countRows(t.database.db, table);
  }
  return rows;
};

async function forged(t: TestApp, send: () => Promise<LightMyRequestResponse>) {
  const before = await dataRows(t);
  const response = await send();
  crossSite.tried++;
  if (response.statusCode >= 500) crossSite['5xx']++;
  else if (response.statusCode >= 400) crossSite.refused++;
  crossSite.written += Math.abs((await dataRows(t)) - before);
  return response;
}

afterAll(() => reportFigures('csrf', crossSite));

describe('cross-site requests', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('refuses a state-changing request another site sends, before it reaches the route', async () => {
    t = await buildTestApp();
    const cookie = await t.login();
    const crossSiteDelete = await forged(t, () =>
      t!.injectAs(cookie, {
        method: 'DELETE',
        url: '/api/admin/users/2',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(crossSiteDelete.statusCode).toBe(403);
    const foreignOrigin = await forged(t, () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: 'https://evil.example' },
        payload: contact,
      }),
    );
    expect(foreignOrigin.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('contact_requests').select('id').execute()).toHaveLength(0);
  });

  it('refuses a classic HTML form post (urlencoded or text/plain bodies)', async () => {
    t = await buildTestApp();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await forged(t, () =>
        t!.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': type },
          payload: 'firstName=Mario&lastName=Rossi',
        }),
      );
      expect(response.statusCode).toBe(415);
    }
  });

  it('refuses cross-origin fetches and forms on REST and tRPC: foreign or null Origin, or only Sec-Fetch-Site', async () => {
    t = await buildTestApp();
    const cookie = await t.login();
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c63' } })
      .jpeg()
      .toBuffer();
    const asAdmin = (headers: Record<string, string>) => ({ ...headers, cookie });
    const attempts: { label: string; status: number; send: () => Promise<LightMyRequestResponse> }[] = [
      {
        label: 'cross-origin fetch to a tRPC mutation',
        status: 403,
        send: () =>
          t!.app.inject({
            method: 'POST',
            url: '/api/trpc/contact.create',
            headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
            payload: JSON.stringify(contact),
          }),
      },
      {
        label: "a signed-in admin's tRPC mutation from another site",
        status: 403,
        send: () =>
          t!.app.inject({
            method: 'POST',
            url: '/api/trpc/admin.vehicles.create',
            headers: asAdmin({ origin: 'https://evil.example', 'content-type': 'application/json' }),
            payload: JSON.stringify(vehicleBody()),
          }),
      },
      {
        label: 'no Origin, Sec-Fetch-Site cross-site',
        status: 403,
        send: () =>
          t!.app.inject({
            method: 'POST',
            url: '/api/vehicles',
            headers: asAdmin({ 'sec-fetch-site': 'cross-site' }),
            payload: vehicleBody(),
          }),
      },
      {
        label: 'Origin null (a sandboxed frame, a file)',
        status: 403,
        send: () =>
          t!.app.inject({ method: 'POST', url: '/api/contact', headers: { origin: 'null' }, payload: contact }),
      },
      {
        label: 'a cross-site multipart form post of a photo',
        status: 403,
        send: () => {
          const form = multipart([{ name: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: photo }]);
          return t!.app.inject({
            method: 'POST',
            url: '/api/upload/vehicle-images',
            payload: form.payload,
            headers: asAdmin({ ...form.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
          });
        },
      },
      {
        label: 'a form post with the admin cookie and no Origin (an old browser): its body is refused',
        status: 415,
        send: () =>
          t!.app.inject({
            method: 'PUT',
            url: '/api/vehicles/1/sell',
            headers: asAdmin({ 'content-type': 'application/x-www-form-urlencoded' }),
            payload: 'a=1',
          }),
      },
      {
        label: 'a cross-origin logout',
        status: 403,
        send: () =>
          t!.app.inject({
            method: 'POST',
            url: '/api/auth/logout',
            headers: asAdmin({ origin: 'https://evil.example:443' }),
          }),
      },
    ];
    for (const { label, status, send } of attempts) {
      expect((await forged(t, send)).statusCode, label).toBe(status);
    }
    expect(await countRows(t.database.db, 'vehicles')).toBe(0);
    expect(await countRows(t.database.db, 'contact_requests')).toBe(0);
    // The session survived the forged logout.
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it("refuses the site's own host under another scheme, for writes and for the downloads", async () => {
    t = await buildTestApp();
    const cookie = await t.login();
    const site = { host: '127.0.0.1:3300' };
    const otherScheme = { ...site, origin: 'https://127.0.0.1:3300' };
    const write = await forged(t, () =>
      t!.app.inject({ method: 'POST', url: '/api/contact', headers: otherScheme, payload: contact }),
    );
    expectError(write, 403, 'FORBIDDEN');
    const trpcWrite = await forged(t, () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/trpc/contact.create',
        headers: { ...otherScheme, 'content-type': 'application/json' },
        payload: JSON.stringify(contact),
      }),
    );
    expect(trpcWrite.statusCode).toBe(403);
    for (const url of ['/api/admin/export', '/api/admin/backup']) {
      const download = await forged(t, () => t!.injectAs(cookie, { method: 'GET', url, headers: otherScheme }));
      expectError(download, 403, 'FORBIDDEN');
    }
    // The same requests from the site's own origin pass.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...site, origin: 'http://127.0.0.1:3300' },
      payload: contact,
    });
    expect(own.statusCode).toBe(201);
    const ownDownload = await t.injectAs(cookie, {
      method: 'GET',
      url: '/api/admin/export',
      headers: { ...site, origin: 'http://127.0.0.1:3300' },
    });
    expect(ownDownload.statusCode).toBe(200);
  });

  it('behind a proxy, compares with PUBLIC_URL: the http:// twin of the https:// site is another origin', async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://www.nbt.example' });
    const cookie = await t.login();
    const viaProxy = { host: 'www.nbt.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const downgraded = await forged(t, () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...viaProxy, origin: 'http://www.nbt.example' },
        payload: contact,
      }),
    );
    expectError(downgraded, 403, 'FORBIDDEN');
    const otherPort = await forged(t, () =>
      t!.injectAs(cookie, {
        method: 'GET',
        url: '/api/admin/export',
        headers: { ...viaProxy, origin: 'https://www.nbt.example:8443' },
      }),
    );
    expectError(otherPort, 403, 'FORBIDDEN');
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...viaProxy, origin: 'https://www.nbt.example' },
      payload: contact,
    });
    expect(own.statusCode).toBe(201);
  });

  it('accepts same-origin requests', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: contact,
    });
    expect(response.statusCode).toBe(201);
    crossSite.sameOriginAccepted = response.statusCode === 201;
  });
});
