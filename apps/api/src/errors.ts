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

/** What a message is written from: a number or a word the sentence names. */
export type MessageParams = Record<string, string | number>;

const minutes = (seconds: number) => Math.ceil(seconds / 60);

/**
 * Every sentence the API answers with, by message code: the one place they are written. The code
 * and its parameters go out with the sentence, so the web app shows its own translation of them.
 */
const MESSAGES = {
  INVALID_INPUT: 'Dati non validi',
  BAD_REQUEST: 'Richiesta non valida',
  INVALID_JSON: 'JSON non valido',
  EMPTY_BODY: 'Corpo della richiesta mancante',
  INVALID_CONTENT_LENGTH: 'Lunghezza del contenuto non valida',
  INVALID_ADDRESS: 'Indirizzo non valido',
  REQUEST_TOO_LARGE: 'Richiesta troppo grande',
  UNSUPPORTED_CONTENT_TYPE: 'Tipo di contenuto non supportato',
  MULTIPART_EXPECTED: 'Richiesta multipart attesa',
  TOO_MANY_PARTS: 'Troppe parti nella richiesta',
  TOO_MANY_FIELDS: 'Troppi campi nella richiesta',
  CROSS_SITE: "Richiesta da un'origine non consentita",
  CREDENTIAL_BATCH: 'Una sola operazione sulle credenziali per richiesta',
  NOT_FOUND: 'Risorsa non trovata',
  INTERNAL: 'Errore interno del server',
  NOT_AUTHENTICATED: 'Non autenticato',
  AUTHENTICATION_REQUIRED: 'Autenticazione richiesta',
  ACCESS_DENIED: 'Accesso negato',
  LOGIN_FAILED: 'Username o password non validi',
  TOO_MANY_REQUESTS: ({ retryAfter }: { retryAfter: number }) =>
    `Troppi tentativi. Riprova tra ${minutes(retryAfter)} ${minutes(retryAfter) === 1 ? 'minuto' : 'minuti'}.`,
  PASSWORD_BUSY: 'Server occupato: riprova tra qualche secondo',
  USERNAME_TAKEN: 'Username già in uso',
  USER_NOT_FOUND: 'Utente non trovato',
  MAIN_ADMIN_DELETE: "L'amministratore principale non può essere eliminato",
  SELF_DELETE: 'Non puoi eliminare il tuo stesso utente',
  MAIN_ADMIN_EDIT: "Solo l'amministratore principale può modificare il proprio nome utente o la propria password",
  ACCESS_LOG_DENIED: "Solo l'utente admin può visualizzare i log di accesso",
  VEHICLE_NOT_FOUND: 'Veicolo non trovato',
  OFFICE_NOT_FOUND: 'Sede non trovata',
  CONTACT_NOT_FOUND: 'Richiesta non trovata',
  MAIL_OFF: 'Le notifiche e-mail sono disattivate: il server non ha un server di posta (SMTP_URL)',
  NO_IMAGES: 'Nessuna immagine ricevuta',
  TOO_MANY_IMAGES: ({ maximum }: { maximum: number }) => `Massimo ${maximum} immagini per volta`,
  IMAGES_FIELD: "Le immagini vanno inviate nel campo 'images'",
  FILE_TOO_LARGE: 'File troppo grande',
  NOT_AN_IMAGE: 'Il file non è un\u2019immagine valida (JPEG, PNG, WebP, GIF o AVIF)',
  IMAGE_TOO_LARGE: ({ maxSide, megapixels }: { maxSide: number; megapixels: number }) =>
    `Immagine troppo grande: al massimo ${maxSide.toLocaleString('it-IT')} pixel per lato e ${megapixels} megapixel. Riducila e riprova.`,
  IMAGES_NOT_STORED: 'Impossibile salvare le immagini: spazio di archiviazione non disponibile',
  BACKUP_NO_PG_DUMP:
    'Backup non disponibile: il database è su PostgreSQL e su questo server manca pg_dump. ' +
    'Installare gli strumenti client di PostgreSQL oppure fare il backup dal server del database (vedi docs/operations.md)',
  BACKUP_FAILED: 'Impossibile preparare il backup: riprova tra poco',
  STORAGE_FULL: 'Spazio su disco esaurito: la modifica non è stata salvata',
  STORAGE_READ_ONLY: 'Disco o database in sola lettura: la modifica non è stata salvata',
  STORAGE_WRITE_FAILED: 'Errore di scrittura su disco: la modifica non è stata salvata',
  /** A read of personal data the access log could not record (the storage refused): not served. */
  READ_NOT_RECORDED:
    'Impossibile registrare la consultazione nel registro accessi (disco pieno o in sola lettura): riprova più tardi',
} satisfies Record<string, string | ((params: never) => string)>;

export type MessageCode = keyof typeof MESSAGES;

/** Every message code, for the API's documentation. */
export const MESSAGE_CODES = Object.keys(MESSAGES) as [MessageCode, ...MessageCode[]];

/** The parameters a message code needs: none for a plain sentence. */
type ParamsOf<C extends MessageCode> = (typeof MESSAGES)[C] extends (params: infer P) => string ? P : undefined;

/** The Italian sentence of a message code with its parameters. */
export function messageText<C extends MessageCode>(
  code: C,
  ...[params]: ParamsOf<C> extends undefined ? [] : [ParamsOf<C>]
): string {
  const entry: string | ((params: never) => string) = MESSAGES[code];
  return typeof entry === 'string' ? entry : entry(params as never);
}

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
    const entry: string | ((params: never) => string) = MESSAGES[messageCode];
    super(typeof entry === 'string' ? entry : entry(options.params as never), { cause: options.cause });
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

export const notFound = (messageCode: MessageCode = 'NOT_FOUND') => new AppError('NOT_FOUND', messageCode);
export const forbidden = (messageCode: MessageCode = 'ACCESS_DENIED') => new AppError('FORBIDDEN', messageCode);

/** Seconds a client is asked to wait after the storage refused a write: someone has to free space first. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

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

function storageMessage(code: string): MessageCode | undefined {
  // SQLITE_READONLY and its variants (_RECOVERY, _CANTLOCK, _ROLLBACK, _DBMOVED, _CANTINIT, _DIRECTORY).
  if (code.startsWith('SQLITE_READONLY')) return 'STORAGE_READ_ONLY';
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
