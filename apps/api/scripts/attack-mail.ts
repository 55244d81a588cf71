/**
 * The attacks on the site's e-mails, for scripts/attack.ts: a throwaway instance of the built site
 * with mail switched on, sending to a real SMTP server on loopback that keeps what it receives.
 * Spam through the visitor's confirmation (many strangers from one address, from one IPv6 /64,
 * the visitor's words and links in it), auto-responder loops, and encoded-words in a name.
 */
import type { Credentials, Record } from './attack-kit.js';
import { OFFICE, withMailSite } from './attack-mail-site.js';

const ENCODED = '=?UTF-8?B?DQpCY2M6IHpAZXZpbC5leGFtcGxl?=';
/** What a spammer types: a name that is a sentence, a link for a last name, a message with links. */
const SPAM = {
  firstName: 'Claim your prize at',
  lastName: 'https://evil.example/win',
  phone: '',
  service: 'Vendita Veicoli',
  message: 'Congratulations! Collect your prize at https://evil.example/claim before midnight.',
};
const SPAM_WORDS = ['Claim', 'prize', 'evil.example', 'Congratulations', 'midnight'];

export async function attackMail(repoRoot: string, admin: Credentials, record: Record) {
  await withMailSite(repoRoot, admin, {}, async ({ url, smtp, settle }) => {
    const contact = (client: string, body: object) =>
      fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify(body),
      });
    const toStrangers = (prefix: string) => smtp.received.filter((mail) => mail.to.some((to) => to.startsWith(prefix)));

    // 20 requests at once from one address, each to another stranger.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        contact('203.0.113.40', { ...SPAM, email: `stranger${index}@example.org` }).then((r) => r.status),
      ),
    );
    await settle(20);
    const reached = toStrangers('stranger');
    const office = smtp.received.filter((mail) => mail.to.includes(OFFICE)).length;
    record(
      '20 requests, one address, 20 strangers',
      'at most 5 strangers written; office told of all 20',
      `${reached.length} strangers written, ${office} office mails (HTTP ${[...new Set(statuses)].join(', ')})`,
      reached.length <= 5 && office === 20,
    );

    // Three addresses of one IPv6 /64, four requests each.
    const net = ['2001:db8:40:1::1', '2001:db8:40:1::2', '2001:db8:40:1:ffff::3'];
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        contact(net[index % 3]!, { ...SPAM, email: `neighbour${index}@example.org` }),
      ),
    );
    await settle(32);
    const neighbours = toStrangers('neighbour').length;
    record('12 requests from one IPv6 /64', 'at most 5 strangers written', `${neighbours} written`, neighbours <= 5);

    const confirmations = smtp.received.filter((mail) => !mail.to.includes(OFFICE));
    const carrying = confirmations.filter(({ mail }) =>
      [mail.subject ?? '', mail.text ?? '', String(mail.html || ''), mail.to ? JSON.stringify(mail.to) : ''].some(
        (part) => SPAM_WORDS.some((word) => part.includes(word)),
      ),
    ).length;
    record(
      "The visitor's words and links in a confirmation",
      'none',
      `${carrying} of ${confirmations.length} confirmations carry them`,
      confirmations.length > 0 && carrying === 0,
    );
    const autoReplied = confirmations.filter(
      ({ mail }) => mail.headers.get('auto-submitted') === 'auto-replied' && !mail.replyTo,
    ).length;
    record(
      'Confirmation Auto-Submitted, no Reply-To',
      'all',
      `${autoReplied} of ${confirmations.length}`,
      confirmations.length > 0 && autoReplied === confirmations.length,
    );

    // A first name that mail readers would decode into a line break and a Bcc header.
    const before = smtp.received.length;
    const encoded = await contact('198.51.100.40', {
      ...SPAM,
      firstName: ENCODED,
      lastName: 'Rossi',
      email: 'encoded@example.org',
    });
    await settle(before, 3_000);
    const reachedOffice = smtp.received.slice(before).find((mail) => mail.to.includes(OFFICE));
    const asTyped =
      reachedOffice !== undefined &&
      reachedOffice.mail.subject?.includes(ENCODED) === true &&
      !reachedOffice.mail.headers.has('bcc');
    record(
      'Encoded-word first name',
      'refused, or shown as typed',
      encoded.status === 400 ? 'HTTP 400, no mail' : `HTTP ${encoded.status}, subject ${reachedOffice?.mail.subject}`,
      (encoded.status === 400 && reachedOffice === undefined) || asTyped,
    );
  });
}
