import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationData } from '@mantine/notifications';
import { isTRPCClientError } from '@trpc/client';
import type { MessageCode, MessageParams } from '@nbt/api';
import { type AppErrorCode, ERROR_CODES, type FieldIssue, type IssueData, isRuleCode } from '@nbt/validation/rules';
import { createElement, type ReactNode } from 'react';
import { isFailureKind, issueMessage, kindMessage, serverMessage } from './error-messages';
import { i18n as activeI18n, SOURCE_LOCALE } from './i18n';
import { loadToasts } from './toast';

/**
 * One failing field as the server reports it: `path` is the API field name, e.g. 'price_per_day'
 * or 'features.2'; `code` and its parameters say what failed, `message` says it in Italian.
 */
export type ApiIssue = Omit<FieldIssue, 'code'> & { code?: string };

/** The short list of failures the server reports, plus NETWORK when no answer came. */
export type ApiErrorCode = AppErrorCode | 'NETWORK';

/**
 * A failed REST call (the upload, downloads): the status and the JSON error body the server sends
 * (`{ error, code, issues }`). Status 0 means the request never got an answer.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: ApiIssue[];
  /** The server's own message, when its body had one. */
  readonly serverMessage: string | undefined;
  /** Which failure exactly, and what its message is written from. */
  readonly messageCode: MessageCode | undefined;
  readonly params: MessageParams | undefined;

  constructor(status: number, body: unknown) {
    const parsed = parseErrorBody(body);
    super(parsed.error ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = parsed.code;
    this.issues = parsed.issues;
    this.serverMessage = parsed.error;
    this.messageCode = parsed.messageCode;
    this.params = parsed.params;
  }
}

interface ParsedBody {
  error?: string;
  code?: string;
  messageCode?: MessageCode;
  params?: MessageParams;
  issues: ApiIssue[];
}

function parseErrorBody(body: unknown): ParsedBody {
  if (typeof body !== 'object' || body === null) return { issues: [] };
  const record = body as Record<string, unknown>;
  return {
    error: typeof record.error === 'string' && record.error.trim() ? record.error : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    messageCode: parseMessageCode(record.messageCode),
    params: parseParams(record.params),
    issues: parseIssues(record.issues),
  };
}

/** A message code as sent; the web maps the ones it knows and ignores the rest, so any string passes. */
function parseMessageCode(value: unknown): MessageCode | undefined {
  return typeof value === 'string' ? (value as MessageCode) : undefined;
}

function parseParams(value: unknown): MessageParams | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function parseIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const { path, message } = record;
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    const issue: ApiIssue = { path, message };
    const fields = {
      code: text(record.code),
      maximum: number(record.maximum),
      minimum: number(record.minimum),
      origin: text(record.origin),
      expected: text(record.expected),
      format: text(record.format),
    };
    for (const [key, field] of Object.entries(fields)) if (field !== undefined) Object.assign(issue, { [key]: field });
    const rule = (record.params as { code?: unknown } | undefined)?.code;
    if (isRuleCode(rule)) issue.params = { code: rule };
    return [issue];
  });
}

const KNOWN_CODES = Object.entries(ERROR_CODES) as [AppErrorCode, (typeof ERROR_CODES)[AppErrorCode]][];

/** The failure a tRPC code stands for, read back from the server's own table (a parse error is bad input too). */
const TRPC_TO_APP_CODE: Record<string, ApiErrorCode> = {
  PARSE_ERROR: 'INVALID_INPUT',
  ...Object.fromEntries(KNOWN_CODES.map(([code, { trpc }]) => [trpc, code])),
};

/** The same for an HTTP status; 0 is a request that never got an answer. */
const STATUS_TO_APP_CODE: Record<number, ApiErrorCode> = {
  0: 'NETWORK',
  ...Object.fromEntries(KNOWN_CODES.map(([code, { status }]) => [status, code])),
};

function isAppCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && isFailureKind(value);
}

/** What the web needs to know about any failed call, whatever the transport. */
export interface ApiErrorInfo {
  code: ApiErrorCode;
  status: number | undefined;
  /** The server's human message (Italian), when it sent one. */
  serverMessage: string | undefined;
  /** Which failure exactly (e.g. USERNAME_TAKEN), with what its message is written from. */
  messageCode: MessageCode | undefined;
  params: MessageParams | undefined;
  issues: ApiIssue[];
}

const NO_DETAIL = { serverMessage: undefined, messageCode: undefined, params: undefined, issues: [] };

export function describeApiError(error: unknown): ApiErrorInfo {
  if (error instanceof HttpError) {
    const code = isAppCode(error.code) ? error.code : (STATUS_TO_APP_CODE[error.status] ?? 'INTERNAL');
    return {
      code,
      status: error.status,
      serverMessage: error.serverMessage,
      messageCode: error.messageCode,
      params: error.params,
      issues: error.issues,
    };
  }
  if (isTRPCClientError(error)) {
    const data: unknown = error.data;
    if (typeof data !== 'object' || data === null) {
      // No error shape at all: the request did not reach the API (offline, server down, proxy page).
      return { code: 'NETWORK', status: undefined, ...NO_DETAIL };
    }
    const { appCode, code, httpStatus, issues, messageCode, params } = data as Record<string, unknown>;
    const resolved = isAppCode(appCode) ? appCode : (TRPC_TO_APP_CODE[String(code)] ?? 'INTERNAL');
    return {
      code: resolved,
      status: typeof httpStatus === 'number' ? httpStatus : undefined,
      serverMessage: error.message.trim() ? error.message : undefined,
      messageCode: parseMessageCode(messageCode),
      params: parseParams(params),
      issues: parseIssues(issues),
    };
  }
  return { code: 'INTERNAL', status: undefined, ...NO_DETAIL };
}

/**
 * A readable sentence about what went wrong: the web's own words for the failures it tells apart
 * (a username already taken, too many attempts), else the server's Italian sentence in Italian,
 * else the translated message of the transport code.
 */
export function apiErrorMessage(error: unknown, i18n: I18n): string {
  const info = describeApiError(error);
  const known = serverMessage(info.messageCode, info.params, i18n);
  if (known) return known;
  if (info.serverMessage && info.code !== 'NETWORK' && info.code !== 'INTERNAL' && i18n.locale === SOURCE_LOCALE) {
    return info.serverMessage;
  }
  return kindMessage(info.code, i18n);
}

/** True when the call failed because there is no (longer a) valid administrator session. */
export function isSessionError(error: unknown): boolean {
  return describeApiError(error).code === 'UNAUTHORIZED';
}

/**
 * The server's field issues as form errors in the active language, written from each issue's code
 * and parameters. `fieldFor` maps an API path ('price_per_day', 'image3', 'features.2') to the form
 * field that shows it, or undefined to skip it; the first message per field wins.
 */
export function apiFieldErrors(
  error: unknown,
  i18n: I18n,
  fieldFor: (path: string) => string | undefined = (path) => path || undefined,
): Record<string, string> {
  const info = describeApiError(error);
  const errors: Record<string, string> = {};
  for (const issue of info.issues) {
    const field = fieldFor(issue.path);
    if (field && !(field in errors)) errors[field] = issueText(issue, info, i18n);
  }
  return errors;
}

/**
 * An issue from a server too old to send codes keeps its own sentence. One that names no rule
 * (a 'custom' issue without parameters, e.g. a time outside the office's hours) says what the
 * failure's message code says, else in Italian the server's own sentence.
 */
function issueText(issue: ApiIssue, info: ApiErrorInfo, i18n: I18n): string {
  if (!issue.code) return issue.message;
  const unnamed = issue.code === 'custom' && !issue.params;
  const own = unnamed && serverMessage(info.messageCode, info.params, i18n);
  if (own) return own;
  return unnamed && i18n.locale === SOURCE_LOCALE ? issue.message : issueMessage(issue as IssueData, i18n);
}

// ---- Toasts ---------------------------------------------------------------------------------------

/**
 * Toasts replace one another (at most one is shown at once) instead of queueing behind the current
 * one. Their code loads with the first (the public contact form reads this module's errors).
 */
function replaceToast(toast: NotificationData): void {
  const label = activeI18n._(msg`Chiudi la notifica`);
  void loadToasts().then(({ notifications }) => {
    notifications.clean();
    notifications.show({
      withBorder: true,
      closeButtonProps: { 'aria-label': label },
      // Mantine's dimmed grey is below 4.5:1 on the toast's surface: the description uses the body text colour.
      styles: { description: { color: 'var(--mantine-color-text)' } },
      ...toast,
    });
  });
}

export function showSuccessToast(title: string, message: ReactNode): void {
  replaceToast({ title, message, color: 'teal' });
}

/** Done, but with something the admin has to act on: it stays until closed. */
export function showWarningToast(title: string, message: ReactNode): void {
  replaceToast({ title, message, color: 'orange', autoClose: false });
}

/**
 * An error toast: the action's own sentence, and under it what went wrong when the error says more
 * (a session that expired, a file that is not an image, a server that cannot be reached).
 */
export function showErrorToast(title: string, message: string, detail?: string): void {
  const body =
    detail && detail !== message
      ? createElement('span', null, message, createElement('br'), createElement('small', null, detail))
      : message;
  replaceToast({ title, message: body, color: 'red' });
}
