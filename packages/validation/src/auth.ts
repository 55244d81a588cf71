import { z } from 'zod';

import { BROKEN_TEXT, holdsNone, rule, SINGLE_LINE_FORBIDDEN, typeRule } from './common.js';

export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
/** argon2 hashes anything, but an unbounded password is a cheap denial of service. */
export const PASSWORD_MAX = 256;

export const LoginSchema = z.strictObject({
  username: z
    .string(typeRule('username_required'))
    .trim()
    .min(1, rule('username_required'))
    .max(USERNAME_MAX)
    .refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('control_characters')),
  password: z
    .string(typeRule('password_required'))
    .min(1, rule('password_required'))
    .max(PASSWORD_MAX)
    .refine(holdsNone(BROKEN_TEXT), rule('control_characters')),
});
export type Login = z.infer<typeof LoginSchema>;
