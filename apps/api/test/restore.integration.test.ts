// A backup archive is data an attacker may have touched: one whose `uploads` is a link out of the
// data folder must neither be restored by the site's own command nor served once unpacked by hand.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/env.js';
import { dataPlaceProblems } from '../src/lib/data-places.js';
import { restoreArchive } from '../src/modules/backup/restore.js';
import { ADMIN, buildTestApp, type TestApp } from './build-app.js';
import { multipart } from './helpers.js';
import { startServer } from './server-process.js';
import { ON_POSTGRES } from './test-database.js';

type Entry = { name: string; type?: 'file' | 'directory' | 'symlink' | 'link'; linkname?: string; data?: Buffer };

/** A tar archive of `entries`, written with tar-stream as any tool could write it. */
async function tarOf(entries: Entry[]): Promise<Buffer> {
  const archive = pack();
  for (const { data, ...header } of entries) archive.entry({ type: 'file', ...header }, data ?? Buffer.alloc(0));
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function listTar(archive: string): string {
  return spawnSync('tar', ['-tvf', archive], { encoding: 'utf8' }).stdout;
}

describe.skipIf(ON_POSTGRES)('restoring a backup archive', () => {
  let t: TestApp;
  let scratch: string;
  /** A genuine backup's parts: the database and one photo. */
  let database: Buffer;
  let photo: { name: string; data: Buffer };
  /** The files of that photo (it and its variants). */
  let photoFiles: number;
  /** A folder outside any data folder, standing for /etc or another site's files. */
  let outside: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'nbt-restore-'));
    outside = join(scratch, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.txt'), 'not for the web');
    t = await buildTestApp();
    const admin = await t.login();
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#246' } })
      .jpeg()
      .toBuffer();
    const form = multipart([{ name: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg }]);
    const upload = await t.injectAs(admin, { method: 'POST', url: '/api/upload/vehicle-images', ...form });
    expect(upload.statusCode, upload.body).toBe(201);
    const download = await t.injectAs(admin, { method: 'GET', url: '/api/admin/backup' });
    expect(download.statusCode).toBe(200);
    const unpacked = join(scratch, 'genuine');
    mkdirSync(unpacked);
    writeFileSync(join(scratch, 'genuine.tar'), download.rawPayload);
    expect(spawnSync('tar', ['-xf', join(scratch, 'genuine.tar'), '-C', unpacked]).status).toBe(0);
    database = readFileSync(join(unpacked, 'nbt.db'));
    const names = readdirSync(join(unpacked, 'uploads'));
    photoFiles = names.length;
    const [name] = names;
    photo = { name: name!, data: readFileSync(join(unpacked, 'uploads', name!)) };
  }, 120_000);

  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const dataDirNamed = (name: string) => {
    const dir = join(scratch, name);
    mkdirSync(dir);
    return dir;
  };

  it('an archive whose uploads is a link out of the data folder: tar -xf unpacks it, and the server then refuses to start, naming it', async () => {
    const archive = join(scratch, 'evil.tar');
    writeFileSync(
      archive,
      await tarOf([
        { name: 'nbt.db', data: database },
        { name: 'uploads', type: 'symlink', linkname: outside },
      ]),
    );
    expect(listTar(archive)).toMatch(/^l.* uploads -> /m);
    const dataDir = dataDirNamed('unpacked-by-hand');
    // The plain extraction the operator might reach for takes the link as it is.
    expect(spawnSync('tar', ['-xf', archive, '-C', dataDir]).status).toBe(0);
    const uploads = join(dataDir, 'uploads');
    expect(readFileSync(join(uploads, 'secret.txt'), 'utf8')).toBe('not for the web');

    const problems = await dataPlaceProblems(loadConfig({ DATA_DIR: dataDir }));
    expect(problems).toEqual([
      `${uploads} is a symbolic link (to ${outside}), so its data lies outside its configured place`,
    ]);
    // The real server, started on that folder, stops before it listens, naming the folder.
    const started = startServer(dataDir);
    await expect(started).rejects.toThrow(/exited \(1\) before listening/);
    await expect(started).rejects.toThrow(new RegExp(`${uploads.replaceAll('/', '\\/')} is a symbolic link`));
  }, 120_000);

  it('refuses a database file that is a link, and a link among the uploads, naming each', async () => {
    const dataDir = dataDirNamed('links-inside');
    writeFileSync(join(outside, 'other.db'), database);
    symlinkSync(join(outside, 'other.db'), join(dataDir, 'nbt.db'));
    mkdirSync(join(dataDir, 'uploads'));
    symlinkSync(join(outside, 'secret.txt'), join(dataDir, 'uploads', 'photo.jpg'));
    expect(await dataPlaceProblems(loadConfig({ DATA_DIR: dataDir }))).toEqual([
      `${join(dataDir, 'nbt.db')} is a symbolic link (to ${join(outside, 'other.db')}), so its data lies outside its configured place`,
    ]);
    rmSync(join(dataDir, 'nbt.db'));
    writeFileSync(join(dataDir, 'nbt.db'), database);
    expect(await dataPlaceProblems(loadConfig({ DATA_DIR: dataDir }))).toEqual([
      `${join(dataDir, 'uploads', 'photo.jpg')} is a symbolic link (to ${join(outside, 'secret.txt')}); uploads must be real files`,
    ]);
  });

  it('the restore command refuses such an archive whole before anything is put in place', async () => {
    const hostile: [string, Entry[]][] = [
      [
        'uploads is a link',
        [
          { name: 'nbt.db', data: database },
          { name: 'uploads', type: 'symlink', linkname: outside },
        ],
      ],
      [
        'a photo is a link',
        [
          { name: 'nbt.db', data: database },
          { name: 'uploads/a.jpg', type: 'symlink', linkname: '/etc/passwd' },
        ],
      ],
      [
        'a hard link',
        [
          { name: 'nbt.db', data: database },
          { name: 'uploads/a.jpg', type: 'link', linkname: 'nbt.db' },
        ],
      ],
      [
        'a path out of the folder',
        [
          { name: 'nbt.db', data: database },
          { name: '../escaped.jpg', data: photo.data },
        ],
      ],
      [
        'a path into another folder',
        [
          { name: 'uploads/../../escaped.jpg', data: photo.data },
          { name: 'nbt.db', data: database },
        ],
      ],
      [
        'an absolute path',
        [
          { name: 'nbt.db', data: database },
          { name: `${outside}/planted.jpg`, data: photo.data },
        ],
      ],
      [
        'a file the site never writes',
        [
          { name: 'nbt.db', data: database },
          { name: '.env', data: Buffer.from('X=1') },
        ],
      ],
      ['no database', [{ name: `uploads/${photo.name}`, data: photo.data }]],
      ['a database that is not one', [{ name: 'nbt.db', data: Buffer.from('not sqlite') }]],
    ];
    for (const [label, entries] of hostile) {
      const archive = join(scratch, `hostile-${hostile.findIndex(([l]) => l === label)}.tar`);
      writeFileSync(archive, await tarOf(entries));
      const dataDir = dataDirNamed(`refused-${hostile.findIndex(([l]) => l === label)}`);
      const config = loadConfig({ DATA_DIR: dataDir });
      await expect(restoreArchive(archive, config), label).rejects.toThrow();
      // Nothing was put in place, and nothing was left behind.
      expect(existsSync(config.databaseFile), label).toBe(false);
      expect(readdirSync(config.uploadsDir), label).toEqual([]);
      expect(readdirSync(dataDir).sort(), label).toEqual(['uploads']);
      expect(existsSync(join(scratch, 'escaped.jpg')), label).toBe(false);
      expect(existsSync(join(outside, 'planted.jpg')), label).toBe(false);
    }
    const named = restoreArchive(join(scratch, 'hostile-0.tar'), loadConfig({ DATA_DIR: dataDirNamed('named') }));
    await expect(named).rejects.toThrow(`The archive's entry "uploads" (symlink → ${outside}) is not part of a backup`);
  });

  it('the restore command brings a genuine backup back, which the site then serves and signs in to', async () => {
    const dataDir = dataDirNamed('restored');
    const config = loadConfig({ DATA_DIR: dataDir });
    const restored = await restoreArchive(join(scratch, 'genuine.tar'), config);
    expect(restored.uploads).toBe(photoFiles);
    expect(restored.counts.users).toBe(1);
    expect(await dataPlaceProblems(config)).toEqual([]);
    expect(readFileSync(join(config.uploadsDir, photo.name))).toEqual(photo.data);
    // Into a folder that already holds a site, it refuses.
    await expect(restoreArchive(join(scratch, 'genuine.tar'), config)).rejects.toThrow(
      /exists: move the data folder aside/,
    );
    const site = await buildTestApp({}, { dataDir });
    try {
      expect((await site.app.inject({ method: 'GET', url: `/uploads/${photo.name}` })).statusCode).toBe(200);
      expect(await site.login(ADMIN.username, ADMIN.password)).toMatch(/^nbt_session=/);
    } finally {
      await site.app.close();
      await site.database.close();
    }
  });
});
