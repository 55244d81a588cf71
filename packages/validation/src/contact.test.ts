import { describe, expect, it } from 'vitest';

import {
  CONTACT_LIMITS,
  CONTACT_SERVICES,
  CONTACT_STATUSES,
  ContactRequestInputSchema,
  UpdateContactStatusSchema,
} from './index.js';
import { emailOfLength, schemaProbe } from '../test/fixtures.js';

const request = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  phone: '+39 333 1234567',
  service: 'Noleggio Auto di Lusso',
  message: 'Vorrei noleggiare una vettura per il weekend.',
};

const { parse, expectAccepted, messagesAt } = schemaProbe(ContactRequestInputSchema);

/** The decoded subject and body of a mailto link. */
describe('ContactRequestInputSchema', () => {
  it('accepts a complete request and gives no vehicle by default', () => {
    expect(expectAccepted(request)).toEqual({
      ...request,
      vehicleId: null,
      language: 'it',
      page: null,
      pickupDate: null,
      returnDate: null,
      pickupTime: null,
      returnTime: null,
      pickupOfficeId: null,
      tradeIn: null,
      options: [],
      returnOfficeId: null,
      withOperator: null,
      serviceDetails: null,
    });
  });

  it.each(CONTACT_SERVICES)('accepts the service %j', (service) => {
    expect(expectAccepted({ ...request, service }).service).toBe(service);
  });

  it.each(['Noleggio', 'noleggio auto di lusso', 'Autolavaggio ', 'Pulizia', '', 3, null])(
    'refuses the service %j',
    (service) => {
      expect(messagesAt({ ...request, service }, 'service')).toEqual(['Seleziona un servizio']);
    },
  );

  describe('required fields', () => {
    it.each(['firstName', 'lastName', 'email', 'message', 'service'])('refuses a request without %s', (field) => {
      const { [field as keyof typeof request]: _omitted, ...rest } = request;
      expect(messagesAt(rest, field)).toHaveLength(1);
    });

    it.each(['firstName', 'lastName', 'email', 'message'])('refuses an empty or blank %s', (field) => {
      expect(messagesAt({ ...request, [field]: '' }, field)).toEqual(['Campo obbligatorio']);
      expect(messagesAt({ ...request, [field]: '   ' }, field)).toEqual(['Campo obbligatorio']);
    });

    it.each(['firstName', 'lastName', 'email', 'message'])('refuses a non-text %s', (field) => {
      expect(messagesAt({ ...request, [field]: 42 }, field)).toEqual(['Campo obbligatorio']);
    });

    it('reports every missing field at once', () => {
      const result = parse({});
      const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
      expect(paths.sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'service']);
    });
  });

  describe('phone', () => {
    it.each([
      ['missing', undefined],
      ['null', null],
      ['empty', ''],
      ['blank', '   '],
    ])('is optional (%s) and becomes empty text', (_label, phone) => {
      expect(expectAccepted({ ...request, phone }).phone).toBe('');
    });

    it.each(['+39 02 1234 5678', '(02) 123-456', '02.123/456', '3331234567'])('accepts %j', (phone) => {
      expect(expectAccepted({ ...request, phone }).phone).toBe(phone);
    });

    it.each(['abc', '333-CALL-ME', '+39 333 <b>', '02#123'])('refuses %j', (phone) => {
      expect(messagesAt({ ...request, phone }, 'phone')).toEqual(['Numero di telefono non valido']);
    });

    it('accepts 30 characters and refuses 31', () => {
      expect(expectAccepted({ ...request, phone: '1'.repeat(30) }).phone).toBe('1'.repeat(30));
      expect(messagesAt({ ...request, phone: '1'.repeat(31) }, 'phone')).toEqual(['Massimo 30 caratteri']);
    });

    it('is trimmed', () => {
      expect(expectAccepted({ ...request, phone: '  333 1234567 ' }).phone).toBe('333 1234567');
    });

    it('refuses a number instead of text', () => {
      expect(parse({ ...request, phone: 3331234567 }).success).toBe(false);
    });
  });

  describe('email', () => {
    it.each(['mario@example.it', 'mario.rossi+nbt@mail.example.com', 'm_r-1@example.co.uk'])('accepts %j', (email) => {
      expect(expectAccepted({ ...request, email }).email).toBe(email);
    });

    it.each([
      'mario',
      'mario@',
      '@example.it',
      'mario@example',
      'mario rossi@example.it',
      'mario@@example.it',
      'mario@example..it',
      '<mario@example.it>',
    ])('refuses %j', (email) => {
      expect(messagesAt({ ...request, email }, 'email')).toEqual(['Indirizzo email non valido']);
    });

    it('is trimmed before validation', () => {
      expect(expectAccepted({ ...request, email: '  mario@example.it  ' }).email).toBe('mario@example.it');
    });

    it('accepts 254 characters and refuses 255', () => {
      const at = emailOfLength(CONTACT_LIMITS.email);
      expect(at).toHaveLength(254);
      expect(expectAccepted({ ...request, email: at }).email).toBe(at);
      expect(messagesAt({ ...request, email: emailOfLength(255) }, 'email')).toEqual(['Massimo 254 caratteri']);
    });
  });

  describe('length limits', () => {
    it.each([
      ['firstName', 100],
      ['lastName', 100],
      ['message', 5000],
    ] as const)('accepts %s of exactly %i characters and refuses one more', (field, max) => {
      expect(expectAccepted({ ...request, [field]: 'a'.repeat(max) })[field]).toBe('a'.repeat(max));
      expect(messagesAt({ ...request, [field]: 'a'.repeat(max + 1) }, field)).toEqual([`Massimo ${max} caratteri`]);
    });

    it('trims names and message', () => {
      expect(
        expectAccepted({ ...request, firstName: ' Mario ', lastName: ' Rossi ', message: '\n Ciao \n' }),
      ).toMatchObject({ firstName: 'Mario', lastName: 'Rossi', message: 'Ciao' });
    });

    it('keeps new lines inside the message', () => {
      expect(expectAccepted({ ...request, message: 'Riga 1\nRiga 2' }).message).toBe('Riga 1\nRiga 2');
    });
  });

  describe('vehicleId', () => {
    it.each([
      [12, 12],
      ['12', 12],
      [null, null],
      [undefined, null],
    ])('turns %j into %j', (vehicleId, expected) => {
      expect(expectAccepted({ ...request, vehicleId }).vehicleId).toBe(expected);
    });

    it.each([0, -1, 1.5, 'abc', '', Number.MAX_SAFE_INTEGER + 2])('refuses %j', (vehicleId) => {
      const messages = messagesAt({ ...request, vehicleId }, 'vehicleId');
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set(['Identificativo non valido']));
    });
  });

  describe('honeypot', () => {
    it('accepts the website field, empty or filled, and passes it on', () => {
      expect(expectAccepted({ ...request, website: '' }).website).toBe('');
      expect(expectAccepted({ ...request, website: 'http://spam.example.com' }).website).toBe(
        'http://spam.example.com',
      );
    });

    it('leaves it out when not sent', () => {
      expect(expectAccepted(request)).not.toHaveProperty('website');
    });

    it('refuses a honeypot longer than 500 characters or not text', () => {
      expect(expectAccepted({ ...request, website: 'a'.repeat(500) }).website).toHaveLength(500);
      expect(parse({ ...request, website: 'a'.repeat(501) }).success).toBe(false);
      expect(parse({ ...request, website: 5 }).success).toBe(false);
    });
  });

  it('drops unknown keys', () => {
    const data = expectAccepted({ ...request, id: 1, createdAt: 'x', status: 'chiusa' });
    expect(data).not.toHaveProperty('id');
    expect(data).not.toHaveProperty('createdAt');
    expect(data).not.toHaveProperty('status');
  });
});

describe('UpdateContactStatusSchema', () => {
  it.each(CONTACT_STATUSES)('accepts the status %j', (status) => {
    expect(UpdateContactStatusSchema.parse({ id: 3, status })).toEqual({ id: 3, status });
  });

  it('coerces a numeric id', () => {
    expect(UpdateContactStatusSchema.parse({ id: '3', status: 'nuova' })).toEqual({ id: 3, status: 'nuova' });
  });

  it.each([
    [{ id: 3, status: 'aperta' }, 'status'],
    [{ id: 3 }, 'status'],
    [{ id: 0, status: 'nuova' }, 'id'],
    [{ id: 'x', status: 'nuova' }, 'id'],
    [{ status: 'nuova' }, 'id'],
  ])('refuses %j', (input, path) => {
    const result = UpdateContactStatusSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});

describe('ContactRequestInputSchema: language and page', () => {
  it('defaults the language to Italian and the page to none', () => {
    expect(expectAccepted(request)).toMatchObject({ language: 'it', page: null });
  });

  it('takes each of the seven languages and the path the form was on', () => {
    for (const language of ['it', 'en', 'fr', 'de', 'es', 'zh', 'ar']) {
      expect(expectAccepted({ ...request, language }).language).toBe(language);
    }
    expect(expectAccepted({ ...request, page: '/de/veicoli/4?tab=noleggio' }).page).toBe('/de/veicoli/4?tab=noleggio');
    expect(expectAccepted({ ...request, page: '' }).page).toBeNull();
  });

  it('refuses another language, an address of another site and an over-long page', () => {
    for (const language of ['pt', 'IT', 'de-DE', '', 3]) expect(parse({ ...request, language }).success).toBe(false);
    for (const page of ['https://evil.example/x', '//evil.example/x', 'veicoli', '/a b', '/a\r\nb', '/\\evil']) {
      expect(parse({ ...request, page }).success, page).toBe(false);
    }
    expect(parse({ ...request, page: `/${'a'.repeat(CONTACT_LIMITS.page)}` }).success).toBe(false);
  });
});
