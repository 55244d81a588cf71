import { z } from 'zod';

import { type FieldIssue, type IssueData, isRuleCode, issueMessage, type RuleCode } from './messages.js';

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

/** A required single-line text: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), rule('control_characters'));
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
    .refine((value) => !forbidden.test(value), rule('control_characters'))
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
  return { ...data, message: issueMessage(data) };
}

/** The same without the Italian sentence: what a client needs to write its own. */
export function toIssueData(issue: z.core.$ZodIssue): IssueData {
  const data: IssueData = { path: issue.path.join('.'), code: issue.code ?? 'custom' };
  const ruleCode = issue.code === 'custom' && isRuleCode(issue.params?.code) ? issue.params.code : issue.message;
  if (isRuleCode(ruleCode)) data.params = { code: ruleCode };
  if (issue.code === 'custom' && typeof issue.params?.minimum === 'number') data.minimum = issue.params.minimum;
  if ('maximum' in issue) data.maximum = Number(issue.maximum);
  if ('minimum' in issue) data.minimum = Number(issue.minimum);
  if ('origin' in issue && typeof issue.origin === 'string') data.origin = issue.origin;
  if (issue.code === 'invalid_type') data.expected = issue.expected;
  if (issue.code === 'invalid_format') data.format = issue.format;
  return data;
}

/** An issue the server finds outside a schema (e.g. a NUL in any string of a body), under a rule's code. */
export function toIssue(path: string, code: RuleCode): FieldIssue {
  const data: IssueData = { path, code: 'custom', params: { code } };
  return { ...data, message: issueMessage(data) };
}

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map(toFieldIssue);
}
