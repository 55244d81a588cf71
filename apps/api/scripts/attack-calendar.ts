/**
 * The attacks on the private calendar addresses, for scripts/attack.ts: a second administrator
 * makes an address of their own (which must not end the owner's), tries to end the owner's, and
 * once deleted, their address must stop answering.
 */
type Record = (attack: string, bar: string, seen: string, held: boolean) => void;

const OWNER_ADDRESS = '203.0.113.50';
const SECOND_ADDRESS = '203.0.113.51';
const SECOND = { username: 'calendario-secondo', password: 'Calendario-Secondo-1' };
const FEED = '/api/admin/reservations/feed';

export async function attackCalendar(base: string, admin: { username: string; password: string }, record: Record) {
  const call = (method: string, path: string, client: string, cookie: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': client,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const signIn = async (who: { username: string; password: string }, client: string) => {
    const answer = await call('POST', '/api/auth/login', client, '', who);
    if (answer.status !== 200) throw new Error(`login of ${who.username}: HTTP ${answer.status}`);
    return answer.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
  };
  /** The path of a new address (absolute with PUBLIC_URL: only its path is asked for here). */
  const make = async (client: string, cookie: string) => {
    const answer = await call('POST', FEED, client, cookie, { includeNames: false });
    const { url } = (await answer.json()) as { url?: string };
    if (answer.status !== 201 || !url) throw new Error(`calendar address not made: HTTP ${answer.status}`);
    return new URL(url, base).pathname;
  };
  const status = async (path: string) => (await fetch(`${base}${path}`)).status;

  const owner = await signIn(admin, OWNER_ADDRESS);
  const created = await call('POST', '/api/admin/users', OWNER_ADDRESS, owner, SECOND);
  const { id: secondId } = (await created.json()) as { id: number };
  const second = await signIn(SECOND, SECOND_ADDRESS);

  const owners = await make(OWNER_ADDRESS, owner);
  const seconds = await make(SECOND_ADDRESS, second);
  const ownerAfter = await status(owners);
  record(
    'Second admin makes a calendar address',
    "the owner's still answers 200",
    `owner's ${ownerAfter}, second's ${await status(seconds)}`,
    ownerAfter === 200,
  );

  const revoke = await call('DELETE', `${FEED}?userId=1`, SECOND_ADDRESS, second);
  const ownerStill = await status(owners);
  record(
    "Second admin revokes the owner's calendar",
    "403, the owner's still answers",
    `HTTP ${revoke.status}, owner's ${ownerStill}`,
    revoke.status === 403 && ownerStill === 200,
  );

  await call('DELETE', `/api/admin/users/${secondId}`, OWNER_ADDRESS, owner);
  const orphan = await status(seconds);
  record("Deleted admin's calendar address", '404', `HTTP ${orphan}`, orphan === 404);
  await call('DELETE', FEED, OWNER_ADDRESS, owner);
}
