import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { messages as schemaMessages, type ContactService } from '@nbt/validation';
import { useCallback } from 'react';

/**
 * The services are stored in Italian (spec §5); these are their labels in the visitor's language.
 */
export const SERVICE_LABELS: Record<ContactService, MessageDescriptor> = {
  'Noleggio Auto di Lusso': msg`Noleggio Auto di Lusso`,
  'Vendita Veicoli': msg`Vendita Veicoli`,
  'Trasporti Pesanti': msg`Trasporti Pesanti`,
  'Movimento Terra': msg`Movimento Terra`,
  Autoriparazioni: msg`Autoriparazioni`,
  Autolavaggio: msg`Autolavaggio`,
};

/** The shared schema's (Italian) messages the contact form can show, as translatable descriptors. */
const KNOWN_MESSAGES: Record<string, MessageDescriptor> = {
  [schemaMessages.required]: msg`Campo obbligatorio`,
  [schemaMessages.invalidEmail]: msg`Indirizzo email non valido`,
  'Numero di telefono non valido': msg`Numero di telefono non valido`,
  'Seleziona un servizio': msg`Seleziona un servizio`,
};

const TOO_LONG = /^Massimo (\d+) caratteri$/;

/** Turns a message of packages/validation into the visitor's language (unknown ones pass through). */
export function useValidationMessage(): (message: unknown) => string {
  const { i18n } = useLingui();
  return useCallback(
    (message: unknown) => {
      const text = String(message);
      const known = KNOWN_MESSAGES[text];
      if (known) return i18n._(known);
      const tooLong = TOO_LONG.exec(text);
      if (tooLong) {
        const max = tooLong[1] ?? '';
        return i18n._(msg`Massimo ${max} caratteri`);
      }
      return text;
    },
    [i18n],
  );
}
