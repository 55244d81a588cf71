import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fc from 'fast-check';
import sharp from 'sharp';
import { expect } from 'vitest';

import { type TestApp } from '../../build-app.js';
import { contactBody, installWriteCounter, multipart, officeBody, vehicleBody } from '../../helpers.js';
import { sqliteOf } from '../../test-database.js';

/** The database the reads run on: its seed, its write counter, its access log and a dump of it. */

// ---- The database the reads run on --------------------------------------------------------------

export let t: TestApp;
export const vehicleIds: number[] = [];
/** Every file in the uploads folder (a name, no folders), with its bytes. */
export const uploadFiles = new Map<string, Buffer>();

export const existingId = fc.nat().map((n) => vehicleIds[n % vehicleIds.length]!);
export const vehicleExists = (id: number) => vehicleIds.includes(id);
/** The contact requests the seed sent, whose notes, replies and ready texts may be read. */
export const requestIds: number[] = [];
export const requestExists = (id: number) => requestIds.includes(id);

/** Every table but the access log (checked row by row): a read must insert, update or delete nothing. */
export const WATCHED_TABLES = [
  'users',
  'sessions',
  'vehicles',
  'gallery_images',
  'company_info',
  'contact_requests',
  'reservations',
  'reservation_events',
  'calendar_feeds',
  'rate_limits',
  'meta',
];
export let writeCount: () => number = () => 0;
export const lastLogId = () =>
  (sqliteOf(t.database).prepare('SELECT coalesce(max(id), 0) AS id FROM access_logs').get() as { id: number }).id;
export const logActionsAfter = (id: number) =>
  (
    sqliteOf(t.database).prepare('SELECT action FROM access_logs WHERE id > ? ORDER BY id').all(id) as {
      action: string;
    }[]
  ).map((row) => row.action);

/** Every row of every table but the access log (and the sessions' last-seen times), as text. */
export function dump(): string {
  const tables = ['users', 'vehicles', 'gallery_images', 'company_info', 'contact_requests', 'rate_limits', 'meta'];
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = sqliteOf(t.database).prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
  rows.sessions = sqliteOf(t.database)
    .prepare('SELECT id, user_id, created_at, expires_at, ip, user_agent FROM sessions ORDER BY id')
    .all();
  return JSON.stringify(rows);
}
export const dataVersion = () =>
  (sqliteOf(t.database).prepare("SELECT value FROM meta WHERE key = 'data_version'").get() as { value: number }).value;

/** Clears what the previous file of the read fuzz left in this module's state. */
export function resetDatabaseState() {
  vehicleIds.length = 0;
  requestIds.length = 0;
  uploadFiles.clear();
  writeCount = () => 0;
}

/** The app the reads of this file run on, once it is built. */
export function useApp(app: TestApp) {
  t = app;
}

/** A photo, vehicles (one deleted), offices and contact requests to read; the write counter on. */
export async function seed(admin: string) {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer();
  const uploaded = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/upload/vehicle-images',
    ...multipart([{ name: 'images', filename: 'auto.jpg', contentType: 'image/jpeg', data: photo }]),
  });
  const [image] = uploaded.json<{ images: string[] }>().images;
  for (let i = 0; i < 4; i++) {
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ model: `Modello ${i}`, image1: i === 0 ? image : null }),
    });
    vehicleIds.push(created.json<{ id: number }>().id);
  }
  // One deleted: its id must answer 404.
  await t.injectAs(admin, { method: 'DELETE', url: `/api/vehicles/${vehicleIds.pop()}` });
  for (let i = 0; i < 2; i++) {
    await t.injectAs(admin, {
      method: 'POST',
      url: '/api/company-info',
      payload: officeBody({ name: `Sede ${i}` }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId: vehicleIds[0] }),
      remoteAddress: `10.8.0.${i}`,
    });
  }
  const requests = sqliteOf(t.database).prepare('SELECT id FROM contact_requests').all() as { id: number }[];
  requestIds.push(...requests.map((request) => request.id));
  for (const entry of readdirSync(t.config.uploadsDir, { withFileTypes: true })) {
    if (entry.isFile()) uploadFiles.set(entry.name, readFileSync(join(t.config.uploadsDir, entry.name)));
  }
  writeCount = installWriteCounter(sqliteOf(t.database), WATCHED_TABLES, 'read_fuzz');
  // The counter sees a write (one that changes nothing), so a read that writes can't go unseen.
  sqliteOf(t.database).prepare("UPDATE meta SET value = value WHERE key = 'data_version'").run();
  expect(writeCount()).toBe(1);
}
