import XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, countRows, createVehicle, expectInvalidInput } from './helpers.js';
import { mailEnv, TestSmtpServer } from './mail-server.js';

const MACHINE = {
  brand: 'Kubota',
  model: 'KX027-4',
  vehicle_category: 'movimento_terra',
  fuel_regulation: 'Stage V',
  doors: null,
  seats: null,
  machine_type: 'miniescavatore',
  operating_weight_kg: 2_700,
};

/** A machine rented with or without its operator: the request says which, and the office reads it. */
describe('a request for a machine with or without its operator', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  // The mail worker does not run: the office mail waits in the outbox, where the test reads it.
  const t = useTestApp(() => mailEnv(smtp));
  const send = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/contact', payload: body });
  const lastRequest = async () =>
    (await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/contact-requests/search?pageSize=1' })).json<{
      items: { id: number; withOperator: boolean | null }[];
    }>().items[0]!;

  it('stores the choice for a machine offered either way, and shows it in the inbox, the office mail and the export', async () => {
    const machine = await createVehicle(t, { ...MACHINE, with_operator: 'optional' });
    const answer = await send(contactBody({ service: 'Movimento Terra', vehicleId: machine.id, withOperator: true }));
    expect(answer.statusCode, answer.body).toBe(201);
    const request = await lastRequest();
    expect(request.withOperator).toBe(true);

    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('contact_request_id', '=', request.id)
      .where('kind', '=', 'office')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Operatore: Con operatore');
    expect(mail.html_body).toContain('Con operatore');

    expect((await send(contactBody({ vehicleId: machine.id, withOperator: false }))).statusCode).toBe(201);
    expect((await lastRequest()).withOperator).toBe(false);
    // Not said: not asked.
    expect((await send(contactBody({ vehicleId: machine.id }))).statusCode).toBe(201);
    expect((await lastRequest()).withOperator).toBeNull();

    const exported = await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/export' });
    const sheet = XLSX.read(exported.rawPayload, { type: 'buffer' }).Sheets.Richieste!;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(rows.find((row) => row.ID === request.id)).toMatchObject({ 'Con operatore': 'sì' });
  });

  it('refuses the choice for a car, a machine always or never rented with one, and a request without a vehicle, naming it', async () => {
    const car = await createVehicle(t);
    const always = await createVehicle(t, { ...MACHINE, with_operator: 'always' });
    const never = await createVehicle(t, { ...MACHINE, with_operator: 'no' });
    const unstated = await createVehicle(t, MACHINE);
    const optional = await createVehicle(t, { ...MACHINE, with_operator: 'optional' });
    const before = await countRows(t.database.db, 'contact_requests');
    const bodies = [
      contactBody({ vehicleId: car.id, withOperator: true }),
      contactBody({ vehicleId: always.id, withOperator: false }),
      contactBody({ vehicleId: never.id, withOperator: true }),
      contactBody({ vehicleId: unstated.id, withOperator: true }),
      contactBody({ withOperator: true }),
      contactBody({ vehicleId: optional.id, withOperator: 'sì' }),
      contactBody({ vehicleId: optional.id, withOperator: 1 }),
    ];
    // All at once, as a form sent many times over would.
    const answers = await Promise.all(bodies.map(send));
    for (const [index, answer] of answers.entries()) {
      const issues = expectInvalidInput(answer);
      expect(
        issues.map((issue) => issue.path),
        JSON.stringify(bodies[index]),
      ).toContain('withOperator');
    }
    expect(await countRows(t.database.db, 'contact_requests')).toBe(before);
  });
});
