import { z } from 'zod';

import { IdSchema, requiredText } from './common.js';
import { messages } from './messages.js';
import { CONTACT_LIMITS, CONTACT_SERVICES, CONTACT_STATUSES } from './contact-rules.js';

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
