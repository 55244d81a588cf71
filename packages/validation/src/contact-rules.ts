// Contact requests without zod: the web app's public pages import these, the schemas in contact.ts build on them.
import type { ContactRequestData } from './contact.js';

/** The six services of the contact form (spec §5), stored as written here. */
export const CONTACT_SERVICES = [
  'Noleggio Auto di Lusso',
  'Vendita Veicoli',
  'Trasporti Pesanti',
  'Movimento Terra',
  'Autoriparazioni',
  'Autolavaggio',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

export const CONTACT_STATUSES = ['nuova', 'contattata', 'chiusa'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

export interface ContactRequest {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  vehicleId: number | null;
  vehicleLabel: string | null;
  status: ContactStatus;
  createdAt: string;
}

/** The prefilled email draft opened after a successful send (spec §7). */
export function contactMailto(to: string, data: Omit<ContactRequestData, 'vehicleId' | 'website'>): string {
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
