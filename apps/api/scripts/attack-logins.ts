/**
 * The attacks on signing in, for scripts/attack.ts: wrong passwords at once for one name, a tRPC
 * batch with the right password last, a batch of a hundred reads, and made-up X-Forwarded-For
 * entries in front of the address the proxy saw.
 */
import { type Credentials, postJson, type Record, via } from './attack-kit.js';

export async function attackLogins(base: string, admin: Credentials, record: Record) {
  const post = (path: string, body: unknown, client: string) => postJson(base, path, body, via(client));

  // 40 concurrent wrong logins for one username from one address.
  const wrong = { username: admin.username, password: 'wrong-password' };
  const statuses = await Promise.all(
    Array.from({ length: 40 }, () => post('/api/auth/login', wrong, '203.0.113.10').then((r) => r.status)),
  );
  const checked = statuses.filter((status) => status === 401).length;
  record('40 concurrent wrong logins', 'at most 12 passwords checked', `${checked} checked (401)`, checked <= 12);

  // One batch of wrong passwords with the right one last.
  const batch = Object.fromEntries(
    [...Array.from({ length: 9 }, () => wrong), admin].map((input, index) => [String(index), input]),
  );
  const batched = await post(`/api/trpc/${Array(10).fill('auth.login').join(',')}?batch=1`, batch, '203.0.113.11');
  const session = batched.headers.getSetCookie().some((cookie) => cookie.startsWith('nbt_session='));
  record('tRPC batch, right password last', 'no session', session ? 'a session' : 'no session', !session);
  const huge = await fetch(
    `${base}/api/trpc/${Array(100).fill('vehicles.list').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
    { headers: via('203.0.113.12') },
  );
  const hugeBytes = (await huge.arrayBuffer()).byteLength;
  record('tRPC batch of 100 reads', 'refused', `HTTP ${huge.status}, ${hugeBytes} bytes`, huge.status === 400);

  // Made-up X-Forwarded-For entries before the address the proxy saw.
  let refused = 0;
  for (let n = 0; n < 40; n++) {
    const answer = await post(
      '/api/auth/login',
      { username: 'titolare', password: 'x' },
      `198.51.100.${n}, 203.0.113.13`,
    );
    if (answer.status === 429) refused++;
  }
  record('40 logins, made-up X-Forwarded-For', 'at least 28 refused', `${refused} refused (429)`, refused >= 28);
}

/**
 * Strangers against the owner: 35 wrong passwords from 35 addresses, then the owner signs in from
 * the browser that signed in before (`ownerCookies` hold its device cookie), and a new browser tries.
 */
export async function attackLockout(base: string, admin: Credentials, ownerCookies: string, record: Record) {
  const ownerDevice = ownerCookies.split('; ').find((cookie) => cookie.startsWith('nbt_device_'));
  for (let n = 1; n <= 35; n++) {
    await postJson(base, '/api/auth/login', { username: admin.username, password: `guess-${n}` }, via(`198.18.0.${n}`));
  }
  const newBrowser = await postJson(base, '/api/auth/login', admin, via('198.18.1.1'));
  const ownBrowser = await postJson(base, '/api/auth/login', admin, via('203.0.113.20', { cookie: ownerDevice ?? '' }));
  record(
    '35 wrong passwords from 35 addresses, then the owner',
    "owner's browser 200, a new browser 429",
    `owner HTTP ${ownBrowser.status}, new browser HTTP ${newBrowser.status}`,
    ownBrowser.status === 200 && newBrowser.status === 429,
  );
}
