// Text rules without zod: the schemas in common.ts build on them and the web app's public pages check
// with them in the browser, so both sides refuse the same characters and addresses.

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

/** An e-mail address as zod's `z.email()` accepts it by default (its "gmail-like" pattern). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
