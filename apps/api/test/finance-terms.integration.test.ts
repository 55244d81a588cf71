import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { countRows, expectError, expectEachRefusedAt, lastLogDetails } from './helpers.js';

const TERMS = {
  tan_percent: 5.9,
  setup_fee_cents: 0,
  monthly_fee_cents: 0,
  months: [24, 36, 48, 60],
  min_down_payment_percent: 10,
};

/** The office states its finance terms once; every visitor reads them. */
describe('the finance terms', () => {
  const t = useTestApp();
  const put = (payload: unknown) =>
    t.injectAs(t.admin, {
      method: 'PUT',
      url: '/api/admin/finance-terms',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const read = async () => (await t.app.inject({ url: '/api/finance-terms' })).json<unknown>();

  it('are none until stated, then read back by REST and tRPC, and null states none again; each change is logged', async () => {
    expect(await read()).toBeNull();
    const stated = await put({ ...TERMS, months: [60, 24, 48, 36] });
    expect(stated.statusCode, stated.body).toBe(200);
    expect(stated.json()).toMatchObject(TERMS);
    expect(await read()).toMatchObject(TERMS);
    const trpc = await t.app.inject({ url: '/api/trpc/financeTerms.get' });
    expect(trpc.json().result.data).toMatchObject(TERMS);
    expect(await lastLogDetails(t, 'FINANCE_TERMS_UPDATED')).toMatch(/TAN 5.9%.*24\/36\/48\/60 mesi.*10%/);
    const exported = (await t.injectAs(t.admin, { url: '/api/admin/export' })).rawPayload;
    const sheet = XLSX.read(exported, { type: 'buffer' }).Sheets.Finanziamento!;
    expect(XLSX.utils.sheet_to_json(sheet)).toMatchObject([
      { 'TAN (%)': 5.9, 'Durate (mesi)': '24, 36, 48, 60', 'Anticipo minimo (%)': 10 },
    ]);
    const none = await put(null);
    expect(none.statusCode, none.body).toBe(200);
    expect(await read()).toBeNull();
    expect(await lastLogDetails(t, 'FINANCE_TERMS_UPDATED')).toBe('nessun finanziamento');
  });

  it('refuse bad terms and unknown fields with 400 naming the field, and change nothing', async () => {
    await put(TERMS);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...TERMS, tan_percent: 30.01 }, 'tan_percent'],
      [{ ...TERMS, tan_percent: 5.955 }, 'tan_percent'],
      [{ ...TERMS, tan_percent: '5.9' }, 'tan_percent'],
      [{ ...TERMS, setup_fee_cents: -1 }, 'setup_fee_cents'],
      [{ ...TERMS, monthly_fee_cents: 2.5 }, 'monthly_fee_cents'],
      [{ ...TERMS, months: [] }, 'months'],
      [{ ...TERMS, months: [24, 24] }, 'months'],
      [{ ...TERMS, months: [3] }, 'months.0'],
      [{ ...TERMS, min_down_payment_percent: 91 }, 'min_down_payment_percent'],
      [{ ...TERMS, taeg_percent: 6 }, 'taeg_percent'],
    ];
    const answers = await Promise.all(cases.map(([body]) => put(body)));
    expectEachRefusedAt(answers, cases);
    expect(await read()).toMatchObject(TERMS);
  });

  it('are written by administrators only, and concurrent writes leave one row', async () => {
    expectError(
      await t.app.inject({ method: 'PUT', url: '/api/admin/finance-terms', payload: TERMS }),
      401,
      'UNAUTHORIZED',
    );
    const writes = await Promise.all(
      [10, 20, 30].map((percent) => put({ ...TERMS, min_down_payment_percent: percent })),
    );
    expect(writes.map((write) => write.statusCode)).toEqual([200, 200, 200]);
    expect(await countRows(t.database.db, 'finance_terms')).toBe(1);
  });
});
