import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { listContactRequests, listRequestNotes } from '@nbt/db/contact';
import { listOffices } from '@nbt/db/offices';
import { listReservations } from '@nbt/db/reservations';
import { listUsers } from '@nbt/db/users';
import { listVehicles } from '@nbt/db/vehicles';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SIGNING_KEY_FILE, signingKeysFrom } from '../src/modules/auth/signing-key.js';

import { ADMIN, buildTestApp, type TestApp } from './build-app.js';
import { reportFigures } from './figures.js';
import { contactBody, countRows, expectError, multipart, officeBody, uploadedFiles, vehicleBody } from './helpers.js';
import { ON_POSTGRES, restoreBackupDatabase } from './test-database.js';

const apiDir = new URL('..', import.meta.url).pathname;
const run = promisify(execFile);

/** The database inside a backup: SQLite's file, or PostgreSQL's pg_dump archive. */
const DATABASE_IN_BACKUP = ON_POSTGRES ? 'nbt.dump' : 'nbt.db';

const USERS = [
  { username: 'giulia', password: 'Giulia-Pass-123' },
  { username: 'marco', password: 'Marco-Pass-456' },
];

/**
 * The cookie signing key of the site in `dataDir` and the keys derived from it, as bytes and in
 * every text form a program might store them: none may be in a backup.
 */
function signingKeyForms(dataDir: string): Buffer[] {
  const key = readFileSync(join(dataDir, SIGNING_KEY_FILE));
  const { cookie, deviceStamp } = signingKeysFrom(key);
  return [key, cookie, deviceStamp].flatMap((bytes) => [
    bytes,
    ...(['hex', 'base64', 'base64url'] as const).map((encoding) => Buffer.from(bytes.toString(encoding))),
  ]);
}

/** Every row of every table of a database, as text, to search for what must not be there. */
async function everyRow(t: TestApp): Promise<string> {
  const tables = await t.database.db.introspection.getTables();
  expect(tables.map((table) => table.name)).toContain('secrets');
  const rows = await Promise.all(
    tables.map(async ({ name }) => (await sql`SELECT * FROM ${sql.table(name)}`.execute(t.database.db)).rows),
  );
  return JSON.stringify(rows, (_key, value: unknown) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
  );
}

/** Everything a restore must bring back: rows of every table the site shows, and the photos' bytes. */
async function contentsOf(t: TestApp) {
  const photos = Object.fromEntries(
    uploadedFiles(t.config.uploadsDir)
      .filter((name) => !name.startsWith('.'))
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(join(t.config.uploadsDir, name)))
          .digest('hex'),
      ]),
  );
  return {
    vehicles: await listVehicles(t.database.db),
    offices: await listOffices(t.database.db),
    users: await listUsers(t.database.db),
    contactRequests: await listContactRequests(t.database.db),
    reservations: await listReservations(t.database.db),
    notes: await Promise.all(
      (await listContactRequests(t.database.db)).map((request) => listRequestNotes(t.database.db, request.id)),
    ),
    photos,
  };
}

/** Starts the app on a restored data directory and checks everything is there and works. */
async function expectRestored(
  dataDir: string,
  expected: Awaited<ReturnType<typeof contentsOf>>,
  { vehiclesAdded = 0, keyForms = [] as Buffer[] } = {},
) {
  // On PostgreSQL the dump goes into a new database first (pg_restore), as docs/operations.md says.
  await restoreBackupDatabase(dataDir);
  const restored = await buildTestApp({}, { dataDir });
  try {
    const found = await contentsOf(restored);
    // Vehicles written while the backup ran may be in it too (vehiclesAdded); nothing from before is missing.
    for (const vehicle of expected.vehicles) expect(found.vehicles).toContainEqual(vehicle);
    expect(found.vehicles).toHaveLength(expected.vehicles.length + vehiclesAdded);
    expect(found.offices).toEqual(expected.offices);
    expect(found.users).toEqual(expected.users);
    expect(found.contactRequests).toEqual(expected.contactRequests);
    expect(found.reservations).toEqual(expected.reservations);
    expect(found.notes).toEqual(expected.notes);
    expect(found.notes.flat().map((note) => note.text)).toContain('Nota da ritrovare dopo il ripristino');
    expect(found.photos).toEqual(expected.photos);
    // The signing key of the site backed up is in no row (and `secrets` has none at all).
    expect(await countRows(restored.database.db, 'secrets')).toBe(0);
    const rows = await everyRow(restored);
    for (const form of keyForms)
      expect(rows.includes(form.toString('latin1')), 'a signing key in the database').toBe(false);
    // Every user signs in with their password; every photo a vehicle shows is served.
    for (const user of [ADMIN, ...USERS]) await restored.login(user.username, user.password);
    for (const vehicle of expected.vehicles) {
      for (const url of [vehicle.image1, vehicle.image2].filter((u): u is string => !!u)) {
        const response = await restored.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\//);
      }
    }
    return found;
  } finally {
    await restored.close();
  }
}

describe('backup and restore', () => {
  let t: TestApp;
  let admin: string;
  let scratch: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
    scratch = mkdtempSync(join(tmpdir(), 'nbt-backup-test-'));
    for (const user of USERS) {
      const created = await t.injectAs(admin, { method: 'POST', url: '/api/admin/users', payload: user });
      expect(created.statusCode).toBe(201);
    }
    const photo = (color: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
    const uploaded = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/upload/vehicle-images',
      ...multipart(
        await Promise.all(
          ['#a00', '#0a0', '#00a'].map(async (color, i) => ({
            name: 'images',
            filename: `foto${i}.jpg`,
            contentType: 'image/jpeg',
            data: await photo(color),
          })),
        ),
      ),
    });
    const images = uploaded.json<{ images: string[] }>().images;
    for (const [i, pair] of [images.slice(0, 2), images.slice(2)].entries()) {
      const response = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/vehicles',
        payload: vehicleBody({ model: `Backup ${i}`, image1: pair[0], image2: pair[1] ?? null }),
      });
      expect(response.statusCode).toBe(201);
      const reserved = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/admin/reservations',
        payload: {
          vehicleId: response.json<{ id: number }>().id,
          from: '2026-06-01',
          to: '2026-06-03',
          customerName: 'Anna',
        },
      });
      expect(reserved.statusCode).toBe(201);
    }
    await t.injectAs(admin, { method: 'POST', url: '/api/company-info', payload: officeBody({ isMainOffice: true }) });
    await t.injectAs(admin, {
      method: 'POST',
      url: '/api/company-info',
      payload: officeBody({ name: 'Sede di Como' }),
    });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
    const [lead] = await listContactRequests(t.database.db);
    const noted = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${lead!.id}/notes`,
      payload: { text: 'Nota da ritrovare dopo il ripristino' },
    });
    expect(noted.statusCode, noted.body).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('the backup command writes a whole folder while the site takes writes, and restoring it brings everything back', async () => {
    const before = await contentsOf(t);
    const out = join(scratch, 'backups');
    const tsx = join(createRequire(join(apiDir, 'package.json')).resolve('tsx/package.json'), '..', 'dist', 'cli.mjs');
    // The command runs as its own process, as an operator would run it, while this app keeps writing.
    const command = run(process.execPath, [tsx, 'scripts/backup.ts', '--', '--out', out], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: t.dataDir,
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      },
    });
    let writesDuring = 0;
    let finished = false;
    void command.finally(() => (finished = true));
    while (!finished) {
      const response = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/vehicles',
        payload: vehicleBody({ model: `during ${writesDuring}` }),
      });
      expect(response.statusCode).toBe(201);
      writesDuring++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { stdout } = await command;
    expect(stdout).toMatch(/Backup written to /);

    const folders = readdirSync(out);
    expect(folders).toHaveLength(1);
    expect(folders[0]).toMatch(/^nbt-backup-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d$/);
    const folder = join(out, folders[0]!);
    expect(readdirSync(folder).sort()).toEqual(['manifest.json', DATABASE_IN_BACKUP, 'uploads'].sort());
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'nbt-backup/1', database: { integrity: 'ok' }, missingImages: [] });

    // Restore as the README says: an empty DATA_DIR, the folder's contents copied in, start.
    const restoredDir = join(scratch, 'restored-from-folder');
    mkdirSync(restoredDir);
    cpSync(folder, restoredDir, { recursive: true });
    const snapshotVehicles = manifest.database.counts.vehicles as number;
    // A consistent snapshot: everything from before the backup, plus a prefix of the writes made during it.
    expect(snapshotVehicles).toBeGreaterThanOrEqual(before.vehicles.length);
    expect(snapshotVehicles).toBeLessThanOrEqual(before.vehicles.length + writesDuring);
    await expectRestored(restoredDir, before, {
      vehiclesAdded: snapshotVehicles - before.vehicles.length,
      keyForms: signingKeyForms(t.dataDir),
    });

    reportFigures('backup-command', {
      vehicles: before.vehicles.length,
      offices: before.offices.length,
      users: before.users.length,
      photos: Object.keys(before.photos).length,
      writesDuringBackup: writesDuring,
      vehiclesInSnapshot: snapshotVehicles,
      restoredAllBefore: true,
    });
  }, 120_000);

  it('GET /api/admin/backup streams a .tar that restores into a fresh data directory', async () => {
    const before = await contentsOf(t);
    const response = await t.injectAs(admin, { method: 'GET', url: '/api/admin/backup' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-tar');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nbt_backup_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.tar"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // The staging folder of the download is gone once it is sent.
    expect(readdirSync(t.dataDir).filter((name) => name.startsWith('.backup-'))).toEqual([]);

    const archive = join(scratch, 'download.tar');
    writeFileSync(archive, response.rawPayload);
    const restoredDir = join(scratch, 'restored-from-tar');
    mkdirSync(restoredDir);
    // `tar` reads it as any archive (and so would an operator following the README).
    const extracted = spawnSync('tar', ['-xf', archive, '-C', restoredDir], { encoding: 'utf8' });
    expect(extracted.status, extracted.stderr).toBe(0);
    expect(readdirSync(restoredDir).sort()).toEqual(['manifest.json', DATABASE_IN_BACKUP, 'uploads'].sort());
    // Not the key file, nor the key in any form anywhere in the archive's bytes (on PostgreSQL the
    // dump is compressed: the restored database is searched below).
    const keyForms = signingKeyForms(t.dataDir);
    for (const form of keyForms) expect(response.rawPayload.includes(form), 'a signing key in the archive').toBe(false);

    const found = await expectRestored(restoredDir, before, { keyForms });
    reportFigures('backup-download', {
      tarBytes: response.rawPayload.length,
      vehicles: found.vehicles.length,
      offices: found.offices.length,
      users: found.users.length,
      usersSignedIn: USERS.length + 1,
      photos: Object.keys(found.photos).length,
    });
  }, 120_000);

  it('records the download in the access log', async () => {
    await t.injectAs(admin, { method: 'GET', url: '/api/admin/backup' });
    const entry = await t.database.db
      .selectFrom('access_logs')
      .selectAll()
      .where('action', '=', 'BACKUP_DOWNLOADED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ username: 'admin' });
    expect(entry.details).toMatch(/\d+ veicoli, \d+ immagini/);
  });

  it('refuses every administrator but the main one (user id 1) with the access log’s 403, before anything is staged or recorded', async () => {
    const second = await t.login(USERS[0]!.username, USERS[0]!.password);
    const logged = await countRows(t.database.db, 'access_logs');
    const created: string[] = [];
    const watcher = watch(t.dataDir, (_event, name) => {
      if (name) created.push(name);
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => t.injectAs(second, { method: 'GET', url: '/api/admin/backup' })),
      );
      for (const answer of answers) {
        expect(expectError(answer, 403, 'FORBIDDEN').error).toBe(
          "Solo l'utente admin può visualizzare i log di accesso",
        );
      }
      // The watcher's events arrive on later turns of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      watcher.close();
    }
    expect(created.filter((name) => name.startsWith('.backup-'))).toEqual([]);
    expect(await countRows(t.database.db, 'access_logs')).toBe(logged);
  });

  it('answers 401 without a session and 403 to a user who is not an administrator', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/backup' });
    expect(anonymous.statusCode).toBe(401);
    await t.addUser('viewer', 'Viewer-Pass-123', false);
    const viewer = await t.login('viewer', 'Viewer-Pass-123');
    const forbidden = await t.injectAs(viewer, { method: 'GET', url: '/api/admin/backup' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain('SQLite format');
  });
});
