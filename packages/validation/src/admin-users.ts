import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './auth.js';
import { BROKEN_TEXT, holdsNone, rule, typeRule } from './common.js';

const UsernameSchema = z
  .string(typeRule('username_required'))
  .trim()
  .min(1, rule('username_required'))
  .max(USERNAME_MAX)
  .regex(/^[\p{L}\p{N}._@-]+$/u, rule('username_format'));

const NewPasswordSchema = z
  .string(typeRule('new_password_required'))
  .min(PASSWORD_MIN, rule('password_too_short'))
  .max(PASSWORD_MAX)
  .refine(holdsNone(BROKEN_TEXT), rule('control_characters'));

/** POST /api/admin/users and POST /api/auth/create-admin. */
export const CreateAdminUserSchema = z.object({
  username: UsernameSchema,
  password: z.string(typeRule('new_password_required')).min(1, rule('new_password_required')).pipe(NewPasswordSchema),
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
        ctx.addIssue({ code: 'custom', path: ['password'], params: { code: 'new_password_required' } });
        return;
      }
      if (value.password.length > 0 && value.password.length < PASSWORD_MIN) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          params: { code: 'password_too_short', minimum: PASSWORD_MIN },
        });
      }
      if (value.password !== value.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], params: { code: 'passwords_differ' } });
      }
    });
}

/** The main administrator: can't be deleted. */
export const MAIN_ADMIN_ID = 1;
