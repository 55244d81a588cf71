/**
 * What the attack rounds of scripts/attack.ts share: the outcome callback, the pretended proxy's
 * header and a sign-in that answers the session's cookies.
 */

/** Records one attack: what was tried, what the site must do, what it did, and whether it held. */
export type Record = (attack: string, bar: string, seen: string, held: boolean) => void;

export interface Credentials {
  username: string;
  password: string;
}

/** Every request comes through the pretended proxy, which appends the address it saw. */
export const via = (client: string, extra: { [header: string]: string } = {}) => ({
  'x-forwarded-for': client,
  ...extra,
});

export const json = { 'content-type': 'application/json' };

/** POSTs `body` as JSON to the site at `base`. */
export const postJson = (base: string, path: string, body: unknown, headers: { [header: string]: string }) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

/** Signs `who` in from `client` and answers the cookies to send with the following requests. */
export async function signIn(base: string, who: Credentials, client: string): Promise<string> {
  const answer = await postJson(base, '/api/auth/login', who, via(client));
  if (answer.status !== 200) throw new Error(`login of ${who.username}: HTTP ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** A visitor's contact request with `message`. */
export const contactForm = (message: string) => ({
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario@example.com',
  phone: '',
  service: 'Vendita Veicoli',
  message,
});
