import { ContactRequestInputSchema } from '@nbt/validation';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n } from '../../../lib/i18n';
import { messages as arabicDeferred } from '../../../locales/ar/deferred.po';
import { messages as arabicMessages } from '../../../locales/ar/messages.po';
import { messages as germanDeferred } from '../../../locales/de/deferred.po';
import { messages as germanMessages } from '../../../locales/de/messages.po';
import { contactMailto as mailtoIn, type MailtoRequest } from './mailto';

const contactMailto = (to: string, data: MailtoRequest) => mailtoIn(to, data, i18n);

function decodeMailto(link: string): { to: string; subject: string; body: string } {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(link);
  if (!match) throw new Error(`not a mailto link with subject and body: ${link}`);
  return {
    to: match[1] ?? '',
    subject: decodeURIComponent(match[2] ?? ''),
    body: decodeURIComponent(match[3] ?? ''),
  };
}

describe('contactMailto', () => {
  const data = {
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario@example.it',
    phone: '+39 333 1234567',
    service: 'Vendita Veicoli' as const,
    message: 'Mi interessa la Golf.\nQuando posso vederla?',
  };

  it('addresses the draft and sets the subject', () => {
    const link = contactMailto('info@nbt.it', data);
    expect(link.startsWith('mailto:info@nbt.it?subject=')).toBe(true);
    const decoded = decodeMailto(link);
    expect(decoded.to).toBe('info@nbt.it');
    expect(decoded.subject).toBe('Richiesta Vendita Veicoli - Mario Rossi');
  });

  it('lists the request in the body', () => {
    expect(decodeMailto(contactMailto('info@nbt.it', data)).body).toBe(
      [
        'Nome: Mario Rossi',
        'Email: mario@example.it',
        'Telefono: +39 333 1234567',
        'Servizio: Vendita Veicoli',
        '',
        'Messaggio:',
        'Mi interessa la Golf.',
        'Quando posso vederla?',
      ].join('\n'),
    );
  });

  it("writes 'Non fornito' when no phone was given", () => {
    const body = decodeMailto(contactMailto('info@nbt.it', { ...data, phone: '' })).body;
    expect(body).toContain('Telefono: Non fornito');
  });

  it('encodes subject and body so that no character breaks the link', () => {
    const link = contactMailto('info@nbt.it', {
      ...data,
      firstName: 'Zoë & Co',
      lastName: "D'Angelo?",
      message: 'a=1&subject=spam #x + y %20',
    });
    expect(link).not.toMatch(/[\s#]/);
    expect(link.split('?')).toHaveLength(2);
    expect(link.match(/&/g)).toHaveLength(1);
    const decoded = decodeMailto(link);
    expect(decoded.subject).toBe("Richiesta Vendita Veicoli - Zoë & Co D'Angelo?");
    expect(decoded.body.endsWith('Messaggio:\na=1&subject=spam #x + y %20')).toBe(true);
  });

  it('works on the output of the schema', () => {
    const parsed = ContactRequestInputSchema.parse({ ...data, service: 'Noleggio Auto di Lusso', phone: undefined });
    const decoded = decodeMailto(contactMailto('info@nbt.it', parsed));
    expect(decoded.subject).toBe('Richiesta Noleggio Auto di Lusso - Mario Rossi');
    expect(decoded.body).toContain('Telefono: Non fornito');
  });

  describe("in the visitor's language", () => {
    afterEach(() => i18n.activate('it'));

    it('writes the draft in German and names the vehicle', () => {
      i18n.load('de', { ...germanMessages, ...germanDeferred });
      i18n.activate('de');
      const decoded = decodeMailto(contactMailto('info@nbt.it', { ...data, phone: '', vehicle: 'Audi RS6 (2024)' }));
      expect(decoded.subject).toBe('Anfrage Fahrzeugverkauf - Mario Rossi');
      expect(decoded.body).toContain('Fahrzeug: Audi RS6 (2024)');
      expect(decoded.body).not.toMatch(/Telefono|Servizio|Messaggio|Non fornito/);
    });

    it('writes the draft in Arabic', () => {
      i18n.load('ar', { ...arabicMessages, ...arabicDeferred });
      i18n.activate('ar');
      const decoded = decodeMailto(contactMailto('info@nbt.it', data));
      expect(decoded.subject).not.toContain('Richiesta');
      expect(decoded.body).toContain('Mario Rossi');
      expect(decoded.body).not.toMatch(/Nome|Telefono|Servizio|Messaggio/);
    });
  });

  it('names the vehicle in Italian too', () => {
    expect(decodeMailto(contactMailto('info@nbt.it', { ...data, vehicle: 'Audi RS6 (2024)' })).body).toContain(
      'Veicolo: Audi RS6 (2024)',
    );
  });
});
