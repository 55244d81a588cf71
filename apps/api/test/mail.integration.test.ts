import { insertContactRequest } from '@nbt/db/contact';
import { COMPANY, type ContactRequestData } from '@nbt/validation';
import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { contactBody, countRows, expectError, expectInvalidInput, vehicleBody } from './helpers.js';
import { header, listRequests, PUBLIC_URL, submit, until, useMailApp } from './mail-server.js';

describe('contact request e-mails', () => {
  const { smtp, t } = useMailApp();

  it('sends the office an Italian notification with every field and the visitor a German confirmation', async () => {
    const vehicle = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ brand: 'BMW', model: 'Serie 5' }),
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const vehicleId = vehicle.json<{ id: number }>().id;
    smtp.received = [];

    await submit(t, {
      firstName: 'Jürgen',
      lastName: 'Müller <b>fett</b> & "Co"',
      email: 'juergen@example.de',
      phone: '+49 30 1234567',
      service: 'Vendita Veicoli',
      message: 'Ist der Wagen noch da?\n<script>alert("x")</script> & <img src=x onerror=alert(1)>',
      vehicleId,
      language: 'de',
      page: `/de/veicoli/${vehicleId}`,
    });
    await until(() => smtp.received.length === 2);

    const office = smtp.received.find((r) => r.to.includes('ufficio@nbt.example'))!;
    expect(office.from).toBe('sito@nbt.example');
    expect(office.to.sort()).toEqual(['ufficio@nbt.example', 'vendite@nbt.example']);
    const name = 'Jürgen Müller <b>fett</b> & "Co"';
    expect(office.mail.subject).toBe(`Richiesta Vendita Veicoli - ${name}`);
    expect(office.mail.replyTo?.value).toEqual([{ address: 'juergen@example.de', name }]);
    expect(office.mail.from?.value).toEqual([{ address: 'sito@nbt.example', name: 'NBT Sito' }]);
    expect(header(office.mail, 'content-language')).toBe('it');
    const officeText = office.mail.text ?? '';
    for (const line of [
      `Nome: ${name}`,
      'Email: juergen@example.de',
      'Telefono: +49 30 1234567',
      'Servizio: Vendita Veicoli',
      `Veicolo: BMW Serie 5 (${PUBLIC_URL}/veicoli/${vehicleId})`,
      `Pagina: ${PUBLIC_URL}/de/veicoli/${vehicleId}`,
      'Lingua: tedesco (de)',
      'Ist der Wagen noch da?',
      '<script>alert("x")</script> & <img src=x onerror=alert(1)>',
    ]) {
      expect(officeText).toContain(line);
    }
    const [request] = await listRequests(t, t.admin);
    const milan = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'full', timeStyle: 'short' });
    expect(officeText).toContain(`Ricevuta: ${milan.format(new Date(request!.createdAt))} (ora di Milano)`);
    expect(officeText).toContain(`${PUBLIC_URL}/admin?tab=richieste#richiesta-${request!.id}`);

    // The HTML part shows the visitor's text as text: no element of theirs survives.
    const officeHtml = String(office.mail.html);
    expect(officeHtml).not.toMatch(/<script|<img|<b>/i);
    expect(officeHtml).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(officeHtml).toContain('Müller &lt;b&gt;fett&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(officeHtml).toContain(`href="${PUBLIC_URL}/admin?tab=richieste#richiesta-${request!.id}"`);

    const confirmation = smtp.received.find((r) => r.to.includes('juergen@example.de'))!;
    expect(confirmation.to).toEqual(['juergen@example.de']);
    expect(confirmation.mail.subject).toBe(`Wir haben Ihre Anfrage erhalten – ${COMPANY.brand}`);
    expect(header(confirmation.mail, 'content-language')).toBe('de');
    // An automatic answer (RFC 3834) that no auto-responder answers back, with no Reply-To.
    expect(header(confirmation.mail, 'auto-submitted')).toBe('auto-replied');
    expect(confirmation.mail.replyTo).toBeUndefined();
    expect(confirmation.mail.to).toMatchObject({ value: [{ address: 'juergen@example.de', name: '' }] });
    const text = confirmation.mail.text ?? '';
    for (const line of [
      'Guten Tag Jürgen,',
      'innerhalb von 2 Stunden',
      'Leistung: Fahrzeugverkauf',
      'Fahrzeug: BMW Serie 5',
      `Telefon: ${COMPANY.phone}`,
      `WhatsApp: https://wa.me/${COMPANY.whatsappNumber}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Eingegangen am: \d+\. \p{L}+ \d{4} um \d{2}:\d{2} \(MEZ|MESZ\)/u);
    // Nothing else the visitor typed: no last name, no message.
    const html = String(confirmation.mail.html);
    for (const part of [text, html, confirmation.mail.subject ?? '']) {
      for (const typed of ['Müller', 'fett', 'Ist der Wagen', 'script', 'onerror']) expect(part).not.toContain(typed);
    }
    expect(header(office.mail, 'auto-submitted')).toBeUndefined();
    expect(html).toContain('<html lang="de" dir="ltr">');

    expect(request).toMatchObject({ language: 'de', page: `/de/veicoli/${vehicleId}` });
    // The SMTP server holds the mails a moment before the worker records them as sent.
    await until(async () => (await listRequests(t, t.admin))[0]?.notification === 'sent');
  });

  it('writes an Arabic confirmation right to left and keeps form values out of the headers', async () => {
    smtp.received = [];
    // Address syntax in a name: as text in a header it would add recipients.
    const firstName = 'Ali <spam@evil.example>, "x" bcc@evil.example;';
    const lastName = 'Hassan';
    await submit(t, { firstName, lastName, email: 'ali@example.com', language: 'ar' });
    await until(() => smtp.received.length === 2);
    const recipients = smtp.received.flatMap((r) => r.to).sort();
    expect(recipients).toEqual(['ali@example.com', 'ufficio@nbt.example', 'vendite@nbt.example']);
    for (const { mail } of smtp.received) {
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.headers.has('cc')).toBe(false);
    }
    const confirmation = smtp.received.find((r) => r.to.includes('ali@example.com'))!;
    // The confirmation names no one: the typed name is not a greeting and not a recipient's name.
    expect(confirmation.mail.to).toMatchObject({ value: [{ address: 'ali@example.com', name: '' }] });
    expect(confirmation.mail.text).not.toMatch(/spam|evil|Ali|Hassan/);
    expect(confirmation.mail.text?.split('\n')[0]).toBe('مرحبًا،');
    expect(header(confirmation.mail, 'content-language')).toBe('ar');
    expect(confirmation.mail.subject).toBe(`لقد تلقّينا طلبك – ${COMPANY.brand}`);
    expect(String(confirmation.mail.html)).toContain('<html lang="ar" dir="rtl">');
    const office = smtp.received.find((r) => r.to.includes('ufficio@nbt.example'))!;
    expect(office.mail.subject).toBe(`Richiesta Noleggio Auto di Lusso - ${firstName} ${lastName}`);
    expect(office.mail.replyTo?.value).toEqual([{ address: 'ali@example.com', name: `${firstName} ${lastName}` }]);
  });
});

describe('encoded-words in names', () => {
  const { smtp, t } = useMailApp();
  const encoded = '=?UTF-8?B?DQpCY2M6IHpAZXZpbC5leGFtcGxl?=';

  it('refuses a name holding one, with its own message, and stores and sends nothing', async () => {
    smtp.received = [];
    const before = await countRows(t.database.db, 'contact_requests');
    for (const body of [{ firstName: encoded }, { lastName: `Rossi ${encoded}` }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(body) });
      const issues = expectInvalidInput(response);
      expect(issues).toEqual([
        expect.objectContaining({
          path: Object.keys(body)[0],
          params: { code: 'encoded_word' },
          message: 'Testo non valido: le sequenze =? … ?= non sono ammesse nei nomi',
        }),
      ]);
    }
    expect(await countRows(t.database.db, 'contact_requests')).toBe(before);
    await t.app.mailWorker!.runOnce();
    expect(smtp.received).toEqual([]);
  });

  it('shows one stored before the rule as typed in the office mail, never as a header line', async () => {
    const id = await insertContactRequest(
      t.database.db,
      {
        ...(contactBody() as ContactRequestData),
        firstName: encoded,
        lastName: 'Rossi',
        vehicleId: null,
        language: 'it',
        page: null,
      },
      '192.0.2.7',
    );
    smtp.received = [];
    const resent = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${id}/resend-notification`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    await until(() => smtp.received.length === 2);
    const office = smtp.received.find((r) => r.to.includes('ufficio@nbt.example'))!;
    expect(office.to.sort()).toEqual(['ufficio@nbt.example', 'vendite@nbt.example']);
    for (const { mail } of smtp.received) {
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.bcc).toBeUndefined();
    }
    // The reader shows what was typed: the encoded-word itself, not what it would decode to.
    expect(office.mail.subject).toBe(`Richiesta Noleggio Auto di Lusso - ${encoded} Rossi`);
    expect(office.mail.replyTo?.value).toEqual([{ address: 'mario.rossi@example.com', name: `${encoded} Rossi` }]);
    expect(office.mail.subject).not.toMatch(/[\r\n]|Bcc/);
  });
});

describe('contact requests without a mail server', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('stores the request, queues no mail, and says notifications are off', async () => {
    t = await buildTestApp();
    const admin = await t.login();
    await submit(t, { language: 'es' });
    expect(await countRows(t.database.db, 'mail_outbox')).toBe(0);
    const [request] = await listRequests(t, admin);
    expect(request).toMatchObject({ language: 'es', notification: 'off' });
    const pulse = await t.caller({ userId: 1, username: 'admin', isAdmin: true }).admin.contactRequests.pulse();
    expect(pulse).toEqual({
      newCount: 1,
      latestId: request!.id,
      changedAt: expect.any(String),
      notificationsOn: false,
    });
    const refused = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request!.id}/resend-notification`,
    });
    expectError(refused, 409, 'CONFLICT');
  });
});
