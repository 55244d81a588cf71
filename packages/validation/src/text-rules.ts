// Text rules without zod: the schemas in common.ts build on them and the web app's public pages check
// with them in the browser, so both sides refuse the same characters and addresses.

/**
 * Control characters (C0, DEL, C1), the Unicode line and paragraph separators, the bidirectional
 * embeddings, overrides and isolates, and half of a UTF-16 surrogate pair: none belongs in a
 * one-line field. A line break in a name would start a forged line wherever it is written out one
 * entry per line (the downloaded access log); a bidi override makes a text read otherwise than it
 * is written (an address or a name shown backwards in the back office or a mail); SQLite's
 * length() stops at NUL, so a CHECK constraint would fail the write; and a lone surrogate has no
 * UTF-8 form, so it would be stored as something else than was sent.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\p{Cs}]/u;
/** In a multi-line text only the line feed, carriage return and tab are allowed among them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cs}]/u;
/**
 * An RFC 2047 encoded-word (`=?charset?B?…?=`) or anything shaped like one: mail readers decode it
 * wherever it appears in a header, so a name holding one would be read as other text (a line break
 * and a forged `Bcc:`) in the office mail's Subject and Reply-To. Names are refused with it.
 */
export const ENCODED_WORD = /=\?.*\?=/su;
/** NUL or a lone surrogate: what even a secret that is never stored (a password) may not hold. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
export const BROKEN_TEXT = /[\u0000\p{Cs}]/u;

/** An e-mail address as zod's `z.email()` accepts it by default (its "gmail-like" pattern). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
