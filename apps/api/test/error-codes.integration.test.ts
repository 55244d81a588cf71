import { describe, expect, it } from 'vitest';

import { messageText } from '../src/errors.js';
import { tooManyRequests } from '../src/modules/rate-limit/rate-limit.service.js';
import { useTestApp } from './build-app.js';
import { contactBody, expectError } from './helpers.js';

/** A tRPC GET of one query, as the web app's link sends it. */
const trpcGet = (procedure: string, input: unknown) =>
  `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

describe('error codes beside the Italian sentences', () => {
  const t = useTestApp();

  it('gives a REST failure its message code next to the transport code', async () => {
    const response = await t.injectAs(t.admin, { method: 'DELETE', url: '/api/vehicles/999999' });
    const body = expectError(response, 404, 'NOT_FOUND');
    expect(body).toEqual({ error: 'Veicolo non trovato', code: 'NOT_FOUND', messageCode: 'VEHICLE_NOT_FOUND' });
  });

  it('gives a tRPC failure the same codes in its data', async () => {
    const response = await t.app.inject({ method: 'GET', url: trpcGet('vehicles.byId', { id: 999999 }) });
    expect(response.statusCode).toBe(404);
    const { error } = response.json<{ error: { message: string; data: Record<string, unknown> } }>();
    expect(error.message).toBe('Veicolo non trovato');
    expect(error.data).toMatchObject({ code: 'NOT_FOUND', appCode: 'NOT_FOUND', messageCode: 'VEHICLE_NOT_FOUND' });
  });

  it('tells the main administrator apart from other refusals', async () => {
    const response = await t.injectAs(t.admin, { method: 'DELETE', url: '/api/admin/users/1' });
    expect(expectError(response, 403, 'FORBIDDEN')).toMatchObject({
      messageCode: 'MAIN_ADMIN_DELETE',
      error: "L'amministratore principale non può essere eliminato",
    });
  });

  it("keeps zod's code and limit in each issue, on both transports", async () => {
    const long = contactBody({ message: 'a'.repeat(5001) });
    const rest = await t.app.inject({ method: 'POST', url: '/api/contact', payload: long });
    expectError(rest, 400, 'INVALID_INPUT');
    expect(rest.json<{ issues: unknown[] }>().issues).toEqual([
      { path: 'message', code: 'too_big', origin: 'string', maximum: 5000, message: 'Massimo 5000 caratteri' },
    ]);

    const trpc = await t.app.inject({ method: 'POST', url: '/api/trpc/contact.create', payload: long });
    expect(trpc.statusCode).toBe(400);
    const { error } = trpc.json<{ error: { data: { messageCode: string; issues: unknown[] } } }>();
    expect(error.data.messageCode).toBe('INVALID_INPUT');
    expect(error.data.issues).toEqual([
      { path: 'message', code: 'too_big', origin: 'string', maximum: 5000, message: 'Massimo 5000 caratteri' },
    ]);
  });

  it('writes the wait of a refusal for too many attempts from its parameter', () => {
    const refused = tooManyRequests(61_000);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_REQUESTS', retryAfter: 61 });
    expect(refused.params).toEqual({ retryAfter: 61 });
    expect(refused.message).toBe('Troppi tentativi. Riprova tra 2 minuti.');
    expect(messageText('TOO_MANY_REQUESTS', { retryAfter: 60 })).toBe('Troppi tentativi. Riprova tra 1 minuto.');
  });
});
