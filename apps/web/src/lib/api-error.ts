import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { isTRPCClientError } from '@trpc/client';
import { createElement, type ReactNode } from 'react';
import { i18n as activeI18n, SOURCE_LOCALE } from './i18n';

/** One failing field as the server reports it: `path` is the API field name, e.g. 'price_per_day' or 'features.2'. */
export interface ApiIssue {
  path: string;
  message: string;
}

/** The short list of failures the server reports (apps/api/src/errors.ts), plus NETWORK when no answer came. */
export type ApiErrorCode =
  | 'INVALID_INPUT'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  | 'NETWORK';

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

  constructor(status: number, body: unknown) {
    const parsed = parseErrorBody(body);
    super(parsed.error ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = parsed.code;
    this.issues = parsed.issues;
    this.serverMessage = parsed.error;
  }
}

function parseErrorBody(body: unknown): { error?: string; code?: string; issues: ApiIssue[] } {
  if (typeof body !== 'object' || body === null) return { issues: [] };
  const record = body as Record<string, unknown>;
  return {
    error: typeof record.error === 'string' && record.error.trim() ? record.error : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    issues: parseIssues(record.issues),
  };
}

function parseIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, message } = item as Record<string, unknown>;
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

const TRPC_TO_APP_CODE: Record<string, ApiErrorCode> = {
  BAD_REQUEST: 'INVALID_INPUT',
  PARSE_ERROR: 'INVALID_INPUT',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'UNAVAILABLE',
};

const STATUS_TO_APP_CODE: Record<number, ApiErrorCode> = {
  0: 'NETWORK',
  400: 'INVALID_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

function isAppCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(CODE_MESSAGES, value);
}

/** What the web needs to know about any failed call, whatever the transport. */
export interface ApiErrorInfo {
  code: ApiErrorCode;
  status: number | undefined;
  /** The server's human message (Italian), when it sent one. */
  serverMessage: string | undefined;
  issues: ApiIssue[];
}

export function describeApiError(error: unknown): ApiErrorInfo {
  if (error instanceof HttpError) {
    const code = isAppCode(error.code) ? error.code : (STATUS_TO_APP_CODE[error.status] ?? 'INTERNAL');
    return { code, status: error.status, serverMessage: error.serverMessage, issues: error.issues };
  }
  if (isTRPCClientError(error)) {
    const data: unknown = error.data;
    if (typeof data !== 'object' || data === null) {
      // No error shape at all: the request did not reach the API (offline, server down, proxy page).
      return { code: 'NETWORK', status: undefined, serverMessage: undefined, issues: [] };
    }
    const { appCode, code, httpStatus, issues } = data as Record<string, unknown>;
    const resolved = isAppCode(appCode) ? appCode : (TRPC_TO_APP_CODE[String(code)] ?? 'INTERNAL');
    return {
      code: resolved,
      status: typeof httpStatus === 'number' ? httpStatus : undefined,
      serverMessage: error.message.trim() ? error.message : undefined,
      issues: parseIssues(issues),
    };
  }
  return { code: 'INTERNAL', status: undefined, serverMessage: undefined, issues: [] };
}

const CODE_MESSAGES: Record<ApiErrorCode, MessageDescriptor> = {
  INVALID_INPUT: msg`Alcuni dati non sono validi: controlla i campi evidenziati.`,
  UNAUTHORIZED: msg`La sessione è scaduta: accedi di nuovo.`,
  FORBIDDEN: msg`Non hai i permessi per questa operazione.`,
  NOT_FOUND: msg`L'elemento richiesto non esiste più.`,
  CONFLICT: msg`L'operazione è in conflitto con i dati esistenti.`,
  PAYLOAD_TOO_LARGE: msg`Il file è troppo grande.`,
  UNSUPPORTED_MEDIA_TYPE: msg`Formato del file non supportato.`,
  TOO_MANY_REQUESTS: msg`Troppi tentativi: attendi qualche istante e riprova.`,
  INTERNAL: msg`Errore del server: riprova più tardi.`,
  UNAVAILABLE: msg`Servizio momentaneamente non disponibile: riprova più tardi.`,
  NETWORK: msg`Impossibile contattare il server: controlla la connessione e riprova.`,
};

/**
 * A readable sentence about what went wrong. The server writes its messages in Italian, the source
 * language, and they are the most precise (e.g. which file is not an image): they are shown as they
 * are in Italian; any other language gets the translated message of the error code.
 */
export function apiErrorMessage(error: unknown, i18n: I18n): string {
  const info = describeApiError(error);
  if (info.serverMessage && info.code !== 'NETWORK' && info.code !== 'INTERNAL' && i18n.locale === SOURCE_LOCALE) {
    return info.serverMessage;
  }
  return i18n._(CODE_MESSAGES[info.code]);
}

/** True when the call failed because there is no (longer a) valid administrator session. */
export function isSessionError(error: unknown): boolean {
  return describeApiError(error).code === 'UNAUTHORIZED';
}

/**
 * The server's field issues as form errors. `fieldFor` maps an API path ('price_per_day', 'image3',
 * 'features.2') to the form field that shows it, or undefined to skip it; the first message per field wins.
 */
export function apiFieldErrors(
  error: unknown,
  fieldFor: (path: string) => string | undefined = (path) => path || undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of describeApiError(error).issues) {
    const field = fieldFor(issue.path);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

// ---- Toasts ---------------------------------------------------------------------------------------

/** Toasts replace one another (spec §9: at most one at once) instead of queueing behind the current one. */
function replaceToast(toast: Parameters<typeof notifications.show>[0]): void {
  notifications.clean();
  notifications.show({
    withBorder: true,
    closeButtonProps: { 'aria-label': activeI18n._(msg`Chiudi la notifica`) },
    // Mantine's dimmed grey is below 4.5:1 on the toast's surface: the description uses the body text colour.
    styles: { description: { color: 'var(--mantine-color-text)' } },
    ...toast,
  });
}

export function showSuccessToast(title: string, message: ReactNode): void {
  replaceToast({ title, message, color: 'teal' });
}

/**
 * An error toast: the spec's sentence, and under it what went wrong when the error says more
 * (a session that expired, a file that is not an image, a server that cannot be reached).
 */
export function showErrorToast(title: string, message: string, detail?: string): void {
  const body =
    detail && detail !== message
      ? createElement('span', null, message, createElement('br'), createElement('small', null, detail))
      : message;
  replaceToast({ title, message: body, color: 'red' });
}
