import { z } from 'zod';

import { IdSchema, messages, requiredText } from './common.js';

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

/** POST /api/contact: the whole body the form sends. `website` is a honeypot that people never fill. */
export const ContactRequestInputSchema = z.object({
  firstName: requiredText(CONTACT_LIMITS.name),
  lastName: requiredText(CONTACT_LIMITS.name),
  email: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(CONTACT_LIMITS.email, { error: messages.tooLong(CONTACT_LIMITS.email) })
    .pipe(z.email({ error: messages.invalidEmail })),
  phone: z
    .string({ error: messages.required })
    .trim()
    .max(CONTACT_LIMITS.phone, { error: messages.tooLong(CONTACT_LIMITS.phone) })
    .regex(/^[+()0-9\s./-]*$/, { error: 'Numero di telefono non valido' })
    .nullish()
    .transform((value) => value ?? ''),
  service: z.enum(CONTACT_SERVICES, { error: 'Seleziona un servizio' }),
  message: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(CONTACT_LIMITS.message, { error: messages.tooLong(CONTACT_LIMITS.message) }),
  vehicleId: IdSchema.nullish().transform((value) => value ?? null),
  website: z.string().max(500).optional(),
});
export type ContactRequestInput = z.input<typeof ContactRequestInputSchema>;
export type ContactRequestData = z.output<typeof ContactRequestInputSchema>;

export const UpdateContactStatusSchema = z.object({
  id: IdSchema,
  status: z.enum(CONTACT_STATUSES, { error: messages.invalidChoice }),
});
export type UpdateContactStatus = z.infer<typeof UpdateContactStatusSchema>;

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
