import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactRequestData } from '@nbt/validation';
import { SERVICE_LABELS } from './messages';

export type MailtoRequest = Pick<
  ContactRequestData,
  'firstName' | 'lastName' | 'email' | 'phone' | 'service' | 'message'
> & {
  /** The vehicle the request is about, as the page names it ('Audi RS6 (2024)'). */
  vehicle?: string | undefined;
};

/**
 * The prefilled e-mail draft opened after a successful send when the site mails nobody itself:
 * in the visitor's language (the Italian one reads 'Richiesta {service} - {first} {last}'), naming
 * the vehicle when there is one.
 */
export function contactMailto(to: string, data: MailtoRequest, i18n: I18n): string {
  const service = i18n._(SERVICE_LABELS[data.service]);
  const name = `${data.firstName} ${data.lastName}`;
  const { email } = data;
  const phone = data.phone || i18n._(msg`Non fornito`);
  const subject = i18n._(msg`Richiesta ${service} - ${name}`);
  const lines = [
    i18n._(msg`Nome: ${name}`),
    i18n._(msg`Email: ${email}`),
    i18n._(msg`Telefono: ${phone}`),
    i18n._(msg`Servizio: ${service}`),
  ];
  if (data.vehicle) {
    const { vehicle } = data;
    lines.push(i18n._(msg`Veicolo: ${vehicle}`));
  }
  lines.push('', i18n._(msg`Messaggio:`), data.message);
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
