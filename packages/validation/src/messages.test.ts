import { describe, expect, it } from 'vitest';

import { toFieldIssues } from './common.js';
import { ContactRequestInputSchema } from './contact.js';
import { issueMessage } from './messages.js';
import { VehicleInputSchema } from './vehicles.js';

function issuesOf(schema: { safeParse: (value: unknown) => { error?: unknown } }, value: unknown) {
  const { error } = schema.safeParse(value);
  if (!error) throw new Error('expected the input to be refused');
  return toFieldIssues(error as Parameters<typeof toFieldIssues>[0]);
}

const request = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario@example.com',
  service: 'Autolavaggio',
  message: 'Ciao',
};

describe('field issues carry codes and parameters', () => {
  it("keeps zod's code and limit beside the sentence", () => {
    const [issue] = issuesOf(ContactRequestInputSchema, { ...request, firstName: 'a'.repeat(101) });
    expect(issue).toEqual({
      path: 'firstName',
      code: 'too_big',
      origin: 'string',
      maximum: 100,
      message: 'Massimo 100 caratteri',
    });
  });

  it('names the format that failed', () => {
    const [issue] = issuesOf(ContactRequestInputSchema, { ...request, email: 'not-an-email' });
    expect(issue).toMatchObject({ path: 'email', code: 'invalid_format', format: 'email' });
    expect(issue).not.toHaveProperty('params');
  });

  it("gives a field's own rule its code, for built-in checks and custom ones alike", () => {
    expect(issuesOf(ContactRequestInputSchema, { ...request, phone: 'abc' })[0]).toMatchObject({
      code: 'invalid_format',
      params: { code: 'invalid_phone' },
      message: 'Numero di telefono non valido',
    });
    const vehicle = issuesOf(VehicleInputSchema, {
      brand: 'Fiat',
      model: 'Panda',
      year: 2020,
      kilometers: 0,
      fuel_regulation: 'Euro 6',
      doors: 5,
      seats: 5,
      color: 'nero',
    });
    expect(vehicle).toContainEqual({
      path: 'price_per_day',
      code: 'custom',
      params: { code: 'rental_price_required' },
      message: 'Il prezzo di noleggio è obbligatorio',
    });
  });

  it('writes the sentence from the parameters alone', () => {
    expect(issueMessage({ path: 'x', code: 'too_big', origin: 'string', maximum: 7 })).toBe('Massimo 7 caratteri');
    expect(issueMessage({ path: 'x', code: 'too_small', origin: 'number', minimum: 0 })).toBe(
      'Non può essere negativo',
    );
    expect(issueMessage({ path: 'x', code: 'custom', minimum: 8, params: { code: 'password_too_short' } })).toBe(
      'La password deve contenere almeno 8 caratteri',
    );
  });
});
