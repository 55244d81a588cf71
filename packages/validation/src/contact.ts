import { z } from 'zod';

import { IdSchema, MULTI_LINE_FORBIDDEN, requiredText } from './common.js';
import { messages } from './messages.js';
import { CONTACT_LANGUAGES, CONTACT_LIMITS, CONTACT_SERVICES, CONTACT_STATUSES } from './contact-rules.js';

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
    .max(CONTACT_LIMITS.message, { error: messages.tooLong(CONTACT_LIMITS.message) })
    .refine((value) => !MULTI_LINE_FORBIDDEN.test(value), { error: messages.controlCharacters }),
  vehicleId: IdSchema.nullish().transform((value) => value ?? null),
  /** The visitor's language, for the confirmation e-mail. */
  language: z.enum(CONTACT_LANGUAGES, { error: messages.invalidChoice }).default('it'),
  /** The path of the page the form was sent from (no address of another site). */
  page: z
    .string({ error: 'Pagina non valida' })
    .trim()
    .max(CONTACT_LIMITS.page, { error: messages.tooLong(CONTACT_LIMITS.page) })
    .regex(/^(\/(?!\/)[^\s\\]*)?$/, { error: 'Pagina non valida' })
    .nullish()
    .transform((value) => value || null),
  website: z.string().max(500).optional(),
});
export type ContactRequestInput = z.input<typeof ContactRequestInputSchema>;
export type ContactRequestData = z.output<typeof ContactRequestInputSchema>;

export const UpdateContactStatusSchema = z.object({
  id: IdSchema,
  status: z.enum(CONTACT_STATUSES, { error: messages.invalidChoice }),
});
export type UpdateContactStatus = z.infer<typeof UpdateContactStatusSchema>;
