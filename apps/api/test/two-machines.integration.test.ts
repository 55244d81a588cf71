// Two machines as scripts/two-machines.mjs starts them: one PostgreSQL, one bucket, two built
// site processes and Caddy in front, driven from outside as visitors and the office would.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paths } from '../src/paths.js';
import { multipart, vehicleBody } from './helpers.js';
import { ON_POSTGRES } from './test-database.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SCRIPT = join(repoRoot, 'scripts', 'two-machines.mjs');
const SERVER = join(repoRoot, 'apps', 'api', 'dist', 'server.js');
/**
 * The visitor's address: another loopback address than the proxy's (127.0.0.1), so the access log
 * shows whether the site took the address the proxy saw or the proxy's own.
 */
const VISITOR = '127.0.0.2';

const installed = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;
const postgresInstalled = () =>
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((version) =>
      existsSync(join('/usr/lib/postgresql', version, 'bin', 'initdb')),
    )) ||
  (installed('initdb') && installed('pg_ctl'));

const skipped = !ON_POSTGRES
  ? 'it runs with the PostgreSQL suite: scripts/with-postgres.sh pnpm --filter @nbt/api run test'
  : !postgresInstalled()
    ? "PostgreSQL's initdb and pg_ctl are not installed: apt-get install postgresql"
    : !installed('caddy') && process.getuid?.() !== 0
      ? 'Caddy is not installed: apt-get install caddy'
      : undefined;
if (skipped) console.warn(`two machines behind a proxy: skipped, ${skipped}`);

interface Machine {
  name: string;
  url: string;
  pid: number;
  dataDir: string;
}
interface Deployment {
  url: string;
  machines: [Machine, Machine];
  bucket: { name: string; prefix: string; dir: string };
  admin: { username: string; password: string };
}
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request from the visitor's address, with a deadline. */
function ask(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: VISITOR, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`${url}: no answer within 10 s`)));
    sent.on('error', reject);
    sent.end(options.body);
  });
}

const json = (answer: Answer): unknown => JSON.parse(answer.body.toString());
const exists = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts the script and resolves with what it prints on its `two-machines ready` line. */
function startDeployment(child: ChildProcess): Promise<Deployment> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^two-machines ready (.+)$/m.exec(output);
      if (line) resolve(JSON.parse(line[1]!) as Deployment);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`scripts/two-machines.mjs ended (${code}) before it was ready:\n${output}`)),
    );
  });
}

describe.skipIf(skipped)(`two machines behind a proxy${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let script: ChildProcess | undefined;
  let site: Deployment;
  let cookie: string;

  beforeAll(async () => {
    if (!existsSync(SERVER) || !existsSync(paths.webSsrEntry)) {
      throw new Error('This test starts the built site: run `pnpm build` first.');
    }
    script = spawn(process.execPath, [SCRIPT, '--port', '0', '--machines', '0,0'], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    site = await startDeployment(script);
    // Written by the visitor, before the proxy's own entry: it must count for nothing.
    const login = await ask(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
      body: JSON.stringify(site.admin),
    });
    expect(login.status, login.body.toString()).toBe(200);
    cookie = [login.headers['set-cookie']!]
      .flat()
      .find((line) => line.startsWith('nbt_session='))!
      .split(';')[0]!;
  }, 180_000);

  afterAll(async () => {
    if (!script || script.exitCode !== null) return;
    const ended = new Promise((resolve) => script!.once('exit', resolve));
    script.kill('SIGTERM');
    const timer = setTimeout(() => script!.kill('SIGKILL'), 30_000);
    await ended;
    clearTimeout(timer);
  }, 40_000);

  it('keeps a session signed in through the proxy valid on both machines', async () => {
    for (const machine of site.machines) {
      const me = await ask(`${machine.url}/api/auth/me`, { headers: { cookie } });
      expect(me.status, machine.name).toBe(200);
      expect(json(me)).toMatchObject({ user: { username: site.admin.username, isAdmin: true } });
    }
  });

  it('records the visitor’s address as the proxy saw it, never the proxy’s nor one the visitor wrote', async () => {
    const log = await ask(`${site.url}/api/admin/access-logs`, { headers: { cookie } });
    expect(log.status).toBe(200);
    const logins = (json(log) as { action: string; ip: string | null }[]).filter(
      (entry) => entry.action === 'LOGIN_SUCCESS',
    );
    expect(logins.map((entry) => entry.ip)).toEqual([VISITOR]);
  });

  it('shows a vehicle created through machine A on machine B’s public page at once', async () => {
    const [a, b] = site.machines;
    const model = `Prova ${Date.now()}`;
    // B has made and kept its list page before the vehicle exists.
    const before = await ask(`${b.url}/veicoli`);
    expect(before.status).toBe(200);
    expect(before.body.toString()).not.toContain(model);
    const created = await ask(`${a.url}/api/vehicles`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(vehicleBody({ model })),
    });
    expect(created.status, created.body.toString()).toBe(201);
    const after = await ask(`${b.url}/veicoli`);
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain(model);
  });

  it('serves from machine B, out of the bucket, a photo uploaded through machine A', async () => {
    const [a, b] = site.machines;
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart([
      { name: 'images', filename: 'foto.png', contentType: 'image/png', data: image },
    ]);
    const uploaded = await ask(`${a.url}/api/upload/vehicle-images`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: payload,
    });
    expect(uploaded.status, uploaded.body.toString()).toBe(201);
    const [address] = (json(uploaded) as { images: string[] }).images;
    const name = address!.split('/').at(-1)!;
    const fromB = await ask(`${b.url}/uploads/${name}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers['content-type']).toMatch(/^image\//);
    expect(fromB.body.equals((await ask(`${a.url}/uploads/${name}`)).body)).toBe(true);
    // The object is in the bucket, and neither machine keeps the photo on its disk.
    expect(existsSync(join(site.bucket.dir, site.bucket.name, `${site.bucket.prefix}/${name}._S3rver_object`))).toBe(
      true,
    );
    for (const machine of site.machines) expect(existsSync(join(machine.dataDir, 'uploads', name))).toBe(false);
  });

  it('goes on answering through machine B while machine A stops and after', async () => {
    const [a, b] = site.machines;
    const statuses: number[] = [];
    const calls = ['/api/vehicles', '/api/auth/me', '/veicoli'];
    process.kill(a.pid, 'SIGTERM');
    // The drain, the close, and a second more.
    let stoppedAt: number | undefined;
    for (let n = 0; stoppedAt === undefined || Date.now() - stoppedAt < 1_000; n++) {
      statuses.push((await ask(`${site.url}${calls[n % calls.length]}`, { headers: { cookie } })).status);
      if (stoppedAt === undefined && !exists(a.pid)) stoppedAt = Date.now();
      expect(statuses.length).toBeLessThan(2_000);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await expect(ask(`${a.url}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
    // Writes too go to machine B now.
    const created = await ask(`${site.url}/api/vehicles`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(vehicleBody({ model: 'Dopo A' })),
    });
    expect(created.status, created.body.toString()).toBe(201);
    const { id } = json(created) as { id: number };
    expect((await ask(`${b.url}/api/vehicles/${id}`)).status).toBe(200);
  }, 60_000);
});
