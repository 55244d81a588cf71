import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, vehicleBody } from './helpers.js';
import { mailEnv, outbox, TestSmtpServer } from './mail-server.js';
import { LANGUAGES, ORIGIN, WEB_APP } from './pages-helpers.js';

// Distinctive values: none can turn up in a page by chance.
const PLATE = 'QX 731 ZK';
const VIN = 'ZFF79ALA4J0231917';
const NOTES = 'Nota riservata: carrozzeria ritoccata, cliente Bianchi';
/** Every way the office's fields could show: as typed, as stored, in part, or by their field names. */
const SECRETS = [/QX\s*731\s*ZK/i, /ZFF79ALA4J0231917/i, /ALA4J023/i, /carrozzeria ritoccata/i, /Bianchi/];
const FIELD_NAMES = /"(plate|vin|internalNotes|internal_notes)"/;

function expectNothingPrivate(what: string, body: string): void {
  for (const secret of SECRETS) expect(body, `${what} shows ${String(secret)}`).not.toMatch(secret);
  expect(body, `${what} names an office field`).not.toMatch(FIELD_NAMES);
}

/** Plate, chassis number and notes: the back office reads them; no public answer, page, feed or mail does. */
describe("the office's own vehicle fields", () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const t = useTestApp(() => mailEnv(smtp, { PUBLIC_URL: ORIGIN }), WEB_APP);
  let id = 0;

  beforeAll(async () => {
    const created = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({
        listing_type: 'both',
        sale_price_euros: 45_000,
        plate: PLATE,
        vin: VIN,
        internalNotes: NOTES,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json<{ id: number }>().id;
  });

  it('are written and read by the back office, normalised', async () => {
    const read = await t.injectAs(t.admin, {
      method: 'GET',
      url: `/api/admin/vehicles?q=${encodeURIComponent(PLATE)}`,
    });
    expect(read.json()).toMatchObject({ total: 1, items: [{ id, plate: 'QX731ZK', vin: VIN, internalNotes: NOTES }] });
  });

  it('are in no public REST or tRPC answer, for visitors or for a signed-in administrator', async () => {
    const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const urls = [
      '/api/vehicles',
      `/api/vehicles?from=${from}&to=${from}`,
      `/api/vehicles/${id}`,
      `/api/vehicles/${id}/availability`,
      '/api/trpc/vehicles.list',
      `/api/trpc/vehicles.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      `/api/trpc/vehicles.list,vehicles.byId,vehicles.availability?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: {}, 1: { id }, 2: { id } }),
      )}`,
    ];
    for (const url of urls) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(200);
      expectNothingPrivate(url, anonymous.body);
      // Twice: the second answer comes from the public cache.
      expectNothingPrivate(`${url} (kept)`, (await t.app.inject({ method: 'GET', url })).body);
      const admin = await t.injectAs(t.admin, { method: 'GET', url });
      expect(admin.statusCode, url).toBe(200);
      expectNothingPrivate(`${url} (admin session)`, admin.body);
    }
    const caller = t.caller();
    expectNothingPrivate('tRPC vehicles.list', JSON.stringify(await caller.vehicles.list()));
    expectNothingPrivate('tRPC vehicles.byId', JSON.stringify(await caller.vehicles.byId({ id })));
  });

  it('are in no page, preview, JSON-LD or state, in any language, nor in the sitemap or robots.txt', async () => {
    const paths = ['/', '/veicoli', `/veicoli/${id}`, '/servizi-flotta', '/privacy-policy', '/no-such-page'];
    for (const language of LANGUAGES) {
      for (const path of paths) {
        const url = language === 'it' ? path : path === '/' ? `/${language}/` : `/${language}${path}`;
        for (const cookie of [undefined, t.admin]) {
          const response = cookie
            ? await t.injectAs(cookie, { method: 'GET', url })
            : await t.app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBeLessThan(500);
          expectNothingPrivate(url, response.body);
        }
      }
    }
    const page = await t.app.inject({ method: 'GET', url: `/veicoli/${id}` });
    // The page is the vehicle's, with its preview and structured data: what is checked is really there.
    expect(page.body).toContain('og:title');
    expect(page.body).toContain('application/ld+json');
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      expectNothingPrivate(url, (await t.app.inject({ method: 'GET', url })).body);
    }
    // 84 server renders: a shared machine under load takes its time.
  }, 90_000);

  it("are in no mail a visitor's request causes", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId: id }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expectNothingPrivate('the contact answer', response.body);
    const mails = await outbox(t);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expectNothingPrivate(`the ${mail.kind} mail`, `${mail.subject}\n${mail.text_body}\n${mail.html_body}`);
    }
  });
});
