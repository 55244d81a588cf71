import { setupI18n } from '@lingui/core';
import { adminUserFormSchema, OfficeInputSchema } from '@nbt/validation';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { describe, expect, it } from 'vitest';

import { i18n } from '../../../lib/i18n';
import { translateFormErrors, translateValidationMessage } from './validation-messages';

describe('translateValidationMessage', () => {
  it('keeps the Italian messages of the shared schemas word for word', () => {
    const errors = zod4Resolver(adminUserFormSchema(true), { errorPriority: 'first' })({
      username: '',
      password: '',
      confirmPassword: '',
    });
    expect(translateFormErrors(errors, i18n)).toEqual({
      username: 'Username obbligatorio',
      password: 'La password è obbligatoria per i nuovi utenti',
    });
    const mismatch = zod4Resolver(adminUserFormSchema(false), { errorPriority: 'first' })({
      username: 'mario',
      password: 'Password-1',
      confirmPassword: 'Password-2',
    });
    expect(translateFormErrors(mismatch, i18n)).toEqual({ confirmPassword: 'Le password non coincidono' });
  });

  it('translates the length limits with their number', () => {
    const errors = zod4Resolver(OfficeInputSchema, { errorPriority: 'first' })({ name: 'x'.repeat(101) });
    expect(translateFormErrors(errors, i18n)).toEqual({ name: 'Massimo 100 caratteri' });
  });

  it('looks messages up in the active catalog', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    // An empty catalog falls back to the source text; what matters is that the lookup goes through lingui.
    expect(translateValidationMessage('Campo obbligatorio', english)).toBe('Campo obbligatorio');
    expect(translateValidationMessage('Un messaggio del server', english)).toBe('Un messaggio del server');
  });
});
