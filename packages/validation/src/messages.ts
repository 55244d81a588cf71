// What a failed check says, as data: zod's issue code and parameters, plus the rule's own code where
// the same zod code means different things (a phone number and a username both fail a pattern).
// The Italian sentences below are the API's, every one of them (a request's failures too); the web
// app writes its own from the same codes.
// Nothing here runs zod (its types only), so the browser can read issues without downloading it.
import type { z } from 'zod';

/** The rules whose failure zod's code and parameters alone do not tell apart. */
export const RULE_CODES = [
  'control_characters',
  'encoded_word',
  'invalid_email',
  'invalid_phone',
  'choose_service',
  'invalid_page',
  'invalid_id',
  'invalid_image_url',
  'invalid_feature',
  'invalid_features',
  'too_many_features',
  'invalid_year',
  'rental_price_required',
  'sale_price_required',
  'username_required',
  'username_format',
  'password_required',
  'new_password_required',
  'password_too_short',
  'passwords_differ',
  'invalid_date',
  'dates_together',
  'date_in_past',
  'date_too_far',
  'return_before_pickup',
  'return_not_after_pickup',
  'invalid_time',
  'times_need_dates',
  'rental_too_long',
  'dates_need_vehicle',
  'vehicle_not_rentable',
  'invalid_office',
  'invalid_plate',
  'invalid_vin',
  'bulk_selection',
  'bulk_too_many',
  'price_range',
  'period_order',
  'unknown_language',
  'extra_km_needs_km',
  'sale_in_future',
  'option_expiry_required',
  'invalid_kilometers',
  'kilometers_required',
  'kilometers_not_expected',
  'trade_in_not_for_sale',
  'first_registration_range',
  'tier_not_cheaper',
  'tier_days_order',
  'tiers_need_rental',
  'details_other_service',
  'workshop_closed',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

export function isRuleCode(value: unknown): value is RuleCode {
  return typeof value === 'string' && (RULE_CODES as readonly string[]).includes(value);
}

/**
 * One failing field as both transports report it: the API field name (`features.2`), zod's issue
 * code with the parameters a message needs, the rule's code when one applies, and the readable
 * Italian sentence the REST answer has always carried.
 */
export interface FieldIssue {
  path: string;
  /** zod's issue code ('too_big', 'invalid_format', 'custom', ...). */
  code: string;
  message: string;
  maximum?: number;
  minimum?: number;
  /** What was measured: 'string', 'number', 'array'. */
  origin?: string;
  /** The expected type of an `invalid_type` issue ('string', 'number', 'int', ...). */
  expected?: string;
  /** The failed format of an `invalid_format` issue ('email', 'regex'). */
  format?: string;
  params?: { code: RuleCode };
}

/** A field issue before its sentence is written. */
export type IssueData = Omit<FieldIssue, 'message'>;

/** What a message is written from: a number or a word the sentence names. */
export type MessageParams = Record<string, string | number>;

const minutes = (seconds: number) => Math.ceil(seconds / 60);
/** `2026-03-29` as Italians write it: 29/03/2026. */
const italianDate = (date: string) => date.split('-').reverse().join('/');
/** A booking's state as the office says it, in a sentence. */
const STATE_NAMES: Record<string, string> = {
  option: "un'opzione",
  confirmed: 'confermata',
  out: 'in corso',
  returned: 'riconsegnata',
  cancelled: 'annullata',
  no_show: 'segnata come cliente non presentato',
};
const stateName = (state: string) => STATE_NAMES[state] ?? state;
/** A state as the name of a move. */
const MOVE_NAMES: Record<string, string> = {
  option: 'opzione',
  confirmed: 'confermata',
  out: 'ritirata',
  returned: 'riconsegnata',
  cancelled: 'annullata',
  no_show: 'cliente non presentato',
};
const kilometres = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

/**
 * Every Italian sentence the API answers with, by code: the one place they are written. The
 * failures of a request (UPPER_CASE, an error's `messageCode`) come first, then the rules of one
 * field (lower_case, an issue's `params.code`). The code and its parameters go out with the
 * sentence, so the web app shows its own translation of them.
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
  MULTIPART_BOUNDARY: 'Richiesta multipart non valida: manca il separatore delle parti (boundary)',
  MULTIPART_INCOMPLETE: 'Richiesta multipart incompleta: il caricamento si è interrotto, riprova',
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
  RESERVATION_NOT_FOUND: 'Prenotazione non trovata',
  RESERVATION_OVERLAP: ({ from, to }: { from: string; to: string }) =>
    `Il veicolo è già prenotato dal ${italianDate(from)} al ${italianDate(to)}`,
  OFFICE_CLOSED: ({ field, day }: { field: string; day: string }) =>
    `${field === 'returnTime' ? 'Riconsegna' : 'Ritiro'} non possibile: la sede è chiusa ${day}`,
  OUTSIDE_OPENING_HOURS: ({ field, day, hours }: { field: string; day: string; hours: string }) =>
    `${field === 'returnTime' ? 'Riconsegna' : 'Ritiro'} possibile solo negli orari della sede: ${day} ${hours}`,
  REQUEST_WITHOUT_DATES: 'La richiesta non indica un veicolo e le date del noleggio',
  RENTAL_OPTION_NOT_FOUND: 'Opzione non trovata',
  OPTION_UNAVAILABLE: 'Opzione non disponibile: non è nel listino',
  OPTION_OTHER_CATEGORY: 'Opzione non prevista per questo tipo di veicolo',
  OPTION_TOO_MANY: ({ maximum }: { maximum: number }) =>
    `Quantità non valida: al massimo ${maximum} per questa opzione`,
  OPTION_REPEATED: 'Opzione indicata due volte: indicarla una volta sola con la quantità',
  OPTIONS_NEED_DATES: 'Le opzioni e la sede di riconsegna si indicano con le date del noleggio',
  ONE_WAY_NOT_OFFERED: 'Questa sede non accetta la riconsegna di veicoli ritirati in un’altra sede',
  RESERVATION_SALE_ONLY: 'Veicolo non prenotabile: è in vendita, non a noleggio',
  RESERVATION_VEHICLE_SOLD: 'Veicolo non prenotabile: è stato venduto',
  RESERVATION_VEHICLE_UNAVAILABLE: 'Veicolo non prenotabile: è segnato come non disponibile',
  CALENDAR_FEED_NOT_FOUND: 'Nessun indirizzo del calendario da revocare',
  RESERVATION_MOVE_REFUSED: ({ from, to }: { from: string; to: string }) =>
    `La prenotazione è ${stateName(from)}: non può passare a «${MOVE_NAMES[to] ?? to}»`,
  KILOMETERS_BELOW_OUT: ({ kilometersOut }: { kilometersOut: number }) =>
    `I chilometri al rientro non possono essere meno di quelli all'uscita (${kilometres.format(kilometersOut)} km)`,
  CALENDAR_FEED_OTHERS: "Solo l'amministratore principale può revocare l'indirizzo del calendario di un altro utente",
  MAIL_OFF: 'Le notifiche e-mail sono disattivate: il server non ha un server di posta (SMTP_URL)',
  REPLY_MAIL_OFF:
    'Risposta non inviata: il server non ha un server di posta (SMTP_URL). Rispondi dalla tua casella di posta',
  REPLY_LIMIT_REQUEST: ({ maximum }: { maximum: number }) =>
    `Limite raggiunto: al massimo ${maximum} risposte per richiesta in 24 ore`,
  REPLY_LIMIT_HOUR: ({ maximum }: { maximum: number }) =>
    `Limite raggiunto: il sito invia al massimo ${maximum} risposte all'ora, da tutti gli amministratori. Riprova più tardi`,
  OFFICE_MAIL_LIMIT: ({ maximum }: { maximum: number }) =>
    `Limite raggiunto: il sito invia al massimo ${maximum} e-mail all'ora ai clienti (risposte e conferme di prenotazione). Riprova più tardi`,
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
  /** The database did not answer (restarting, unreachable, busy): nothing was done. */
  TEMPORARILY_UNAVAILABLE: 'Servizio momentaneamente non disponibile: riprova tra qualche secondo',
  /** A read of personal data the access log could not record (the storage refused): not served. */
  READ_NOT_RECORDED:
    'Impossibile registrare la consultazione nel registro accessi (disco pieno o in sola lettura): riprova più tardi',
  /** The Excel import: the whole file, then one cell or row of it. */
  IMPORT_REFUSED: 'Importazione rifiutata: nessuna modifica salvata. Correggere le righe indicate e riprovare',
  IMPORT_FILE_FIELD: "Il file va inviato nel campo 'file'",
  NOT_A_WORKBOOK: 'Il file non è una cartella di lavoro Excel (.xlsx) leggibile',
  WORKBOOK_TOO_LARGE: ({ maximum }: { maximum: number }) =>
    `File troppo grande una volta decompresso (più di ${maximum} MB): non è un'esportazione del sito`,
  IMPORT_TOO_MANY_ROWS: ({ maximum }: { maximum: number }) =>
    `Al massimo ${maximum.toLocaleString('it-IT')} veicoli per importazione`,
  IMPORT_TOO_MANY_CELLS: ({ maximum }: { maximum: number }) =>
    `Foglio 'Veicoli' troppo grande: al massimo ${maximum.toLocaleString('it-IT')} celle`,
  IMPORT_TOO_MUCH_TEXT: ({ maximum }: { maximum: number }) =>
    `Troppo testo nel file: al massimo ${maximum.toLocaleString('it-IT')} caratteri in tutto`,
  WORKBOOK_INCONSISTENT:
    "File .xlsx danneggiato o manipolato: l'indice dell'archivio non corrisponde al contenuto. Salvarlo di nuovo dal programma e riprovare",
  IMPORT_TOO_COMPLEX: "Il file richiede troppa memoria o troppo tempo per essere letto: non è un'esportazione del sito",
  IMPORT_BUSY: ({ retryAfter }: { retryAfter: number }) =>
    `Un'altra importazione è in corso: riprovare tra ${retryAfter} secondi`,
  IMPORT_NO_SHEET: "Manca il foglio 'Veicoli'",
  IMPORT_ALREADY_APPLIED: 'Questo file è già stato importato: i veicoli nuovi sarebbero creati due volte',
  IMPORT_FORMULA: 'Formula non ammessa: scrivere il valore',
  IMPORT_CELL_ERROR: 'La cella contiene un errore di calcolo',
  IMPORT_NOT_NUMBER: 'Numero non valido: scrivere ad esempio 45000, 45.000 o 1.234,50',
  IMPORT_AMBIGUOUS_NUMBER: 'Numero ambiguo: per le migliaia usare il punto (52.900), per i decimali la virgola (52,90)',
  IMPORT_NOT_WHOLE: 'Numero intero atteso, senza decimali',
  IMPORT_NOT_ALLOWED: ({ allowed }: { allowed: string }) => `Valore non ammesso: scrivere uno tra ${allowed}`,
  IMPORT_NOT_TEXT: 'Testo atteso, non una data',
  IMPORT_EURO_CENTS: 'Importo non valido: al massimo due decimali',
  IMPORT_YES_NO: "Scrivere 'sì' o 'no'",
  IMPORT_TIERS: "Prezzi per durata non validi: scrivere ad esempio '7: 110,00; 14: 100,00' (giorni: € al giorno)",
  IMPORT_UNKNOWN_COLUMN: 'Colonna sconosciuta',
  IMPORT_MISSING_COLUMN: 'Colonna mancante',
  IMPORT_REPEATED_COLUMN: 'Colonna ripetuta',
  IMPORT_UNKNOWN_VEHICLE: 'Nessun veicolo con questo id',
  IMPORT_REPEATED_ID: ({ row }: { row: number }) => `Id già presente alla riga ${row}`,

  /** The zip of vehicle photos, as a whole (each file's own reasons are codes of the answer). */
  NOT_A_ZIP: 'Il file non è un archivio .zip leggibile',
  PHOTO_ZIP_TOO_LARGE: ({ maximum }: { maximum: number }) =>
    `Archivio troppo grande una volta decompresso: al massimo ${maximum.toLocaleString('it-IT')} MB`,
  PHOTO_ZIP_TOO_MANY_FILES: ({ maximum }: { maximum: number }) =>
    `Troppi file nell'archivio: al massimo ${maximum.toLocaleString('it-IT')}`,
  PHOTO_ZIP_UNSAFE_NAME: ({ name }: { name: string }) =>
    `Nome di file non ammesso nell'archivio (percorso assoluto o con '..'): ${name}`,

  control_characters: 'Testo non valido: contiene caratteri non ammessi',
  encoded_word: 'Testo non valido: le sequenze =? … ?= non sono ammesse nei nomi',
  invalid_email: 'Indirizzo email non valido',
  invalid_phone: 'Numero di telefono non valido',
  choose_service: 'Seleziona un servizio',
  invalid_page: 'Pagina non valida',
  invalid_id: 'Identificativo non valido',
  invalid_image_url: 'Indirizzo immagine non valido',
  invalid_feature: 'Caratteristica non valida',
  invalid_features: 'Elenco di caratteristiche non valido',
  too_many_features: ({ maximum }: { maximum: number }) => `Massimo ${maximum} caratteristiche`,
  invalid_year: 'Anno non valido',
  rental_price_required: 'Il prezzo di noleggio è obbligatorio',
  sale_price_required: 'Il prezzo di vendita è obbligatorio',
  username_required: 'Username obbligatorio',
  username_format: 'Username: solo lettere, numeri e . _ @ -',
  password_required: 'Password obbligatoria',
  new_password_required: 'La password è obbligatoria per i nuovi utenti',
  password_too_short: ({ minimum }: { minimum: number }) => `La password deve contenere almeno ${minimum} caratteri`,
  passwords_differ: 'Le password non coincidono',
  invalid_date: 'Data non valida (AAAA-MM-GG)',
  dates_together: 'Indica sia la data di ritiro sia quella di riconsegna',
  date_in_past: 'La data non può essere nel passato',
  date_too_far: ({ maximum }: { maximum: number }) => `La data può essere al massimo tra ${maximum} giorni`,
  return_before_pickup: 'La data di riconsegna non può precedere quella di ritiro',
  return_not_after_pickup:
    "Nello stesso giorno l'ora di riconsegna deve seguire quella di ritiro (10:00 se non indicata)",
  invalid_time: 'Ora non valida (HH:MM)',
  times_need_dates: "L'ora di ritiro e di riconsegna si indicano con le date",
  rental_too_long: ({ maximum }: { maximum: number }) => `Il noleggio può durare al massimo ${maximum} giorni`,
  dates_need_vehicle: 'Le date di noleggio si indicano per un veicolo',
  vehicle_not_rentable: 'Questo veicolo non si può noleggiare',
  option_expiry_required: "Indica fino a quando vale l'opzione",
  invalid_kilometers: 'Chilometri non validi: un numero intero da 0 a 9.999.999',
  kilometers_required: "Indica i chilometri del contachilometri all'uscita e al rientro",
  kilometers_not_expected: "I chilometri si indicano solo all'uscita e al rientro del veicolo",
  invalid_office: 'Sede non valida',
  invalid_plate: 'Targa non valida: solo lettere, numeri e trattini',
  invalid_vin: 'Telaio non valido: 17 caratteri, lettere (escluse I, O, Q) e numeri',
  bulk_selection: 'Indica i veicoli per id oppure per ricerca, non entrambi',
  bulk_too_many: ({ maximum }: { maximum: number }) => `Al massimo ${maximum} veicoli per modifica multipla`,
  price_range: 'Il prezzo massimo non può essere inferiore al minimo',
  period_order: 'La data finale non può precedere quella iniziale',
  unknown_language: 'Lingua non prevista per le traduzioni',
  extra_km_needs_km: 'Indica i chilometri inclusi al giorno per il prezzo del chilometro extra',
  sale_in_future: 'La data di vendita non può essere nel futuro',
  trade_in_not_for_sale: 'La permuta si propone solo per un veicolo in vendita',
  first_registration_range:
    "La prima immatricolazione non può essere dopo il mese in corso né prima dell'anno precedente all'anno del modello",
  tier_not_cheaper: ({ maximum }: { maximum: number }) =>
    `Fasce di prezzo (price_tiers): ogni fascia deve costare meno al giorno della precedente e del prezzo giornaliero, al massimo ${maximum} centesimi`,
  tier_days_order: ({ minimum }: { minimum: number }) =>
    `Fasce di prezzo (price_tiers): ogni fascia deve partire da più giorni della precedente, almeno da ${minimum}`,
  tiers_need_rental: 'Fasce di prezzo (price_tiers): solo un veicolo a noleggio ha prezzi per durata',
  details_other_service: 'Questi dettagli non sono del servizio scelto',
  workshop_closed: 'In questo giorno e fascia oraria la sede è chiusa: scegli un altro momento',
} satisfies Record<string, string | ((params: never) => string)>;

/** The failure of a whole request: what an error's `messageCode` names. */
export type MessageCode = Exclude<keyof typeof MESSAGES, RuleCode>;

/** Every failure's message code, for the API's documentation. */
export const MESSAGE_CODES = (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).filter(
  (code): code is MessageCode => !isRuleCode(code),
) as [MessageCode, ...MessageCode[]];

/** The parameters a code's sentence needs: none for a plain sentence. */
type ParamsOf<C extends keyof typeof MESSAGES> = (typeof MESSAGES)[C] extends (params: infer P) => string
  ? P
  : undefined;

/** The Italian sentence of a code with its parameters, checked at compile time. */
export function messageText<C extends keyof typeof MESSAGES>(
  code: C,
  ...[params]: ParamsOf<C> extends undefined ? [] : [ParamsOf<C>]
): string {
  return sentence(code, params as MessageParams | undefined);
}

/** The same for parameters known only at run time (an error's or an issue's). */
export function sentence(code: keyof typeof MESSAGES, params?: MessageParams): string {
  const entry: string | ((params: never) => string) = MESSAGES[code];
  return typeof entry === 'string' ? entry : entry((params ?? {}) as never);
}

/**
 * The Italian sentence of an issue: its rule's, from the table above, else one written from zod's
 * code and parameters. The web app translates the same codes with its own catalogs.
 */
export function issueMessage(issue: IssueData): string {
  const { maximum, minimum } = issue;
  if (issue.params) return sentence(issue.params.code, { minimum: minimum ?? 0, maximum: maximum ?? 0 });
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'number') return `Il valore massimo è ${maximum}`;
      if (issue.origin === 'array') return `Massimo ${maximum} elementi`;
      return `Massimo ${maximum} caratteri`;
    case 'too_small':
      if (issue.origin === 'number') return minimum === 0 ? 'Non può essere negativo' : `Il valore minimo è ${minimum}`;
      return 'Campo obbligatorio';
    case 'invalid_type':
      if (issue.expected === 'number') return 'Valore numerico non valido';
      if (issue.expected === 'int') return 'Deve essere un numero intero';
      if (issue.expected === 'string') return 'Campo obbligatorio';
      return 'Valore non valido';
    case 'invalid_format':
      return issue.format === 'email' ? 'Indirizzo email non valido' : 'Valore non valido';
    case 'invalid_value':
      return 'Valore non consentito';
    case 'unrecognized_keys':
      return 'Campo non previsto';
    default:
      return 'Valore non valido';
  }
}

/** zod's issue as data without the Italian sentence: what a client needs to write its own. */
export function toIssueData(issue: z.core.$ZodIssue): IssueData {
  const data: IssueData = { path: issue.path.join('.'), code: issue.code ?? 'custom' };
  const ruleCode = issue.code === 'custom' && isRuleCode(issue.params?.code) ? issue.params.code : issue.message;
  if (isRuleCode(ruleCode)) data.params = { code: ruleCode };
  if (issue.code === 'custom' && typeof issue.params?.minimum === 'number') data.minimum = issue.params.minimum;
  if (issue.code === 'custom' && typeof issue.params?.maximum === 'number') data.maximum = issue.params.maximum;
  if ('maximum' in issue) data.maximum = Number(issue.maximum);
  if ('minimum' in issue) data.minimum = Number(issue.minimum);
  if ('origin' in issue && typeof issue.origin === 'string') data.origin = issue.origin;
  if (issue.code === 'invalid_type') data.expected = issue.expected;
  if (issue.code === 'invalid_format') data.format = issue.format;
  return data;
}
