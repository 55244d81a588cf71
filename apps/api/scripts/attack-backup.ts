/**
 * The attacks on the backup, for scripts/attack.ts: a second administrator asks for the backup
 * (it holds the access log, every password hash and, once, the cookie signing key), and device
 * cookies are forged from everything a backup of the database holds, to get past the login lock-out.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Signer } from '@fastify/cookie';
import { openDatabase } from '@nbt/db/client';

type Record = (attack: string, bar: string, seen: string, held: boolean) => void;

const OWNER_ADDRESS = '203.0.113.40';
const SECOND_ADDRESS = '203.0.113.41';
const ATTACKER_ADDRESS = '203.0.113.42';
const SECOND = { username: 'backup-secondo', password: 'Backup-Secondo-123' };

/** Device cookies for user 1 signed with `key`: with the stamp of earlier versions, and with an HMAC stamp. */
function forgedCookies(key: string, passwordHash: string): string[] {
  const signer = new Signer(key, 'sha256');
  const device = () => randomBytes(16).toString('base64url');
  const hashStamp = createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
  const hmacStamp = createHmac('sha256', key).update(`1\0${passwordHash}`).digest('base64url').slice(0, 22);
  return [hashStamp, hmacStamp].map(
    (stamp) => `nbt_device_1=${encodeURIComponent(signer.sign(`1.${device()}.${stamp}`))}`,
  );
}

export async function attackBackup(base: string, admin: { username: string; password: string }, record: Record) {
  const post = (body: unknown, headers: { [name: string]: string }) =>
    fetch(`${base}${'/api/auth/login'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const sessionOf = (answer: Response) =>
    answer.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .filter((pair) => pair?.startsWith('nbt_session='))
      .join('; ');
  const owner = sessionOf(await post(admin, { 'x-forwarded-for': OWNER_ADDRESS }));
  await fetch(`${base}/api/admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': OWNER_ADDRESS, cookie: owner },
    body: JSON.stringify(SECOND),
  });
  const second = sessionOf(await post(SECOND, { 'x-forwarded-for': SECOND_ADDRESS }));

  const refused = await fetch(`${base}/api/admin/backup`, {
    headers: { 'x-forwarded-for': SECOND_ADDRESS, cookie: second },
  });
  const refusedBody = await refused.text();
  record(
    'Second admin downloads the backup',
    '403, no archive',
    `HTTP ${refused.status}, ${refusedBody.includes('SQLite format') ? 'an archive' : 'no archive'}`,
    refused.status === 403 && !refusedBody.includes('SQLite format'),
  );

  // What a backup holds (user 1's own download stands for one that leaked): the password hash and
  // whatever `secrets` still has. Every value is tried as the signing key.
  const scratch = mkdtempSync(join(tmpdir(), 'nbt-attack-backup-'));
  try {
    const backup = await fetch(`${base}/api/admin/backup`, {
      headers: { 'x-forwarded-for': OWNER_ADDRESS, cookie: owner },
    });
    writeFileSync(join(scratch, 'backup.tar'), Buffer.from(await backup.arrayBuffer()));
    execFileSync('tar', ['-xf', join(scratch, 'backup.tar'), '-C', scratch, 'nbt.db']);
    const database = openDatabase(join(scratch, 'nbt.db'));
    const [user, secrets] = await Promise.all([
      database.db.selectFrom('users').select('password_hash').where('id', '=', 1).executeTakeFirstOrThrow(),
      database.db.selectFrom('secrets').select('value').execute(),
    ]);
    await database.close();
    const keys = [...secrets.map((secret) => secret.value), user.password_hash, ''];
    const forged = () => keys.flatMap((key) => forgedCookies(key, user.password_hash));

    const statuses: number[] = [];
    for (let n = 0; n < 25; n++) {
      const cookies = forged();
      const answer = await post(
        { username: admin.username, password: `guess-${n}` },
        { 'x-forwarded-for': ATTACKER_ADDRESS, cookie: cookies[n % cookies.length]! },
      );
      statuses.push(answer.status);
    }
    const rightOnes = await Promise.all(
      forged().map(async (cookie) => (await post(admin, { 'x-forwarded-for': ATTACKER_ADDRESS, cookie })).status),
    );
    const wrongChecked = statuses.filter((status) => status === 401).length;
    record(
      'Device cookies forged from a backup (user 1’s hash, secrets), 25 wrong passwords',
      'at most 10 checked, then 429; the right one refused',
      `${secrets.length} secrets rows; ${wrongChecked} checked, ${statuses.filter((s) => s === 429).length} × 429; ` +
        `right password HTTP ${[...new Set(rightOnes)].join(', ')}`,
      wrongChecked <= 10 && rightOnes.every((status) => status === 429),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
