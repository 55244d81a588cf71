import { z } from 'zod';

import { messages } from './messages.js';

// No eval: zod would otherwise probe `new Function` once, which the site's Content-Security-Policy
// refuses (and browsers report as a violation).
z.config({ jitless: true });

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: none belongs in
 * a one-line field, and a line break in a name would start a forged line wherever it is written
 * out one entry per line (the downloaded access log).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
/** In a multi-line text only the line feed, carriage return and tab are allowed among them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** A required single-line text: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredText(max: number) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(max, { error: messages.tooLong(max) })
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), { error: messages.controlCharacters });
}

/**
 * An optional text: trimmed; empty or missing becomes the empty string. Single-line unless
 * `multiline` is set (a description), where line breaks and tabs are kept.
 */
export function optionalText(max: number, { multiline = false } = {}) {
  const forbidden = multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return z
    .string({ error: messages.required })
    .trim()
    .max(max, { error: messages.tooLong(max) })
    .refine((value) => !forbidden.test(value), { error: messages.controlCharacters })
    .nullish()
    .transform((value) => value ?? '');
}

/** A whole number in [min, max]. */
export function integerBetween(min: number, max: number) {
  return z
    .number({ error: messages.invalidNumber })
    .int({ error: messages.integer })
    .min(min, { error: min === 0 ? messages.notNegative : `Il valore minimo è ${min}` })
    .max(max, { error: `Il valore massimo è ${max}` });
}

/** A positive database id, from a number or a numeric path segment. */
export const IdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[0-9]{1,16}$/)
        .transform(Number),
    ],
    { error: 'Identificativo non valido' },
  )
  .pipe(
    z
      .number()
      .int({ error: 'Identificativo non valido' })
      .positive({ error: 'Identificativo non valido' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'Identificativo non valido' }),
  );

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** A human-readable list of what failed, for API error bodies. */
export interface FieldIssue {
  path: string;
  message: string;
}

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
