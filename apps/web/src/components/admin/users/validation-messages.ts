import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import {
  messages,
  PASSWORD_MIN,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
} from '@nbt/validation';

/**
 * The shared zod schemas (packages/validation, also used by the server) write their messages in
 * Italian. The back-office forms validate with those schemas and show each message through lingui,
 * so the catalogs can translate them; in Italian they stay word for word the same.
 */
const KNOWN_MESSAGES: Record<string, MessageDescriptor> = {
  [messages.required]: msg`Campo obbligatorio`,
  [messages.invalidEmail]: msg`Indirizzo email non valido`,
  [PASSWORD_REQUIRED_MESSAGE]: msg`La password è obbligatoria per i nuovi utenti`,
  [PASSWORDS_DIFFER_MESSAGE]: msg`Le password non coincidono`,
  [PASSWORD_TOO_SHORT_MESSAGE]: msg`La password deve contenere almeno ${PASSWORD_MIN} caratteri`,
  'Username obbligatorio': msg`Username obbligatorio`,
  'Username: solo lettere, numeri e . _ @ -': msg`Username: solo lettere, numeri e . _ @ -`,
  'Valore non valido': msg`Valore non valido`,
};

const TOO_LONG = /^Massimo (\d+) caratteri$/;

/** One schema message in the active language; an unknown message is shown as the server wrote it. */
export function translateValidationMessage(message: string, i18n: I18n): string {
  const known = KNOWN_MESSAGES[message];
  if (known) return i18n._(known);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) {
    const max = Number(tooLong[1]);
    return i18n._(msg`Massimo ${max} caratteri`);
  }
  return message;
}

/** Every string error of a Mantine form, translated. */
export function translateFormErrors(errors: FormErrors, i18n: I18n): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? translateValidationMessage(error, i18n) : error,
    ]),
  );
}
