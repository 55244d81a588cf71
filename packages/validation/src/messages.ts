/** Messages shared by every schema, in the site's source language (Italian). No zod here: the web app's public pages import it. */
export const messages = {
  required: 'Campo obbligatorio',
  tooLong: (max: number) => `Massimo ${max} caratteri`,
  invalidEmail: 'Indirizzo email non valido',
  invalidNumber: 'Valore numerico non valido',
  integer: 'Deve essere un numero intero',
  notNegative: 'Non può essere negativo',
  invalidChoice: 'Valore non consentito',
  controlCharacters: 'Testo non valido: contiene caratteri non ammessi',
} as const;
