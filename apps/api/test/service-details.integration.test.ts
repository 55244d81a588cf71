import { addDays, todayInRome } from '@nbt/validation';
import { EXAMPLE_HOURS, mondayFrom } from '@nbt/validation/examples';
import XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, countRows, expectEachRefusedAt, expectInvalidInput, officeBody } from './helpers.js';
import { mailEnv, TestSmtpServer } from './mail-server.js';

const MONDAY = mondayFrom(2);
const TRANSPORT = {
  kind: 'transport',
  origin: 'Cernusco sul Naviglio',
  destination: 'Verona',
  load: 'Due bobine di acciaio',
  weightKg: 24_000,
  date: MONDAY,
};
const EARTHWORKS = {
  kind: 'earthworks',
  site: 'Gorgonzola, via Milano 10',
  machine: null,
  withOperator: true,
  days: 5,
  startDate: MONDAY,
};
const WORKSHOP = { kind: 'workshop', plate: 'ab 123 cd', day: MONDAY, slot: 'afternoon' };

/** A quote request gives what its service needs: a route and load, a site and machine, a plate and half day. */
describe("a request's service details", () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  // The mail worker does not run: the office mail waits in the outbox, where the test reads it.
  const t = useTestApp(() => mailEnv(smtp));
  const send = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
  const requests = () => countRows(t.database.db, 'contact_requests');

  it('are stored for each service, read back by REST, tRPC and the export, and told to the office', async () => {
    const bodies = [
      contactBody({ service: 'Trasporti Pesanti', serviceDetails: TRANSPORT }),
      contactBody({ service: 'Movimento Terra', serviceDetails: EARTHWORKS }),
      contactBody({ service: 'Autolavaggio', serviceDetails: WORKSHOP }),
      contactBody({ service: 'Trasporti Pesanti' }),
    ];
    for (const body of bodies) {
      const answer = await send(body);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const stored = [TRANSPORT, EARTHWORKS, { ...WORKSHOP, plate: 'AB123CD' }, null];

    const rows = await t.database.db
      .selectFrom('contact_requests')
      .select(['id', 'service_details'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => (row.service_details === null ? null : JSON.parse(row.service_details)))).toEqual(stored);
    const search = await t.injectAs(t.admin, { url: '/api/admin/contact-requests/search' });
    expect(search.statusCode, search.body).toBe(200);
    const items = search.json<{ items: { serviceDetails: unknown }[] }>().items;
    expect(items.map((item) => item.serviceDetails)).toEqual([...stored].reverse());
    const admin = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    expect((await admin.admin.contactRequests.search({})).items.map((item) => item.serviceDetails)).toEqual(
      [...stored].reverse(),
    );

    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('contact_request_id', '=', rows[0]!.id)
      .where('kind', '=', 'office')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Partenza: Cernusco sul Naviglio\nDestinazione: Verona\nCarico: Due bobine');

    const exported = (await t.injectAs(t.admin, { url: '/api/admin/export' })).rawPayload;
    const sheet = XLSX.read(exported, { type: 'buffer' }).Sheets.Richieste!;
    const exportedRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    const byId = (id: number) => exportedRows.find((row) => row.ID === id);
    expect(byId(rows[0]!.id)).toMatchObject({
      'Trasporto: partenza': 'Cernusco sul Naviglio',
      'Trasporto: peso (kg)': 24_000,
      'Trasporto: data': MONDAY,
    });
    expect(byId(rows[0]!.id)).not.toHaveProperty('Officina: targa');
    expect(byId(rows[1]!.id)).toMatchObject({
      'Movimento terra: macchina': 'Da consigliare (il cliente non sa)',
      'Movimento terra: con operatore': 'sì',
      'Movimento terra: giorni': 5,
    });
    expect(byId(rows[2]!.id)).toMatchObject({ 'Officina: targa': 'AB123CD', 'Officina: fascia': 'Pomeriggio' });
    expect(Object.keys(byId(rows[3]!.id)!).some((heading) => heading.startsWith('Trasporto'))).toBe(false);
  });

  it('refuses a bad value or details of another service with 400 naming the field, on REST and tRPC, and stores nothing', async () => {
    const before = await requests();
    const cases: [unknown, string][] = [
      [contactBody({ service: 'Movimento Terra', serviceDetails: TRANSPORT }), 'serviceDetails.kind'],
      [contactBody({ service: 'Noleggio Auto di Lusso', serviceDetails: WORKSHOP }), 'serviceDetails.kind'],
      [
        contactBody({ service: 'Trasporti Pesanti', serviceDetails: { ...TRANSPORT, origin: '' } }),
        'serviceDetails.origin',
      ],
      [
        contactBody({ service: 'Trasporti Pesanti', serviceDetails: { ...TRANSPORT, weightKg: -1 } }),
        'serviceDetails.weightKg',
      ],
      [
        contactBody({
          service: 'Trasporti Pesanti',
          serviceDetails: { ...TRANSPORT, date: addDays(todayInRome(), -1) },
        }),
        'serviceDetails.date',
      ],
      [
        contactBody({ service: 'Movimento Terra', serviceDetails: { ...EARTHWORKS, days: 366 } }),
        'serviceDetails.days',
      ],
      [
        contactBody({ service: 'Movimento Terra', serviceDetails: { ...EARTHWORKS, machine: 'gru' } }),
        'serviceDetails.machine',
      ],
      [
        contactBody({ service: 'Autoriparazioni', serviceDetails: { ...WORKSHOP, plate: 'AB/123' } }),
        'serviceDetails.plate',
      ],
      [
        contactBody({ service: 'Autoriparazioni', serviceDetails: { ...WORKSHOP, slot: 'sera' } }),
        'serviceDetails.slot',
      ],
      [contactBody({ service: 'Autoriparazioni', serviceDetails: { ...WORKSHOP, km: 1 } }), 'serviceDetails.km'],
    ];
    const answers = await Promise.all(cases.map(([body]) => send(body)));
    expectEachRefusedAt(answers, cases);
    expect(expectInvalidInput(answers[0]!)).toEqual([
      expect.objectContaining({ path: 'serviceDetails.kind', message: 'Questi dettagli non sono del servizio scelto' }),
    ]);

    const trpc = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/contact.create',
      payload: contactBody({ service: 'Autolavaggio', serviceDetails: { ...WORKSHOP, plate: '' } }),
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.issues).toEqual([expect.objectContaining({ path: 'serviceDetails.plate' })]);
    expect(await requests()).toBe(before);
  });

  it('refuses a workshop visit on a half day the main office is closed, naming serviceDetails.day', async () => {
    // Weekdays all day, Saturday morning only, closed on Sunday.
    const office = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/company-info',
      payload: officeBody({ isMainOffice: true, openingHours: EXAMPLE_HOURS }),
    });
    expect(office.statusCode, office.body).toBe(201);
    const before = await requests();
    const saturday = addDays(MONDAY, 5);
    const sunday = addDays(MONDAY, 6);
    const workshop = (day: string, slot: string) =>
      send(contactBody({ service: 'Autoriparazioni', serviceDetails: { ...WORKSHOP, day, slot } }));
    for (const [day, slot] of [
      [sunday, 'morning'],
      [saturday, 'afternoon'],
    ] as const) {
      expect(expectInvalidInput(await workshop(day, slot))).toEqual([
        expect.objectContaining({
          path: 'serviceDetails.day',
          message: 'In questo giorno e fascia oraria la sede è chiusa: scegli un altro momento',
        }),
      ]);
    }
    expect(await requests()).toBe(before);
    expect((await workshop(saturday, 'morning')).statusCode).toBe(201);
    // A transport or a job on site is not the office's counter: any day is taken.
    const sundayTransport = await send(
      contactBody({ service: 'Trasporti Pesanti', serviceDetails: { ...TRANSPORT, date: sunday } }),
    );
    expect(sundayTransport.statusCode, sundayTransport.body).toBe(201);
  });
});
