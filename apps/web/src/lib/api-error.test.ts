import { setupI18n } from '@lingui/core';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { messages as englishAdmin } from '../locales/en/admin.po';
import { messages as englishCatalog } from '../locales/en/messages.po';
import { messages as italianAdmin } from '../locales/it/admin.po';
import { messages } from '../locales/it/messages.po';
import { apiErrorMessage, apiFieldErrors, describeApiError, HttpError, isSessionError } from './api-error';

function trpcError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

const italian = setupI18n({ locale: 'it', messages: { it: { ...messages, ...italianAdmin } } });
const english = setupI18n({ locale: 'en', messages: { en: { ...englishCatalog, ...englishAdmin } } });

describe('describeApiError', () => {
  it('reads the app code, message and issues of a tRPC error', () => {
    const error = trpcError('Dati non validi', {
      code: 'BAD_REQUEST',
      httpStatus: 400,
      appCode: 'INVALID_INPUT',
      issues: [{ path: 'price_per_day', message: 'Il prezzo di noleggio è obbligatorio' }, { bad: true }],
    });
    expect(describeApiError(error)).toEqual({
      code: 'INVALID_INPUT',
      status: 400,
      serverMessage: 'Dati non validi',
      messageCode: undefined,
      params: undefined,
      issues: [{ path: 'price_per_day', message: 'Il prezzo di noleggio è obbligatorio' }],
    });
  });

  it('falls back to the tRPC code when the server sent no app code', () => {
    const error = trpcError('Autenticazione richiesta', { code: 'UNAUTHORIZED', httpStatus: 401 });
    expect(describeApiError(error).code).toBe('UNAUTHORIZED');
    expect(isSessionError(error)).toBe(true);
  });

  it('treats a tRPC error without data as a network failure', () => {
    const error = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(describeApiError(error).code).toBe('NETWORK');
  });

  it('reads the JSON body of a REST failure', () => {
    const error = new HttpError(415, {
      error: 'Il file non è un’immagine valida (JPEG, PNG, WebP, GIF o AVIF)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(describeApiError(error)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
    expect(describeApiError(new HttpError(0, undefined)).code).toBe('NETWORK');
    expect(describeApiError(new HttpError(413, 'not json')).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('apiErrorMessage', () => {
  const notAnImage = new HttpError(415, { error: 'Il file non è un’immagine valida', code: 'UNSUPPORTED_MEDIA_TYPE' });

  it("shows the server's Italian message in Italian", () => {
    expect(apiErrorMessage(notAnImage, italian)).toBe('Il file non è un’immagine valida');
  });

  it('uses the translated code message in other languages, and for network and server faults', () => {
    expect(apiErrorMessage(notAnImage, english)).toBe('Unsupported file format.');
    expect(apiErrorMessage(new HttpError(0, undefined), italian)).toBe(
      'Impossibile contattare il server: controlla la connessione e riprova.',
    );
    expect(apiErrorMessage(new Error('boom'), italian)).toBe('Errore del server: riprova più tardi.');
  });
});

describe('apiFieldErrors', () => {
  it('maps issue paths to form fields, first message per field', () => {
    const error = trpcError('Dati non validi', {
      code: 'BAD_REQUEST',
      appCode: 'INVALID_INPUT',
      issues: [
        { path: 'data.brand', message: 'Campo obbligatorio' },
        { path: 'data.brand', message: 'Secondo messaggio' },
        { path: '', message: 'Corpo non valido' },
      ],
    });
    expect(apiFieldErrors(error, italian, (path) => path.replace(/^data\./, '') || undefined)).toEqual({
      brand: 'Campo obbligatorio',
    });
  });

  it("writes each message from the issue's code and parameters, in the visitor's language", () => {
    const error = trpcError('Dati non validi', {
      code: 'BAD_REQUEST',
      appCode: 'INVALID_INPUT',
      messageCode: 'INVALID_INPUT',
      issues: [
        { path: 'message', code: 'too_big', origin: 'string', maximum: 5000, message: 'Massimo 5000 caratteri' },
        { path: 'phone', code: 'invalid_format', params: { code: 'invalid_phone' }, message: 'Numero non valido' },
        { path: 'email', code: 'invalid_format', format: 'email', message: 'Indirizzo email non valido' },
      ],
    });
    expect(apiFieldErrors(error, english)).toEqual({
      message: 'Maximum 5000 characters',
      phone: 'Invalid phone number',
      email: 'Invalid email address',
    });
    expect(apiFieldErrors(error, italian)).toMatchObject({ message: 'Massimo 5000 caratteri' });
  });

  it("says a field's refusal that names no rule with the failure's own message code", () => {
    const sentence = 'Ritiro possibile solo negli orari della sede: sabato 06/03/2027 08:00-13:00';
    const hours = trpcError(sentence, {
      code: 'BAD_REQUEST',
      appCode: 'INVALID_INPUT',
      messageCode: 'OUTSIDE_OPENING_HOURS',
      params: { field: 'pickupTime', day: 'sabato 06/03/2027', hours: '08:00-13:00' },
      issues: [{ path: 'pickupTime', code: 'custom', message: sentence }],
    });
    expect(apiFieldErrors(hours, english)).toEqual({
      pickupTime: "Only possible during the office's hours: 08:00-13:00",
    });
    expect(apiFieldErrors(hours, italian)).toEqual({
      pickupTime: 'Possibile solo negli orari della sede: 08:00-13:00',
    });

    // A code the web has no words for keeps the server's sentence in Italian.
    const other = trpcError('Chilometri inferiori a quelli di uscita', {
      code: 'BAD_REQUEST',
      appCode: 'INVALID_INPUT',
      messageCode: 'KILOMETERS_BELOW_OUT',
      issues: [{ path: 'kilometers', code: 'custom', message: 'Chilometri inferiori a quelli di uscita' }],
    });
    expect(apiFieldErrors(other, italian)).toEqual({ kilometers: 'Chilometri inferiori a quelli di uscita' });
    expect(apiFieldErrors(other, english)).toEqual({ kilometers: 'Invalid value' });
  });
});

describe('the message code of a failure', () => {
  it('reaches the web from a REST body and a tRPC error alike, with its parameters', () => {
    const rest = new HttpError(429, {
      error: 'Troppi tentativi. Riprova tra 15 minuti.',
      code: 'TOO_MANY_REQUESTS',
      messageCode: 'TOO_MANY_REQUESTS',
      params: { retryAfter: 900 },
    });
    expect(describeApiError(rest)).toMatchObject({ messageCode: 'TOO_MANY_REQUESTS', params: { retryAfter: 900 } });
    expect(apiErrorMessage(rest, english)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(apiErrorMessage(rest, italian)).toBe('Troppi tentativi. Riprova tra 15 minuti.');

    const taken = trpcError('Username già in uso', {
      code: 'CONFLICT',
      httpStatus: 409,
      appCode: 'CONFLICT',
      messageCode: 'USERNAME_TAKEN',
    });
    expect(apiErrorMessage(taken, english)).toBe('Username already taken');

    const tooLarge = new HttpError(413, {
      error: 'Immagine troppo grande: al massimo 12.000 pixel per lato e 50 megapixel. Riducila e riprova.',
      code: 'PAYLOAD_TOO_LARGE',
      messageCode: 'IMAGE_TOO_LARGE',
      params: { maxSide: 12000, megapixels: 50 },
    });
    expect(apiErrorMessage(tooLarge, english)).toBe(
      'Image too large: at most 12,000 pixels per side and 50 megapixels. Reduce it and try again.',
    );
    expect(apiErrorMessage(tooLarge, italian)).toBe(
      'Immagine troppo grande: al massimo 12.000 pixel per lato e 50 megapixel. Riducila e riprova.',
    );
  });
});
