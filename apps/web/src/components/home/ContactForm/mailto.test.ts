import { ContactRequestInputSchema } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { contactMailto } from './mailto';

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
});
