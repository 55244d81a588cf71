import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { adminUserFormSchema, CreateAdminUserSchema, UpdateAdminUserSchema } from './admin-users.js';
import { toFieldIssues } from './common.js';
import { schemaProbe } from '../test/fixtures.js';

function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  return schemaProbe(schema).messagesAt(input, path);
}

function allIssues(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return toFieldIssues(result.error).map(({ path, message }) => ({ path, message }));
}

/** Username rules are shared by create, update and the form. */
describe.each([
  ['CreateAdminUserSchema', CreateAdminUserSchema as z.ZodType, { password: 'password123' }],
  ['UpdateAdminUserSchema', UpdateAdminUserSchema as z.ZodType, {}],
  [
    'adminUserFormSchema(true)',
    adminUserFormSchema(true) as z.ZodType,
    { password: 'password123', confirmPassword: 'password123' },
  ],
  ['adminUserFormSchema(false)', adminUserFormSchema(false) as z.ZodType, { password: '', confirmPassword: '' }],
])('%s username', (_name, schema, rest) => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['a number', 42],
  ])('is required (%s)', (_label, username) => {
    expect(messagesAt(schema, { ...rest, username }, 'username')[0]).toBe('Username obbligatorio');
  });

  it.each(['admin', 'mario.rossi', 'mario_rossi-2', 'mario@nbt.it', 'andrè', 'Zoë99'])('accepts %j', (username) => {
    expect(schema.safeParse({ ...rest, username }).success).toBe(true);
  });

  it.each(['mario rossi', 'mario<script>', "mario'", 'mario/rossi', 'mario;drop', 'ciao!'])(
    'refuses %j',
    (username) => {
      expect(messagesAt(schema, { ...rest, username }, 'username')).toEqual([
        'Username: solo lettere, numeri e . _ @ -',
      ]);
    },
  );

  it('accepts 50 characters and refuses 51', () => {
    expect(schema.safeParse({ ...rest, username: 'a'.repeat(50) }).success).toBe(true);
    expect(messagesAt(schema, { ...rest, username: 'a'.repeat(51) }, 'username')).toEqual(['Massimo 50 caratteri']);
  });

  it('trims the username', () => {
    const result = schema.safeParse({ ...rest, username: '  mario  ' });
    expect(result.success && (result.data as { username: string }).username).toBe('mario');
  });
});

describe('CreateAdminUserSchema', () => {
  it('accepts a username and a password of at least 8 characters', () => {
    expect(CreateAdminUserSchema.parse({ username: 'mario', password: 'password' })).toEqual({
      username: 'mario',
      password: 'password',
    });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
  ])('requires the password (%s)', (_label, password) => {
    expect(allIssues(CreateAdminUserSchema, { username: 'mario', password })).toEqual([
      { path: 'password', message: 'La password è obbligatoria per i nuovi utenti' },
    ]);
  });

  it('refuses a non-text password with the required message', () => {
    expect(messagesAt(CreateAdminUserSchema, { username: 'mario', password: 12345678 }, 'password')).toEqual([
      'La password è obbligatoria per i nuovi utenti',
    ]);
  });

  it('accepts 8 characters and refuses 7', () => {
    expect(CreateAdminUserSchema.safeParse({ username: 'mario', password: '12345678' }).success).toBe(true);
    expect(messagesAt(CreateAdminUserSchema, { username: 'mario', password: '1234567' }, 'password')).toEqual([
      'La password deve contenere almeno 8 caratteri',
    ]);
  });

  it('accepts 256 characters and refuses 257', () => {
    expect(CreateAdminUserSchema.safeParse({ username: 'mario', password: 'a'.repeat(256) }).success).toBe(true);
    expect(messagesAt(CreateAdminUserSchema, { username: 'mario', password: 'a'.repeat(257) }, 'password')).toEqual([
      'Massimo 256 caratteri',
    ]);
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(CreateAdminUserSchema.parse({ username: 'mario', password: ' pass word ' }).password).toBe(' pass word ');
  });

  it('drops unknown keys such as isAdmin and confirmPassword', () => {
    expect(
      CreateAdminUserSchema.parse({ username: 'mario', password: 'password', isAdmin: false, confirmPassword: 'x' }),
    ).toEqual({ username: 'mario', password: 'password' });
  });
});

describe('UpdateAdminUserSchema', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
  ])('keeps the current password when the new one is %s', (_label, password) => {
    const data = UpdateAdminUserSchema.parse({ username: 'mario', password });
    expect(data.password).toBeUndefined();
    expect(data.username).toBe('mario');
  });

  it('takes a new password of at least 8 characters', () => {
    expect(UpdateAdminUserSchema.parse({ username: 'mario', password: 'nuovapass' }).password).toBe('nuovapass');
  });

  it('refuses a short new password with the Italian message', () => {
    expect(messagesAt(UpdateAdminUserSchema, { username: 'mario', password: 'abc' }, 'password')).toEqual([
      'La password deve contenere almeno 8 caratteri',
    ]);
  });

  it('refuses a new password over 256 characters', () => {
    expect(UpdateAdminUserSchema.safeParse({ username: 'mario', password: 'a'.repeat(256) }).success).toBe(true);
    expect(UpdateAdminUserSchema.safeParse({ username: 'mario', password: 'a'.repeat(257) }).success).toBe(false);
  });

  it('refuses a non-text password', () => {
    expect(UpdateAdminUserSchema.safeParse({ username: 'mario', password: 12345678 }).success).toBe(false);
  });

  it('still requires the username', () => {
    expect(messagesAt(UpdateAdminUserSchema, { password: 'nuovapass' }, 'username')).toEqual(['Username obbligatorio']);
  });
});

describe('adminUserFormSchema', () => {
  describe('for a new user', () => {
    const schema = adminUserFormSchema(true);

    it('accepts matching passwords', () => {
      expect(schema.parse({ username: 'mario', password: 'password1', confirmPassword: 'password1' })).toEqual({
        username: 'mario',
        password: 'password1',
        confirmPassword: 'password1',
      });
    });

    it('requires a password, and reports only that', () => {
      expect(allIssues(schema, { username: 'mario', password: '', confirmPassword: '' })).toEqual([
        { path: 'password', message: 'La password è obbligatoria per i nuovi utenti' },
      ]);
      expect(allIssues(schema, { username: 'mario', password: '', confirmPassword: 'password1' })).toEqual([
        { path: 'password', message: 'La password è obbligatoria per i nuovi utenti' },
      ]);
    });

    it("reports 'Le password non coincidono' on the confirmation", () => {
      expect(allIssues(schema, { username: 'mario', password: 'password1', confirmPassword: 'password2' })).toEqual([
        { path: 'confirmPassword', message: 'Le password non coincidono' },
      ]);
    });

    it('refuses a short password', () => {
      expect(allIssues(schema, { username: 'mario', password: 'abc', confirmPassword: 'abc' })).toEqual([
        { path: 'password', message: 'La password deve contenere almeno 8 caratteri' },
      ]);
    });

    it('reports a short password and a mismatch together', () => {
      expect(allIssues(schema, { username: 'mario', password: 'abc', confirmPassword: 'abd' })).toEqual([
        { path: 'password', message: 'La password deve contenere almeno 8 caratteri' },
        { path: 'confirmPassword', message: 'Le password non coincidono' },
      ]);
    });
  });

  describe('for an existing user', () => {
    const schema = adminUserFormSchema(false);

    it('accepts an empty password, which leaves it unchanged', () => {
      expect(schema.safeParse({ username: 'mario', password: '', confirmPassword: '' }).success).toBe(true);
    });

    it('accepts a new matching password', () => {
      expect(schema.safeParse({ username: 'mario', password: 'nuovapass', confirmPassword: 'nuovapass' }).success).toBe(
        true,
      );
    });

    it("reports 'Le password non coincidono' when only one field is filled or they differ", () => {
      expect(allIssues(schema, { username: 'mario', password: '', confirmPassword: 'nuovapass' })).toEqual([
        { path: 'confirmPassword', message: 'Le password non coincidono' },
      ]);
      expect(allIssues(schema, { username: 'mario', password: 'nuovapass', confirmPassword: '' })).toEqual([
        { path: 'confirmPassword', message: 'Le password non coincidono' },
      ]);
      expect(allIssues(schema, { username: 'mario', password: 'nuovapass', confirmPassword: 'nuovapas' })).toEqual([
        { path: 'confirmPassword', message: 'Le password non coincidono' },
      ]);
    });

    it('refuses a short new password', () => {
      expect(allIssues(schema, { username: 'mario', password: '1234567', confirmPassword: '1234567' })).toEqual([
        { path: 'password', message: 'La password deve contenere almeno 8 caratteri' },
      ]);
    });

    it('compares passwords exactly, spaces and case included', () => {
      expect(
        messagesAt(
          schema,
          { username: 'mario', password: 'Password1', confirmPassword: 'password1' },
          'confirmPassword',
        ),
      ).toEqual(['Le password non coincidono']);
      expect(
        messagesAt(
          schema,
          { username: 'mario', password: 'password1 ', confirmPassword: 'password1' },
          'confirmPassword',
        ),
      ).toEqual(['Le password non coincidono']);
    });
  });

  it('refuses missing password fields', () => {
    expect(adminUserFormSchema(false).safeParse({ username: 'mario' }).success).toBe(false);
  });

  it('gives what the create and update schemas accept', () => {
    const created = adminUserFormSchema(true).parse({
      username: 'mario',
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(CreateAdminUserSchema.parse(created)).toEqual({ username: 'mario', password: 'password1' });
    const edited = adminUserFormSchema(false).parse({ username: 'mario', password: '', confirmPassword: '' });
    expect(UpdateAdminUserSchema.parse(edited)).toEqual({ username: 'mario', password: undefined });
  });
});
