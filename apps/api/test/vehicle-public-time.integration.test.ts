import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { vehicleBody } from './helpers.js';
import { ORIGIN, WEB_APP } from './pages-helpers.js';

/** A day long past: a change made today shows in every date, even the sitemap's (a day, no time). */
const EARLIER = '2026-01-05T10:00:00.000Z';

/**
 * What dates a vehicle for visitors: its public answers (and their ETags), its page and the sitemap
 * change only when something a visitor sees changes, not with the office's own fields.
 */
describe("a vehicle's public update time", () => {
  const t = useTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);

  const body = (overrides: Record<string, unknown> = {}) =>
    vehicleBody({
      listing_type: 'both',
      sale_price_euros: 40_000,
      plate: 'AB 123 CD',
      internalNotes: 'Prima',
      ...overrides,
    });

  /** What a visitor and a crawler see, and what the back office reads. */
  async function seen(id: number) {
    const api = await t.app.inject({ url: `/api/vehicles/${id}` });
    const list = await t.app.inject({ url: '/api/vehicles' });
    const page = await t.app.inject({ url: `/veicoli/${id}` });
    expect(page.statusCode).toBe(200);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const entry = sitemap.split('<url>').find((url) => url.includes(`<loc>${ORIGIN}/veicoli/${id}</loc>`));
    const admin = await t.injectAs(t.admin, { url: `/api/admin/vehicles?q=${id}` });
    return {
      updatedAt: api.json<{ updatedAt: string }>().updatedAt,
      etag: api.headers.etag,
      listEtag: list.headers.etag,
      pageEtag: page.headers.etag,
      /** The vehicle's time in the state the page carries for the browser. */
      pageUpdatedAt: /"updatedAt":"([^"]+)"/.exec(page.body)?.[1],
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? '')?.[1],
      adminUpdatedAt: admin.json<{ items: { updatedAt: string }[] }>().items[0]!.updatedAt,
    };
  }

  /** A vehicle last changed long ago, as a stored one may be. */
  async function oldVehicle(overrides: Record<string, unknown> = {}): Promise<number> {
    const created = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: body(overrides) });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    await t.database.db
      .updateTable('vehicles')
      .set({ updated_at: EARLIER, public_updated_at: EARLIER })
      .where('id', '=', id)
      .execute();
    return id;
  }

  const put = (id: number, payload: Record<string, unknown>) =>
    t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${id}`, payload });
  const bulk = (change: Record<string, unknown>, ids: number[]) =>
    t.injectAs(t.admin, { method: 'POST', url: '/api/admin/vehicles/bulk', payload: { ids, change } });

  it("stays as it was through edits of the office's own fields and of the recorded sale", async () => {
    const id = await oldVehicle();
    const before = await seen(id);
    expect(before).toMatchObject({
      updatedAt: EARLIER,
      pageUpdatedAt: EARLIER,
      lastmod: EARLIER.slice(0, 10),
      adminUpdatedAt: EARLIER,
    });

    for (const edit of [{ internalNotes: 'Tagliando fatto' }, { plate: 'ZZ 999 ZZ' }, { vin: 'WP0ZZZY1ZPSA12345' }]) {
      const response = await put(id, body(edit));
      expect(response.statusCode, response.body).toBe(200);
    }
    // Flags set to what they are already: nothing a visitor sees moves.
    expect((await bulk({ kind: 'hide_price', value: false }, [id])).statusCode).toBe(200);
    const after = await seen(id);
    // The page's own bytes carry the times of its render, so its ETag is not compared here.
    expect(after).toEqual({ ...before, adminUpdatedAt: after.adminUpdatedAt, pageEtag: after.pageEtag });
    // The back office still reads the real time of the last change.
    expect(after.adminUpdatedAt > EARLIER).toBe(true);

    // A sold vehicle: a new buyer or price is the office's, the sale itself the public's.
    const sold = await oldVehicle({ status: 'venduto', available: false });
    const soldBefore = await seen(sold);
    const resold = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/vehicles/${sold}/sell`,
      payload: { priceEuros: 39_000, buyer: 'Autosalone Brambilla' },
    });
    expect(resold.json()).toMatchObject({ soldPriceEuros: 39_000, soldTo: 'Autosalone Brambilla' });
    const soldAfter = await seen(sold);
    expect(soldAfter).toEqual({
      ...soldBefore,
      adminUpdatedAt: soldAfter.adminUpdatedAt,
      pageEtag: soldAfter.pageEtag,
    });
  });

  it('moves, with the ETags and the sitemap, when a price, a flag or the status changes', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const changes: [string, (id: number) => Promise<unknown>][] = [
      ['price', (id) => put(id, body({ price_per_day: 13_500 }))],
      ['availability (bulk)', (id) => bulk({ kind: 'available', value: false }, [id])],
      ['sale', (id) => t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${id}/sell` })],
    ];
    for (const [what, change] of changes) {
      const id = await oldVehicle();
      const before = await seen(id);
      await change(id);
      const after = await seen(id);
      expect(after.updatedAt > EARLIER, what).toBe(true);
      expect(after.updatedAt, what).toBe(after.adminUpdatedAt);
      expect(after.pageUpdatedAt, what).toBe(after.updatedAt);
      expect(after.lastmod, what).toBe(today);
      expect(after.etag, what).not.toBe(before.etag);
      expect(after.listEtag, what).not.toBe(before.listEtag);
      expect(after.pageEtag, what).not.toBe(before.pageEtag);
    }
  }, 60_000);
});
