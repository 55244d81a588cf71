import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AppErrorCode, MessageCode, MessageParams } from '@nbt/api';
// The zod-free entry: the home page's contact form loads this module, and zod must not come with it.
import { type IssueData, type RuleCode, toIssueData } from '@nbt/validation/rules';

/**
 * The one place the web app turns the server's and the schemas' codes into sentences in the
 * visitor's language. Nothing here reads a sentence: the codes and their parameters are enough.
 */

/** The rules whose message has no parameter (the others are written below with theirs). */
const RULE_MESSAGES: Record<
  Exclude<
    RuleCode,
    | 'password_too_short'
    | 'too_many_features'
    | 'date_too_far'
    | 'rental_too_long'
    | 'bulk_too_many'
    | 'tier_not_cheaper'
    | 'tier_days_order'
  >,
  MessageDescriptor
> = {
  control_characters: msg`Testo non valido: contiene caratteri non ammessi`,
  encoded_word: msg`Testo non valido: le sequenze =? … ?= non sono ammesse nei nomi`,
  invalid_email: msg`Indirizzo email non valido`,
  invalid_phone: msg`Numero di telefono non valido`,
  choose_service: msg`Seleziona un servizio`,
  invalid_page: msg`Pagina non valida`,
  invalid_id: msg`Identificativo non valido`,
  invalid_image_url: msg`Indirizzo immagine non valido`,
  invalid_feature: msg`Caratteristica non valida`,
  invalid_features: msg`Elenco di caratteristiche non valido`,
  invalid_year: msg`Anno non valido`,
  rental_price_required: msg`Il prezzo di noleggio è obbligatorio`,
  sale_price_required: msg`Il prezzo di vendita è obbligatorio`,
  username_required: msg`Username obbligatorio`,
  username_format: msg`Username: solo lettere, numeri e . _ @ -`,
  password_required: msg`Password obbligatoria`,
  new_password_required: msg`La password è obbligatoria per i nuovi utenti`,
  passwords_differ: msg`Le password non coincidono`,
  invalid_date: msg`Data non valida`,
  dates_together: msg`Indica sia la data di ritiro sia quella di riconsegna`,
  date_in_past: msg`La data non può essere nel passato`,
  return_before_pickup: msg`La data di riconsegna non può precedere quella di ritiro`,
  dates_need_vehicle: msg`Le date di noleggio si indicano per un veicolo`,
  vehicle_not_rentable: msg`Questo veicolo non si può noleggiare`,
  invalid_office: msg`Sede non valida`,
  invalid_plate: msg`Targa non valida: solo lettere, numeri e trattini`,
  invalid_vin: msg`Telaio non valido: 17 caratteri, lettere (escluse I, O, Q) e numeri`,
  bulk_selection: msg`Indica i veicoli per id oppure per ricerca, non entrambi`,
  price_range: msg`Il prezzo massimo non può essere inferiore al minimo`,
  period_order: msg`La data finale non può precedere quella iniziale`,
  unknown_language: msg`Lingua non prevista per le traduzioni`,
  extra_km_needs_km: msg`Indica i chilometri inclusi al giorno per il prezzo del chilometro extra`,
  sale_in_future: msg`La data di vendita non può essere nel futuro`,
  tiers_need_rental: msg`Solo un veicolo a noleggio ha prezzi per durata`,
  option_expiry_required: msg`Indica fino a quando vale l'opzione`,
  invalid_kilometers: msg`Chilometri non validi: un numero intero da 0 a 9.999.999`,
  kilometers_required: msg`Indica i chilometri del contachilometri all'uscita e al rientro`,
  kilometers_not_expected: msg`I chilometri si indicano solo all'uscita e al rientro del veicolo`,
  return_not_after_pickup: msg`La riconsegna deve seguire il ritiro`,
  invalid_time: msg`Ora non valida`,
  times_need_dates: msg`Le ore si indicano con le date`,
  trade_in_not_for_sale: msg`La permuta si propone solo per un veicolo in vendita`,
  first_registration_range: msg`La prima immatricolazione non può essere dopo il mese in corso né prima dell'anno precedente all'anno del modello`,
  details_other_service: msg`Questi dettagli non sono del servizio scelto`,
  workshop_closed: msg`In questo giorno e fascia oraria la sede è chiusa: scegli un altro momento`,
};

/** A failing field's message, from zod's code and parameters or the field's own rule. */
export function issueMessage(issue: IssueData, i18n: I18n): string {
  const max = issue.maximum ?? 0;
  const min = issue.minimum ?? 0;
  if (issue.params) {
    const rule = issue.params.code;
    if (rule === 'password_too_short') return i18n._(msg`La password deve contenere almeno ${min} caratteri`);
    if (rule === 'too_many_features') return i18n._(msg`Massimo ${max} caratteristiche`);
    if (rule === 'date_too_far') return i18n._(msg`La data può essere al massimo tra ${max} giorni`);
    if (rule === 'rental_too_long') return i18n._(msg`Il noleggio può durare al massimo ${max} giorni`);
    if (rule === 'bulk_too_many') return i18n._(msg`Al massimo ${max} veicoli per modifica multipla`);
    // The bound comes in cents; the dialog takes euros.
    if (rule === 'tier_not_cheaper') {
      const euros = i18n.number(max / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return i18n._(msg`Meno della fascia precedente e del prezzo giornaliero: al massimo € ${euros}`);
    }
    if (rule === 'tier_days_order') return i18n._(msg`Più giorni della fascia precedente: almeno ${min}`);
    return i18n._(RULE_MESSAGES[rule]);
  }
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'number') return i18n._(msg`Il valore massimo è ${max}`);
      if (issue.origin === 'array') return i18n._(msg`Massimo ${max} elementi`);
      return i18n._(msg`Massimo ${max} caratteri`);
    case 'too_small':
      if (issue.origin !== 'number') return i18n._(msg`Campo obbligatorio`);
      return min === 0 ? i18n._(msg`Non può essere negativo`) : i18n._(msg`Il valore minimo è ${min}`);
    case 'invalid_type':
      if (issue.expected === 'string') return i18n._(msg`Campo obbligatorio`);
      if (issue.expected === 'number') return i18n._(msg`Valore numerico non valido`);
      if (issue.expected === 'int') return i18n._(msg`Deve essere un numero intero`);
      return i18n._(msg`Valore non valido`);
    case 'invalid_format':
      return issue.format === 'email' ? i18n._(msg`Indirizzo email non valido`) : i18n._(msg`Valore non valido`);
    case 'invalid_value':
      return i18n._(msg`Valore non consentito`);
    default:
      return i18n._(msg`Valore non valido`);
  }
}

/** What each kind of failure means to the visitor when nothing more exact is known; NETWORK: no answer came. */
const KIND_MESSAGES: Record<AppErrorCode | 'NETWORK', MessageDescriptor> = {
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

export function isFailureKind(value: string): value is AppErrorCode | 'NETWORK' {
  return Object.hasOwn(KIND_MESSAGES, value);
}

export function kindMessage(code: AppErrorCode | 'NETWORK', i18n: I18n): string {
  return i18n._(KIND_MESSAGES[code]);
}

/** The server's failures the web shows in their own words, beyond what the transport code says. */
export function serverMessage(
  code: MessageCode | undefined,
  params: MessageParams | undefined,
  i18n: I18n,
): string | undefined {
  switch (code) {
    case 'VEHICLE_NOT_FOUND':
      return i18n._(msg`Veicolo non trovato`);
    case 'USERNAME_TAKEN':
      return i18n._(msg`Username già in uso`);
    case 'MAIN_ADMIN_DELETE':
      return i18n._(msg`L'amministratore principale non può essere eliminato`);
    case 'SELF_DELETE':
      return i18n._(msg`Non puoi eliminare il tuo stesso utente`);
    case 'LOGIN_FAILED':
      return i18n._(msg`Username o password non validi`);
    case 'ACCESS_LOG_DENIED':
      return i18n._(msg`Solo l'utente admin può visualizzare i log di accesso`);
    case 'NOT_AN_IMAGE':
      return i18n._(msg`Il file non è un’immagine valida (JPEG, PNG, WebP, GIF o AVIF)`);
    case 'IMAGE_TOO_LARGE': {
      const maxSide = i18n.number(Number(params?.maxSide ?? 0));
      const megapixels = Number(params?.megapixels ?? 0);
      return i18n._(
        msg`Immagine troppo grande: al massimo ${maxSide} pixel per lato e ${megapixels} megapixel. Riducila e riprova.`,
      );
    }
    case 'TOO_MANY_IMAGES': {
      const max = Number(params?.maximum ?? 0);
      return i18n._(msg`Massimo ${max} immagini per volta`);
    }
    case 'RESERVATION_OVERLAP': {
      const day = (value: unknown) => i18n.date(new Date(String(value)), { dateStyle: 'long', timeZone: 'UTC' });
      const from = day(params?.from);
      const to = day(params?.to);
      return i18n._(msg`Il veicolo è già prenotato dal ${from} al ${to}`);
    }
    // The server names the day in Italian; the message stands under the field of that day.
    case 'OFFICE_CLOSED':
      return i18n._(msg`La sede è chiusa quel giorno`);
    case 'OUTSIDE_OPENING_HOURS': {
      const hours = String(params?.hours ?? '');
      return i18n._(msg`Possibile solo negli orari della sede: ${hours}`);
    }
    // The rental's options and return office, refused on their own field.
    case 'OPTION_UNAVAILABLE':
    case 'OPTION_OTHER_CATEGORY':
      return i18n._(msg`Opzione non disponibile per questo veicolo`);
    case 'OPTION_TOO_MANY': {
      const max = Number(params?.maximum ?? 1);
      return i18n._(msg`Al massimo ${max} per questa opzione`);
    }
    case 'ONE_WAY_NOT_OFFERED':
      return i18n._(msg`Questa sede non accetta la riconsegna di veicoli ritirati in un’altra sede`);
    case 'REQUEST_WITHOUT_DATES':
      return i18n._(msg`La richiesta non indica un veicolo e le date del noleggio`);
    case 'STORAGE_FULL':
      return i18n._(msg`Spazio su disco esaurito: la modifica non è stata salvata`);
    case 'TOO_MANY_REQUESTS': {
      const minutes = Math.ceil(Number(params?.retryAfter ?? 60) / 60);
      return i18n._(msg`Troppi tentativi. Riprova tra ${plural(minutes, { one: '# minuto', other: '# minuti' })}.`);
    }
    default:
      return undefined;
  }
}

/** What `safeParse` answers, without tying this module to zod's types. */
interface ParseResult {
  success: boolean;
  error?: { issues: Parameters<typeof toIssueData>[0][] };
}

/**
 * A Mantine form's errors from a shared schema: the first issue of each field, in the active
 * language. `fieldFor` maps a schema path to the form field (undefined to skip it).
 */
export function schemaErrors(
  schema: { safeParse: (values: unknown) => ParseResult },
  values: unknown,
  i18n: I18n,
  fieldFor: (path: string) => string | undefined = (path) => path || undefined,
): Record<string, string> {
  return issueErrors((schema.safeParse(values).error?.issues ?? []).map(toIssueData), i18n, fieldFor);
}

/** The same from issues already written as data (a zod-free check such as `contactFormIssues`). */
export function issueErrors(
  issues: readonly IssueData[],
  i18n: I18n,
  fieldFor: (path: string) => string | undefined = (path) => path || undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldFor(issue.path);
    if (field && !(field in errors)) errors[field] = issueMessage(issue, i18n);
  }
  return errors;
}
