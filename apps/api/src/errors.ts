import {
  type AppErrorCode,
  ERROR_CODES,
  type FieldIssue,
  issueMessage,
  type MessageCode,
  type MessageParams,
  type RuleCode,
  sentence,
} from '@nbt/validation';

export type { AppErrorCode, MessageCode, MessageParams };
export { ERROR_CODES };
export { MESSAGE_CODES, messageText } from '@nbt/validation';

interface AppErrorOptions {
  issues?: FieldIssue[];
  retryAfter?: number;
  cause?: unknown;
}

export class AppError extends Error {
  /** The transport code: what kind of failure, hence the HTTP status and tRPC code. */
  readonly code: AppErrorCode;
  /** Which failure exactly, for a client that tells cases apart (VEHICLE_NOT_FOUND, USERNAME_TAKEN). */
  readonly messageCode: MessageCode;
  /** What the message is written from (e.g. `retryAfter` in seconds). */
  readonly params: MessageParams | undefined;
  readonly issues: FieldIssue[] | undefined;
  /** Seconds a client should wait before trying again (429, and 503 when the disk refused a write). */
  readonly retryAfter: number | undefined;

  constructor(
    code: AppErrorCode,
    messageCode: MessageCode,
    options: AppErrorOptions & { params?: MessageParams } = {},
  ) {
    super(sentence(messageCode, options.params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageCode = messageCode;
    this.params = options.params;
    this.issues = options.issues;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

/**
 * The JSON body of every non-OK REST answer: a readable message, the transport code, the message
 * code and its parameters, and the failing fields (each with its codes and parameters too).
 */
export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  messageCode: MessageCode;
  params?: MessageParams;
  issues?: FieldIssue[];
}

export function errorBody(error: AppError): ErrorBody {
  // Every INVALID_INPUT answer lists what was wrong, even when no one field is to blame (e.g. malformed JSON).
  const issues =
    error.issues ??
    (error.code === 'INVALID_INPUT' ? [{ path: '', code: 'custom', message: error.message }] : undefined);
  return {
    error: error.message,
    code: error.code,
    messageCode: error.messageCode,
    ...(error.params ? { params: error.params } : {}),
    ...(issues ? { issues } : {}),
  };
}

/** A 400 naming one field and the rule it breaks, for a rule only the database can check. */
export function invalidField(path: string, rule: RuleCode, limits: { maximum?: number } = {}): AppError {
  const issue = { path, code: 'custom', params: { code: rule }, ...limits };
  return new AppError('INVALID_INPUT', 'INVALID_INPUT', { issues: [{ ...issue, message: issueMessage(issue) }] });
}

/** A value the field takes in general but not here (a choice this vehicle does not offer): 400 naming it. */
export function notAllowedHere(path: string): AppError {
  const issue = { path, code: 'invalid_value' };
  return new AppError('INVALID_INPUT', 'INVALID_INPUT', { issues: [{ ...issue, message: issueMessage(issue) }] });
}

export const notFound = (messageCode: MessageCode = 'NOT_FOUND') => new AppError('NOT_FOUND', messageCode);
export const forbidden = (messageCode: MessageCode = 'ACCESS_DENIED') => new AppError('FORBIDDEN', messageCode);

/** Seconds a client is asked to wait after the storage refused a write: someone has to free space first. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/** Seconds a client is asked to wait when the database did not answer: a restart or a fail-over takes seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLite's (and the file system's) codes for a write the storage refused, with what the admin is
 * told. The IOERR ones are those a failing write, sync or file growth produces (ENOSPC on a write
 * is SQLITE_FULL already); read errors and corruption are not the disk being full and stay 500s.
 */
const STORAGE_FAILURES: Record<string, MessageCode> = {
  SQLITE_FULL: 'STORAGE_FULL',
  ENOSPC: 'STORAGE_FULL',
  EDQUOT: 'STORAGE_FULL',
  EROFS: 'STORAGE_READ_ONLY',
  SQLITE_IOERR_WRITE: 'STORAGE_WRITE_FAILED',
  SQLITE_IOERR_FSYNC: 'STORAGE_WRITE_FAILED',
  SQLITE_IOERR_DIR_FSYNC: 'STORAGE_WRITE_FAILED',
  SQLITE_IOERR_TRUNCATE: 'STORAGE_WRITE_FAILED',
  SQLITE_IOERR_SHMSIZE: 'STORAGE_WRITE_FAILED',
  // PostgreSQL's SQLSTATEs: disk_full, insufficient_resources, read_only_sql_transaction (a standby,
  // or a database set read-only), io_error.
  '53100': 'STORAGE_FULL',
  '53000': 'STORAGE_FULL',
  '25006': 'STORAGE_READ_ONLY',
  '58030': 'STORAGE_WRITE_FAILED',
};

/**
 * A database that does not answer for now: the server is down, restarting or refusing connections
 * (the sockets' codes and PostgreSQL's connection_exception class 08, admin_shutdown,
 * crash_shutdown, cannot_connect_now, too_many_connections), a statement or lock wait cancelled by
 * the statement timeout, a transaction that lost a race, or SQLite's write lock held past the busy
 * timeout. Trying again shortly is the cure.
 */
const TEMPORARY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  '55P03',
  '40001',
  '40P01',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
]);

/** node-postgres reports a lost or timed-out connection by message alone, without a code. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended)/;

interface Refusal {
  message: MessageCode;
  retryAfter: number;
}

function refusalOf(code: unknown, message: unknown): Refusal | undefined {
  if (typeof code === 'string') {
    // SQLITE_READONLY and its variants (_RECOVERY, _CANTLOCK, _ROLLBACK, _DBMOVED, _CANTINIT, _DIRECTORY).
    if (code.startsWith('SQLITE_READONLY'))
      return { message: 'STORAGE_READ_ONLY', retryAfter: STORAGE_RETRY_AFTER_SECONDS };
    if (Object.hasOwn(STORAGE_FAILURES, code)) {
      return { message: STORAGE_FAILURES[code]!, retryAfter: STORAGE_RETRY_AFTER_SECONDS };
    }
    if (TEMPORARY_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return { message: 'TEMPORARILY_UNAVAILABLE', retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS };
    }
  }
  if (code === undefined && typeof message === 'string' && LOST_CONNECTION.test(message)) {
    return { message: 'TEMPORARILY_UNAVAILABLE', retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS };
  }
  return undefined;
}

/**
 * A write the storage refused (a full disk, a read-only file or mount, a failing disk), or a
 * database that does not answer for now, as a 503 with Retry-After the admin can act on or wait
 * out, instead of a 500; undefined for any other failure. Looks through `cause`s, since a failure
 * may come wrapped.
 */
export function storageFailure(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    const refusal = refusalOf(code, message);
    if (refusal) return new AppError('UNAVAILABLE', refusal.message, { retryAfter: refusal.retryAfter, cause: error });
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
