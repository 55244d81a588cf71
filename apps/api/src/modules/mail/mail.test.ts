import { COMPANY, LANGUAGE_CODES, type ContactRequest } from '@nbt/validation';
import {
  EXAMPLE_EARTHWORKS_DETAILS,
  EXAMPLE_TRANSPORT_DETAILS,
  EXAMPLE_WORKSHOP_DETAILS,
  NO_RENTAL_DATES,
} from '@nbt/validation/examples';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../env.js';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './mail.service.js';
import { confirmationMail, greetingName, headerText, officeMail, singleLine } from './mail.templates.js';

const request: ContactRequest = {
  id: 7,
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario@example.com',
  phone: '',
  service: 'Autolavaggio',
  message: 'Ciao',
  vehicleId: null,
  vehicleLabel: null,
  status: 'nuova',
  language: 'it',
  page: null,
  ...NO_RENTAL_DATES,
  tradeIn: null,
  notification: 'pending',
  confirmationSkipped: false,
  withOperator: null,
  serviceDetails: null,
  createdAt: '2026-07-01T10:05:00.000Z',
};
const facts = { publicUrl: undefined, phone: COMPANY.phone };

describe('mail settings', () => {
  const base = { DATA_DIR: '/tmp/nbt' };

  it('sends no mail without SMTP_URL', () => {
    expect(loadConfig(base).mail).toBeUndefined();
  });

  it('reads the server, the sender and the office addresses', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:pass@mail.example.it:465',
      MAIL_FROM: 'NBT <noreply@example.it>',
      LEAD_NOTIFY_TO: ' a@example.it,b@example.it , ',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.it:465',
      from: 'NBT <noreply@example.it>',
      notifyTo: ['a@example.it', 'b@example.it'],
      confirmationLimits: { perAddressHour: 5, perRecipientDay: 1, perHour: 50 },
      officeMailsPerHour: 60,
      retentionMs: 30 * 24 * 3_600_000,
      maxPending: 500,
    });
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://h:587', MAIL_FROM: 'x@example.it' }).mail?.notifyTo).toEqual([]);
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.it' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.it' }, 'MAIL_FROM: required when SMTP_URL is set'],
    [{ SMTP_URL: 'smtp://h', MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://h', MAIL_FROM: 'A <a@example.it>\r\nBcc: x@example.it' }, 'MAIL_FROM'],
    [{ LEAD_NOTIFY_TO: 'a@example.it, nope' }, 'LEAD_NOTIFY_TO'],
    [{ MAIL_CONFIRMATIONS_PER_ADDRESS: '-1' }, 'MAIL_CONFIRMATIONS_PER_ADDRESS'],
    [{ MAIL_CONFIRMATIONS_PER_RECIPIENT: 'many' }, 'MAIL_CONFIRMATIONS_PER_RECIPIENT'],
    [{ MAIL_CONFIRMATIONS_PER_HOUR: '1e3' }, 'MAIL_CONFIRMATIONS_PER_HOUR'],
    [{ MAIL_OFFICE_MAILS_PER_HOUR: '-5' }, 'MAIL_OFFICE_MAILS_PER_HOUR'],
    [{ MAIL_RETENTION_DAYS: '0' }, 'MAIL_RETENTION_DAYS'],
    [{ MAIL_MAX_PENDING: '5' }, 'MAIL_MAX_PENDING'],
  ])('stops start-up on %j naming the setting', (env, name) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(name);
  });
});

describe('retry schedule', () => {
  it('tries at least once a minute for ten minutes, then less often, for two days', () => {
    for (let age = 0; age < 10 * 60_000; age += 15_000) expect(retryDelayMs(age)).toBeLessThanOrEqual(60_000);
    expect(retryDelayMs(11 * 60_000)).toBeGreaterThan(60_000);
    let tries = 0;
    for (let age = 0; age < GIVE_UP_AFTER_MS; age += retryDelayMs(age)) tries++;
    expect(tries).toBeGreaterThan(20);
    expect(tries).toBeLessThan(200);
    expect(GIVE_UP_AFTER_MS).toBe(2 * 24 * 3_600_000);
  });
});

describe('mail texts', () => {
  it('has the confirmation in each of the seven languages', () => {
    const italian = confirmationMail(request, facts);
    const subjects = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const mail = confirmationMail({ ...request, language }, facts);
      subjects.add(mail.subject);
      if (language !== 'it') expect(mail.text, language).not.toContain(italian.text.split('\n')[2]);
      expect(mail.text).toContain(String(COMPANY.replyWithinHours));
      expect(mail.text).toContain(COMPANY.phone);
    }
    expect(subjects.size).toBe(LANGUAGE_CODES.length);
    expect(italian.text).toContain('Ti risponderemo entro 2 ore');
  });

  it('writes the office mail in Italian with the time in Milan (summer time)', () => {
    const mail = officeMail(request, facts);
    expect(mail.text).toContain('Ricevuta: mercoledì 1 luglio 2026 alle ore 12:05 (ora di Milano)');
    expect(mail.text).toContain('Telefono: Non fornito');
    expect(mail.text).toContain('Apri la richiesta nel back office: /admin?tab=richieste#richiesta-7');
  });

  it("states the car offered in part exchange to the office, never in the visitor's confirmation", () => {
    const tradeIn = { brand: 'Audi', model: 'A4 Avant', year: 2018, kilometers: 98500, note: '<b>Tagliandi</b> Audi' };
    const offered = { ...request, vehicleId: 3, vehicleLabel: 'BMW X5', tradeIn };
    const mail = officeMail(offered, facts);
    expect(mail.text).toContain(
      'Auto in permuta: Audi A4 Avant, 2018, 98.500 km\nNote sulla permuta: <b>Tagliandi</b> Audi',
    );
    expect(mail.html).toContain('&lt;b&gt;Tagliandi&lt;/b&gt; Audi');
    expect(officeMail({ ...offered, tradeIn: { ...tradeIn, note: '' } }, facts).text).not.toContain('Note sulla');
    for (const part of Object.values(confirmationMail(offered, facts))) expect(part).not.toContain('A4 Avant');
  });

  it("states the service's details to the office, never in the visitor's confirmation", () => {
    const transport = {
      ...request,
      service: 'Trasporti Pesanti',
      serviceDetails: { ...EXAMPLE_TRANSPORT_DETAILS, destination: '<i>Verona</i>' },
    };
    const mail = officeMail(transport, facts);
    expect(mail.text).toContain(
      'Partenza: Cernusco\nDestinazione: <i>Verona</i>\nCarico: Bobine\nPeso del carico: 24.000 kg\nData del trasporto: 07/12/2026',
    );
    expect(mail.html).toContain('&lt;i&gt;Verona&lt;/i&gt;');
    const earthworks = { ...request, service: 'Movimento Terra', serviceDetails: EXAMPLE_EARTHWORKS_DETAILS };
    expect(officeMail(earthworks, facts).text).toContain(
      'Cantiere: Gorgonzola\nMacchina: Da consigliare (il cliente non sa)\nOperatore: Senza operatore\nDurata: 1 giorno',
    );
    const workshop = { ...request, serviceDetails: EXAMPLE_WORKSHOP_DETAILS };
    expect(officeMail(workshop, facts).text).toContain(
      'Targa: AB123CD\nGiorno preferito: 07/12/2026\nFascia oraria: Pomeriggio',
    );
    for (const part of Object.values(confirmationMail(transport, facts))) expect(part).not.toContain('Cernusco');
  });

  it('carries none of the free text the visitor typed: no message, last name, link or sentence for a name', () => {
    const hostile = {
      ...request,
      firstName: 'Claim your prize at',
      lastName: 'https://evil.example/win',
      message: 'Buy now at https://evil.example/cheap and call +1 555 0100',
      vehicleLabel: 'BMW Serie 5',
    };
    for (const language of LANGUAGE_CODES) {
      const mail = confirmationMail({ ...hostile, language }, facts);
      for (const part of [mail.subject, mail.text, mail.html]) {
        for (const typed of ['Claim', 'prize', 'evil.example', 'Buy now', '555 0100'])
          expect(part).not.toContain(typed);
      }
      expect(mail.text).toContain('BMW Serie 5');
    }
    const italian = confirmationMail(hostile, facts);
    expect(italian.text.split('\n')[0]).toBe('Gentile cliente,');
    expect(italian.text).toContain('Servizio: Autolavaggio');
    expect(italian.text).toContain('Ricevuta il: 1 luglio 2026 alle ore 12:05 (CEST)');
    expect(confirmationMail(request, facts).text.split('\n')[0]).toBe('Gentile Mario,');
  });

  it('greets by first name only what looks like one', () => {
    for (const name of ['Mario', 'Anna Maria', "D'Angelo", 'Jean-Luc', 'Zoë', 'Łukasz', '小明', 'محمد', ' Ines ']) {
      expect(greetingName(name), name).toBe(name.trim());
    }
    for (const name of [
      'Claim your prize at',
      'Win big now today',
      'evil.example',
      'Mario1',
      'Mario!',
      'a'.repeat(31),
      'Mario  Rossi',
      '-Mario',
      'Mario <x@y.it>',
      '=?UTF-8?B?DQpCY2M6IHpAZXZpbC5leGFtcGxl?=',
    ]) {
      expect(greetingName(name), name).toBeUndefined();
    }
  });

  it('encodes header text holding an encoded-word whole, in words of at most 75 characters', () => {
    expect(headerText('Mario  Rossi\r\n')).toBe('Mario  Rossi');
    const typed = `=?UTF-8?B?DQpCY2M6IHpAZXZpbC5leGFtcGxl?= Müller ${'è'.repeat(40)}`;
    const words = headerText(typed).split(' ');
    expect(words.length).toBeGreaterThan(2);
    for (const word of words) {
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
      expect(word.length).toBeLessThanOrEqual(75);
    }
    const decoded = words.map((word) => Buffer.from(word.slice(10, -2), 'base64').toString('utf8')).join('');
    expect(decoded).toBe(typed);
  });

  it('keeps header values on one line', () => {
    expect(singleLine('a\r\nBcc: x\u2028y\tz')).toBe('a Bcc: x y z');
  });
});
