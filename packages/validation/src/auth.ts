import { z } from 'zod';

import { SINGLE_LINE_FORBIDDEN } from './common.js';
import { messages } from './messages.js';

export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
/** argon2 hashes anything, but an unbounded password is a cheap denial of service. */
export const PASSWORD_MAX = 256;

export const LoginSchema = z.strictObject({
  username: z
    .string({ error: 'Username obbligatorio' })
    .trim()
    .min(1, { error: 'Username obbligatorio' })
    .max(USERNAME_MAX, { error: messages.tooLong(USERNAME_MAX) })
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), { error: messages.controlCharacters }),
  password: z
    .string({ error: 'Password obbligatoria' })
    .min(1, { error: 'Password obbligatoria' })
    .max(PASSWORD_MAX, { error: messages.tooLong(PASSWORD_MAX) }),
});
export type Login = z.infer<typeof LoginSchema>;

/** What the current-user call answers (spec §3 "Auth response"). */
export interface AuthUser {
  id: number;
  username: string;
  isAdmin: boolean;
}
