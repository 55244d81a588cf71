#!/usr/bin/env node
// Two machines on one, for a demonstration and for its test. It starts a private PostgreSQL
// cluster, an S3-protocol server (s3rver) with one bucket, two built site processes on their own
// ports with the same DATABASE_URL, STORAGE_URL, PUBLIC_URL and TRUST_PROXY, and Caddy (Debian's
// package, the proxy the operations guide's sample configures) in front of them:
//   pnpm build && node scripts/two-machines.mjs [--port 8080] [--machines 3011,3012] [--demo]
// Port 0 picks a free one. Once everything answers it prints the addresses, then one line
// `two-machines ready {…}` (JSON) for programs; Ctrl-C (or SIGTERM) stops it all and removes its
// folder. Stopping one site process (kill <pid>) leaves the other serving through the proxy.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps', 'api', 'dist', 'server.js');
// s3rver and pg are the API package's own dependencies: no other install is needed.
const requireApi = createRequire(join(root, 'apps', 'api', 'package.json'));

const ADMIN = { username: 'admin', password: 'Due-Macchine-2026' };
const BUCKET = 'nbt-foto';
// s3rver's fixed key; the sites read it through the AWS SDK's default chain, as in production.
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
// Longer than the proxy's health-check interval, so the proxy has left a stopping machine before it closes.
const DRAIN_SECONDS = 2;

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    machines: { type: 'string', default: '3011,3012' },
    demo: { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`two-machines: ${message}`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const portOf = async (text) => (Number(text) === 0 ? freePort() : Number(text));

const onPath = (program) => spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).stdout.trim();
// Where postgres-cluster.sh looks for the server's programs.
const postgresFound = () =>
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))) ||
  Boolean(onPath('initdb') && onPath('pg_ctl'));

/** Something from Debian, installed when `found` says it is missing and this runs as root. */
function ensureInstalled(program, debianPackage, found = () => onPath(program)) {
  if (found()) return found();
  if (process.getuid?.() !== 0) fail(`${program} is not installed: apt-get install ${debianPackage} (as root)`);
  console.log(`Installing ${debianPackage} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
  if (install.status !== 0 || !found()) fail(`apt-get install ${debianPackage} failed`);
  return found();
}

function cluster(...args) {
  const result = spawnSync(join(root, 'scripts', 'postgres-cluster.sh'), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`postgres-cluster.sh ${args.join(' ')}: ${result.stderr}${result.stdout}`);
}

/** Starts a process with its output in `logFile`; resolves once `ready` answers true. */
function startProcess(name, command, args, env, logFile) {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${name} stopped (${code ?? signal}); see ${logFile}`);
  });
  return child;
}

async function until(what, check, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers =
  (url, status = 200) =>
  async () =>
    (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === status;

let stopping = false;
const cleanups = [];

async function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error.message));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stopAll().then(() => process.exit(0)));
}

async function main() {
  if (!existsSync(serverEntry)) fail(`${serverEntry} is missing: build the site first (pnpm build)`);
  ensureInstalled('initdb', 'postgresql', postgresFound);
  const caddy = ensureInstalled('caddy', 'caddy');
  const proxyPort = await portOf(options.port);
  const sitePorts = await Promise.all(options.machines.split(',').map(portOf));
  if (sitePorts.length !== 2) fail('--machines takes two ports, e.g. 3011,3012');
  const publicUrl = `http://127.0.0.1:${proxyPort}`;

  const dir = mkdtempSync(join(tmpdir(), 'nbt-two-machines-'));
  // Passable, not readable, by the postgres user that the cluster runs as when this runs as root.
  chmodSync(dir, 0o711);
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));

  // One PostgreSQL for both machines, with the site's own role and database.
  const pgDir = join(dir, 'postgres');
  const pgPort = await freePort();
  cluster('init', pgDir);
  cluster('start', pgDir, String(pgPort));
  cleanups.push(async () => cluster('stop', pgDir));
  const pg = requireApi('pg');
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await admin.connect();
  await admin.query('CREATE ROLE nbt LOGIN');
  await admin.query("CREATE DATABASE nbt OWNER nbt ENCODING 'UTF8' TEMPLATE template0");
  await admin.end();
  const databaseUrl = `postgres://nbt@127.0.0.1:${pgPort}/nbt`;

  // One bucket for both machines' photos.
  const { default: S3rver } = await import(requireApi.resolve('s3rver'));
  const bucketDir = join(dir, 's3');
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = await s3.run();
  cleanups.push(async () => {
    s3.httpServer?.closeAllConnections();
    await s3.close();
  });
  const endpoint = `http://127.0.0.1:${s3Port}`;
  const storageUrl = `s3://${BUCKET}/site?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`;

  // The two machines: the same settings, each its own port and DATA_DIR. The first migrates the
  // database and creates the administrator; the second starts once it answers.
  const machines = [];
  const children = [];
  // Stopped together: each drains for DRAIN_SECONDS first.
  cleanups.push(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
  });
  for (const [index, port] of sitePorts.entries()) {
    const name = `machine ${'AB'[index]}`;
    const dataDir = join(dir, `machine-${'ab'[index]}`);
    mkdirSync(dataDir);
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STORAGE_URL: storageUrl,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      ...S3_CREDENTIALS,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: options.demo ? '1' : '0',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    };
    const logFile = join(dir, `machine-${'ab'[index]}.log`);
    const child = startProcess(name, process.execPath, ['--max-old-space-size=512', serverEntry], env, logFile);
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await until(name, answers(`${url}/api/ready`), 120_000);
    machines.push({ name, url, pid: child.pid, dataDir, log: logFile });
  }

  // The reverse proxy: the operations guide's Caddyfile with these addresses, on plain HTTP.
  const caddyfile = join(dir, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
	admin off
	auto_https off
}

${publicUrl} {
	reverse_proxy ${machines.map((machine) => machine.url.replace('http://', '')).join(' ')} {
		lb_policy round_robin
		lb_try_duration 3s
		health_uri /api/ready
		health_interval 1s
		health_timeout 4s
		fail_duration 10s
	}
}
`,
  );
  const caddyHome = join(dir, 'caddy');
  mkdirSync(caddyHome);
  const proxy = startProcess(
    'the proxy',
    caddy,
    ['run', '--config', caddyfile, '--adapter', 'caddyfile'],
    { PATH: process.env.PATH, HOME: caddyHome, XDG_DATA_HOME: caddyHome, XDG_CONFIG_HOME: caddyHome },
    join(dir, 'caddy.log'),
  );
  cleanups.push(async () => {
    if (proxy.exitCode === null && proxy.signalCode === null) proxy.kill('SIGTERM');
    await proxy.exited;
  });
  await until('the proxy', answers(`${publicUrl}/api/ready`), 30_000);

  const facts = {
    url: publicUrl,
    machines,
    databaseUrl,
    bucket: { endpoint, name: BUCKET, prefix: 'site', dir: bucketDir },
    admin: ADMIN,
    folder: dir,
  };
  console.log(`
  The site, through the proxy:  ${publicUrl}  (back office: ${publicUrl}/admin, ${ADMIN.username} / ${ADMIN.password})
${machines.map((machine) => `  ${machine.name}:  ${machine.url}  pid ${machine.pid}, log ${machine.log}`).join('\n')}
  PostgreSQL:  ${databaseUrl}
  Bucket:      s3://${BUCKET}/site at ${endpoint}
  Stop a machine with kill <pid>; Ctrl-C stops everything and removes ${dir}.
`);
  console.log(`two-machines ready ${JSON.stringify(facts)}`);
}

main().catch(async (error) => {
  console.error(`two-machines: ${error.message}`);
  await stopAll();
  process.exit(1);
});
