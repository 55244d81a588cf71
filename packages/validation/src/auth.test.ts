import { describe, expect, it } from 'vitest';

import { LoginSchema } from './auth.js';
import { schemaProbe } from '../test/fixtures.js';

const { messagesAt } = schemaProbe(LoginSchema);

describe('LoginSchema', () => {
  it('accepts a username and a password', () => {
    expect(LoginSchema.parse({ username: 'admin', password: 'segreta' })).toEqual({
      username: 'admin',
      password: 'segreta',
    });
  });

  it('trims the username but keeps the password as typed', () => {
    expect(LoginSchema.parse({ username: '  admin ', password: ' segreta ' })).toEqual({
      username: 'admin',
      password: ' segreta ',
    });
  });

  it('does not apply the new-password minimum to a login', () => {
    expect(LoginSchema.safeParse({ username: 'admin', password: 'x' }).success).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['a number', 1],
  ])('requires the username (%s)', (_label, username) => {
    expect(messagesAt({ username, password: 'segreta' }, 'username')).toEqual(['Username obbligatorio']);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['a number', 12345678],
  ])('requires the password (%s)', (_label, password) => {
    expect(messagesAt({ username: 'admin', password }, 'password')).toEqual(['Password obbligatoria']);
  });

  it('accepts a blank password, as typed, and leaves the check to the server', () => {
    expect(LoginSchema.safeParse({ username: 'admin', password: '   ' }).success).toBe(true);
  });

  it('reports both missing fields at once', () => {
    const result = LoginSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['password', 'username']);
  });

  it('accepts a username of 50 characters and refuses 51', () => {
    expect(LoginSchema.safeParse({ username: 'a'.repeat(50), password: 'x' }).success).toBe(true);
    expect(messagesAt({ username: 'a'.repeat(51), password: 'x' }, 'username')).toEqual(['Massimo 50 caratteri']);
  });

  it('accepts a password of 256 characters and refuses 257', () => {
    expect(LoginSchema.safeParse({ username: 'admin', password: 'a'.repeat(256) }).success).toBe(true);
    expect(messagesAt({ username: 'admin', password: 'a'.repeat(257) }, 'password')).toEqual(['Massimo 256 caratteri']);
  });

  it('refuses unknown keys', () => {
    const result = LoginSchema.safeParse({ username: 'admin', password: 'segreta', isAdmin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it.each([null, undefined, 'admin:segreta', ['admin', 'segreta']])('refuses the body %j', (body) => {
    expect(LoginSchema.safeParse(body).success).toBe(false);
  });
});
