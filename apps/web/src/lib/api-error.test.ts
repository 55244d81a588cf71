import { setupI18n } from '@lingui/core';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { messages } from '../locales/it/messages.po';
import { apiErrorMessage, apiFieldErrors, describeApiError, HttpError, isSessionError } from './api-error';

function trpcError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

const italian = setupI18n({ locale: 'it', messages: { it: messages } });
const english = setupI18n({ locale: 'en', messages: { en: {} } });

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
    expect(apiErrorMessage(notAnImage, english)).toBe('Formato del file non supportato.');
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
    expect(apiFieldErrors(error, (path) => path.replace(/^data\./, '') || undefined)).toEqual({
      brand: 'Campo obbligatorio',
    });
  });
});
