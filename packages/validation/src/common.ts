import { z } from 'zod';

import { type FieldIssue, issueMessage, type RuleCode, toIssueData } from './messages.js';
import { BROKEN_TEXT, ENCODED_WORD, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN } from './text-rules.js';

export { BROKEN_TEXT, ENCODED_WORD, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN };

// No eval: zod would otherwise probe `new Function` once, which the site's Content-Security-Policy
// refuses (and browsers report as a violation).
z.config({ jitless: true });

/**
 * The error option of a check whose failure needs its own message: zod's built-in checks carry no
 * parameters of ours, so the rule's code travels as the issue's message and `toFieldIssues` moves
 * it to `params.code`. No sentence is written here; `issueMessage` and the web's catalogs write them.
 */
export function rule(code: RuleCode): { error: RuleCode } {
  return { error: code };
}

/**
 * The same for a value of the wrong type (`z.string(typeRule(...))`): a schema's own error option
 * would also cover its checks' issues, so it answers only for the type and leaves `max` its own.
 */
export function typeRule(code: RuleCode): { error: (issue: { code?: string }) => RuleCode | undefined } {
  return { error: (issue) => (issue.code === 'invalid_type' ? code : undefined) };
}

/** A check that a text holds nothing `forbidden` matches (a pattern without the g flag). */
export const holdsNone = (forbidden: RegExp) => (value: string) => !forbidden.test(value);

/** A required single-line text: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max).refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('control_characters'));
}

/**
 * An optional text: trimmed; empty or missing becomes the empty string. Single-line unless
 * `multiline` is set (a description), where line breaks and tabs are kept.
 */
export function optionalText(max: number, { multiline = false } = {}) {
  const forbidden = multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return z
    .string()
    .trim()
    .max(max)
    .refine(holdsNone(forbidden), rule('control_characters'))
    .nullish()
    .transform((value) => value ?? '');
}

/** A whole number in [min, max]. */
export function integerBetween(min: number, max: number) {
  return z.number().int().min(min).max(max);
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
    rule('invalid_id'),
  )
  .pipe(
    z.number().int(rule('invalid_id')).positive(rule('invalid_id')).max(Number.MAX_SAFE_INTEGER, rule('invalid_id')),
  );

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** zod's issue as the API reports it: the path, the codes, the parameters a message needs, and the sentence. */
export function toFieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const data = toIssueData(issue);
  // An unknown field is named as a wrong one is (`tradeIn.colour`), so the client sees which to drop;
  // a rule of its own (an unknown language among the translations) keeps the object's name.
  if (issue.code === 'unrecognized_keys' && !data.params && issue.keys[0] !== undefined) {
    data.path = [...issue.path, issue.keys[0]].join('.');
  }
  return { ...data, message: issueMessage(data) };
}

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map(toFieldIssue);
}

/**
 * A whole number in [min, max], given as a number (tRPC) or as the digits of a query string
 * (REST): '12' is 12; '', '1.5', '1e3', '-1' and more than `digits` digits are refused.
 */
export function wholeNumber(min: number, max: number, digits = 12) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(new RegExp(`^[0-9]{1,${digits}}$`))
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}
