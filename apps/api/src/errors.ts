import type { FieldIssue } from '@nbt/validation';

/**
 * The short list of failures a service may report. One table maps each to its HTTP status and
 * tRPC code, so both transports answer the same thing for the same problem.
 */
export const ERROR_CODES = {
  INVALID_INPUT: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
} as const;

export type AppErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Seconds a client should wait before trying again (429, and 503 when the disk refused a write). */
  readonly retryAfter: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { issues?: FieldIssue[]; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

/** The JSON body of every non-OK REST answer: a readable message, a code, and the failing fields. */
export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  issues?: FieldIssue[];
}

export function errorBody(error: AppError): ErrorBody {
  // Every INVALID_INPUT answer lists what was wrong, even when no one field is to blame (e.g. malformed JSON).
  const issues = error.issues ?? (error.code === 'INVALID_INPUT' ? [{ path: '', message: error.message }] : undefined);
  return { error: error.message, code: error.code, ...(issues ? { issues } : {}) };
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** Seconds a client is asked to wait after the storage refused a write: someone has to free space first. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

export const STORAGE_FULL_MESSAGE = 'Spazio su disco esaurito: la modifica non è stata salvata';
export const STORAGE_READ_ONLY_MESSAGE = 'Disco o database in sola lettura: la modifica non è stata salvata';
export const STORAGE_WRITE_FAILED_MESSAGE = 'Errore di scrittura su disco: la modifica non è stata salvata';
/** A read of personal data the access log could not record (the storage refused): not served. */
export const READ_NOT_RECORDED_MESSAGE =
  'Impossibile registrare la consultazione nel registro accessi (disco pieno o in sola lettura): riprova più tardi';

/**
 * SQLite's (and the file system's) codes for a write the storage refused, with what the admin is
 * told. The IOERR ones are those a failing write, sync or file growth produces (ENOSPC on a write
 * is SQLITE_FULL already); read errors and corruption are not the disk being full and stay 500s.
 */
const STORAGE_FAILURES: Record<string, string> = {
  SQLITE_FULL: STORAGE_FULL_MESSAGE,
  ENOSPC: STORAGE_FULL_MESSAGE,
  EDQUOT: STORAGE_FULL_MESSAGE,
  EROFS: STORAGE_READ_ONLY_MESSAGE,
  SQLITE_IOERR_WRITE: STORAGE_WRITE_FAILED_MESSAGE,
  SQLITE_IOERR_FSYNC: STORAGE_WRITE_FAILED_MESSAGE,
  SQLITE_IOERR_DIR_FSYNC: STORAGE_WRITE_FAILED_MESSAGE,
  SQLITE_IOERR_TRUNCATE: STORAGE_WRITE_FAILED_MESSAGE,
  SQLITE_IOERR_SHMSIZE: STORAGE_WRITE_FAILED_MESSAGE,
  // PostgreSQL's SQLSTATEs: disk_full, insufficient_resources, read_only_sql_transaction (a standby,
  // or a database set read-only), io_error.
  '53100': STORAGE_FULL_MESSAGE,
  '53000': STORAGE_FULL_MESSAGE,
  '25006': STORAGE_READ_ONLY_MESSAGE,
  '58030': STORAGE_WRITE_FAILED_MESSAGE,
};

function storageMessage(code: string): string | undefined {
  // SQLITE_READONLY and its variants (_RECOVERY, _CANTLOCK, _ROLLBACK, _DBMOVED, _CANTINIT, _DIRECTORY).
  if (code.startsWith('SQLITE_READONLY')) return STORAGE_READ_ONLY_MESSAGE;
  return Object.hasOwn(STORAGE_FAILURES, code) ? STORAGE_FAILURES[code] : undefined;
}

/**
 * A write the storage refused (a full disk, a read-only file or mount, a failing disk) as a 503 the
 * admin can act on, with Retry-After, instead of a 500; undefined for any other failure. Looks
 * through `cause`s, since a failure may come wrapped.
 */
export function storageFailure(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    const message = typeof code === 'string' ? storageMessage(code) : undefined;
    if (message) return new AppError('UNAVAILABLE', message, { retryAfter: STORAGE_RETRY_AFTER_SECONDS, cause: error });
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
