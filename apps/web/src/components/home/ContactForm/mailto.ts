import type { ContactRequestData } from '@nbt/validation';

/** The prefilled email draft opened after a successful send. */
export function contactMailto(
  to: string,
  data: Pick<ContactRequestData, 'firstName' | 'lastName' | 'email' | 'phone' | 'service' | 'message'>,
): string {
  const subject = `Richiesta ${data.service} - ${data.firstName} ${data.lastName}`;
  const body = [
    `Nome: ${data.firstName} ${data.lastName}`,
    `Email: ${data.email}`,
    `Telefono: ${data.phone || 'Non fornito'}`,
    `Servizio: ${data.service}`,
    '',
    'Messaggio:',
    data.message,
  ].join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
