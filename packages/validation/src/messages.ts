// What a failed check says, as data: zod's issue code and parameters, plus the rule's own code where
// the same zod code means different things (a phone number and a username both fail a pattern).
// The Italian sentences below are the API's; the web app writes its own from the same codes.
// Nothing here runs zod (its types only), so the browser can read issues without downloading it.
import type { z } from 'zod';

/** The rules whose failure zod's code and parameters alone do not tell apart. */
export const RULE_CODES = [
  'control_characters',
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

const RULE_MESSAGES: Record<RuleCode, string> = {
  control_characters: 'Testo non valido: contiene caratteri non ammessi',
  invalid_email: 'Indirizzo email non valido',
  invalid_phone: 'Numero di telefono non valido',
  choose_service: 'Seleziona un servizio',
  invalid_page: 'Pagina non valida',
  invalid_id: 'Identificativo non valido',
  invalid_image_url: 'Indirizzo immagine non valido',
  invalid_feature: 'Caratteristica non valida',
  invalid_features: 'Elenco di caratteristiche non valido',
  too_many_features: 'Massimo {maximum} caratteristiche',
  invalid_year: 'Anno non valido',
  rental_price_required: 'Il prezzo di noleggio è obbligatorio',
  sale_price_required: 'Il prezzo di vendita è obbligatorio',
  username_required: 'Username obbligatorio',
  username_format: 'Username: solo lettere, numeri e . _ @ -',
  password_required: 'Password obbligatoria',
  new_password_required: 'La password è obbligatoria per i nuovi utenti',
  password_too_short: 'La password deve contenere almeno {minimum} caratteri',
  passwords_differ: 'Le password non coincidono',
};

/**
 * The Italian sentence of an issue, from its codes and parameters: the one table of the schemas'
 * messages the API answers with. The web app translates the same codes with its own catalogs.
 */
export function issueMessage(issue: IssueData): string {
  const { maximum, minimum } = issue;
  if (issue.params) {
    return RULE_MESSAGES[issue.params.code].replace('{minimum}', String(minimum)).replace('{maximum}', String(maximum));
  }
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
  if ('maximum' in issue) data.maximum = Number(issue.maximum);
  if ('minimum' in issue) data.minimum = Number(issue.minimum);
  if ('origin' in issue && typeof issue.origin === 'string') data.origin = issue.origin;
  if (issue.code === 'invalid_type') data.expected = issue.expected;
  if (issue.code === 'invalid_format') data.format = issue.format;
  return data;
}
