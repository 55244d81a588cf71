import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './auth.js';
import { messages } from './messages.js';

export const PASSWORD_REQUIRED_MESSAGE = 'La password è obbligatoria per i nuovi utenti';
export const PASSWORDS_DIFFER_MESSAGE = 'Le password non coincidono';
export const PASSWORD_TOO_SHORT_MESSAGE = `La password deve contenere almeno ${PASSWORD_MIN} caratteri`;

const UsernameSchema = z
  .string({ error: 'Username obbligatorio' })
  .trim()
  .min(1, { error: 'Username obbligatorio' })
  .max(USERNAME_MAX, { error: messages.tooLong(USERNAME_MAX) })
  .regex(/^[\p{L}\p{N}._@-]+$/u, { error: 'Username: solo lettere, numeri e . _ @ -' });

const NewPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(PASSWORD_MIN, { error: PASSWORD_TOO_SHORT_MESSAGE })
  .max(PASSWORD_MAX, { error: messages.tooLong(PASSWORD_MAX) });

/** POST /api/admin/users and POST /api/auth/create-admin. */
export const CreateAdminUserSchema = z.object({
  username: UsernameSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
    .pipe(NewPasswordSchema),
});
export type CreateAdminUser = z.infer<typeof CreateAdminUserSchema>;

/** PUT /api/admin/users/{id}: an empty or missing password keeps the current one. */
export const UpdateAdminUserSchema = z.object({
  username: UsernameSchema,
  password: z
    .union([z.literal(''), NewPasswordSchema])
    .nullish()
    .transform((value) => (value ? value : undefined)),
});
export type UpdateAdminUser = z.infer<typeof UpdateAdminUserSchema>;

/**
 * The user dialog's own shape: password typed twice. The server never sees `confirmPassword`;
 * the form checks it so the admin gets 'Le password non coincidono' before sending.
 */
export function adminUserFormSchema(isNew: boolean) {
  return z
    .object({
      username: UsernameSchema,
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((value, ctx) => {
      if (isNew && value.password.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_REQUIRED_MESSAGE });
        return;
      }
      if (value.password.length > 0 && value.password.length < PASSWORD_MIN) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_SHORT_MESSAGE });
      }
      if (value.password !== value.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE });
      }
    });
}

/** A user as every response shows it: never a password or its hash. */
export interface AdminUser {
  id: number;
  username: string;
  isAdmin: boolean;
  createdAt: string;
}

/** The main administrator (spec §6): can't be deleted. */
export const MAIN_ADMIN_ID = 1;
