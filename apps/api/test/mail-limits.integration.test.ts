import { describe, expect, it } from 'vitest';

import type { SharedTestApp, TestApp } from './build-app.js';
import { contactBody } from './helpers.js';
import { listRequests, outbox, until, useMailApp } from './mail-server.js';

/** The documented defaults, which the other mail tests raise. */
const DEFAULT_LIMITS = {
  MAIL_CONFIRMATIONS_PER_ADDRESS: '5',
  MAIL_CONFIRMATIONS_PER_RECIPIENT: '1',
  MAIL_CONFIRMATIONS_PER_HOUR: '50',
};

/** POST /api/contact from `ip`, with its own last name to find the request by. */
function send(t: TestApp, ip: string, overrides: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(overrides), remoteAddress: ip });
}

async function mailsOf(t: SharedTestApp, tag: string) {
  const requests = (await listRequests(t, t.admin)).filter((r) => r.lastName.startsWith(tag));
  const ids = new Set(requests.map((r) => r.id));
  const mails = (await outbox(t)).filter((m) => ids.has(Number(m.contact_request_id)));
  return {
    requests,
    office: mails.filter((m) => m.kind === 'office').length,
    confirmations: mails.filter((m) => m.kind === 'confirmation'),
  };
}

describe('confirmation limits', () => {
  const { smtp, t } = useMailApp(DEFAULT_LIMITS);

  it('sends 20 simultaneous requests from one address to 20 strangers at most 5 confirmations; the office hears of all 20', async () => {
    smtp.received = [];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(t, '203.0.113.9', { lastName: `Spam${index}`, email: `stranger${index}@example.org` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const { requests, office, confirmations } = await mailsOf(t, 'Spam');
    // Each visitor is told whether a confirmation is on its way: 5 are, 15 are not.
    const answers = responses.map((r) => r.json() as { mailed: boolean; confirmation: boolean });
    expect(answers.every((answer) => answer.mailed)).toBe(true);
    expect(answers.filter((answer) => answer.confirmation)).toHaveLength(5);
    expect(requests).toHaveLength(20);
    expect(office).toBe(20);
    expect(confirmations).toHaveLength(5);
    // The back office says which requests got none.
    const skipped = requests.filter((r) => r.confirmationSkipped);
    expect(skipped).toHaveLength(15);
    const confirmed = new Set(confirmations.map((m) => Number(m.contact_request_id)));
    for (const request of requests) expect(request.confirmationSkipped).toBe(!confirmed.has(request.id));

    await until(() => smtp.received.length === 25);
    const strangers = smtp.received.filter((r) => r.to.some((to) => to.startsWith('stranger')));
    expect(strangers).toHaveLength(5);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const addresses = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::3'];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send(t, addresses[index % 3]!, { lastName: `Rete${index}`, email: `rete${index}@example.org` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const { office, confirmations } = await mailsOf(t, 'Rete');
    expect(office).toBe(12);
    expect(confirmations).toHaveLength(5);
    // Another /64 is another client.
    await send(t, '2001:db8:7:2::1', { lastName: 'AltraRete', email: 'altra-rete@example.org' });
    expect((await mailsOf(t, 'AltraRete')).confirmations).toHaveLength(1);
  });

  it('writes one recipient once a day, whoever asks', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        send(t, `198.51.100.${index + 1}`, { lastName: `Vittima${index}`, email: 'Victim@Example.org' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    await send(t, '198.51.100.50', { lastName: 'Vittima-bis', email: 'victim@example.org' });
    const { office, confirmations, requests } = await mailsOf(t, 'Vittima');
    expect(office).toBe(7);
    expect(confirmations).toHaveLength(1);
    expect(requests.filter((r) => r.confirmationSkipped)).toHaveLength(6);
  });
});

describe('the hourly confirmation total of the site', () => {
  const { t } = useMailApp({ ...DEFAULT_LIMITS, MAIL_CONFIRMATIONS_PER_HOUR: '3' });

  it('holds for a tRPC batch of requests from many addresses to many recipients', async () => {
    const batch = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [
        String(index),
        contactBody({ lastName: `Lotto${index}`, email: `lotto${index}@example.org` }),
      ]),
    );
    const url = `/api/trpc/${Array(8).fill('contact.create').join(',')}?batch=1`;
    const [batched] = await Promise.all([
      t.app.inject({ method: 'POST', url, payload: batch, remoteAddress: '192.0.2.1' }),
      ...Array.from({ length: 4 }, (_, index) =>
        send(t, `192.0.2.${index + 10}`, { lastName: `Lotto-singolo${index}`, email: `singolo${index}@example.org` }),
      ),
    ]);
    expect(batched!.statusCode, batched!.body).toBe(200);
    const { requests, office, confirmations } = await mailsOf(t, 'Lotto');
    expect(requests).toHaveLength(12);
    expect(office).toBe(12);
    expect(confirmations).toHaveLength(3);
  });
});
