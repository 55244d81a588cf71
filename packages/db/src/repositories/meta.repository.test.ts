import { OfficeInputSchema } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { openDatabase } from '../client.js';
import { createTestDatabase, testVehicle } from '../testing.js';
import { DATA_VERSION_SQL, getDataVersion } from './meta.repository.js';
import { deleteOffice, insertOffice, updateOffice } from './offices.repository.js';
import { insertUser } from './users.repository.js';
import { deleteVehicle, insertVehicle, setVehicleStatus, updateVehicle } from './vehicles.repository.js';

const vehicle = testVehicle();
const office = OfficeInputSchema.parse({ name: 'Sede', country: 'Italia' });

describe('data version', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  afterEach(() => handle?.cleanup());

  it('moves with every insert, update and delete of a vehicle or an office, and with nothing else', async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const versions = [await getDataVersion(db)];
    const step = async (write: () => Promise<unknown>) => {
      await write();
      versions.push(await getDataVersion(db));
    };
    const created = await insertVehicle(db, vehicle);
    versions.push(await getDataVersion(db));
    await step(() => updateVehicle(db, created.id, { ...vehicle, model: 'X6' }));
    await step(() => setVehicleStatus(db, created.id, { status: 'venduto', available: false }));
    await step(() => deleteVehicle(db, created.id));
    const main = await insertOffice(db, office);
    versions.push(await getDataVersion(db));
    await step(() => updateOffice(db, main.id, { ...office, name: 'Sede centrale' }));
    await step(() => deleteOffice(db, main.id));
    for (let index = 1; index < versions.length; index++) expect(versions[index]).toBeGreaterThan(versions[index - 1]!);

    const before = await getDataVersion(db);
    await insertUser(db, { username: 'altro', passwordHash: 'x', isAdmin: true });
    expect(await getDataVersion(db)).toBe(before);
  });

  it('rolls back with a failed transaction', async () => {
    handle = await createTestDatabase();
    const before = await getDataVersion(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await insertVehicle(trx, vehicle);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await getDataVersion(handle.db)).toBe(before);
  });

  it('does not answer, while a transaction is open, a bump that transaction then rolls back', async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const before = await getDataVersion(db);
    let during: Promise<number> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await insertVehicle(trx, vehicle);
        // What a public request arriving now reads; a cache would file its answer under it.
        during = getDataVersion(db);
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await during).toBe(before);
  });

  it('is seen by another connection to the same file, for writes of either', async () => {
    handle = await createTestDatabase();
    const other = openDatabase(`${handle.dir}/test.db`);
    try {
      const start = await getDataVersion(other.db);
      await insertVehicle(handle.db, vehicle);
      expect(await getDataVersion(other.db)).toBe(start + 1);
      await insertOffice(other.db, office);
      expect(await getDataVersion(handle.db)).toBe(start + 2);
    } finally {
      await other.close();
    }
  });

  it('is read once for all the callers of one event-loop turn', async () => {
    handle = await createTestDatabase();
    const { sqlite } = handle;
    let reads = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    vi.spyOn(sqlite, 'prepare').mockImplementation(((source: string) => {
      const statement = prepare(source);
      if (source !== DATA_VERSION_SQL) return statement;
      const get = statement.get.bind(statement);
      return Object.assign(statement, { get: (...args: []) => (reads++, get(...args)) });
    }) as typeof sqlite.prepare);
    const versions = await Promise.all(Array.from({ length: 100 }, () => getDataVersion(handle!.db)));
    expect(new Set(versions).size).toBe(1);
    expect(reads).toBe(1);
    await getDataVersion(handle.db);
    expect(reads).toBe(2);
  });

  it('shows a caller every write committed before it asked, even one committed by another connection within the same turn', async () => {
    handle = await createTestDatabase();
    const other = openDatabase(`${handle.dir}/test.db`);
    try {
      const before = await getDataVersion(handle.db);
      const early = getDataVersion(handle.db);
      // A synchronous commit on another connection, between two callers of one turn.
      other.sqlite.prepare("UPDATE meta SET value = value + 1 WHERE key = 'data_version'").run();
      const late = getDataVersion(handle.db);
      expect(await late).toBe(before + 1);
      // The earlier caller shares the later read: newer than it asked for, never older.
      expect(await early).toBe(before + 1);
    } finally {
      await other.close();
    }
  });
});
