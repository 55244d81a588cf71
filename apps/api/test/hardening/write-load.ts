import { performance } from 'node:perf_hooks';

import type { Office, Vehicle } from '@nbt/validation';

import { publicVehicle } from '../../src/modules/vehicles/vehicles.service.js';
import { officeBody, publicPart, vehicleBody } from '../helpers.js';
import { http } from '../server-process.js';

/**
 * A write load of several clients over the network, and the check of what the database must hold
 * afterwards. Every write carries a marker (vehicle `model`, office `name`), so a row can be traced
 * to the request that wrote it.
 */

export type Kind = 'vehicle' | 'office';
export type Op = 'create' | 'update' | 'delete' | 'sell';

export interface WriteRecord {
  loop: number;
  kind: Kind;
  op: Op;
  /** The target id; for a create, the id answered. */
  id: number | undefined;
  marker: string;
  /** performance.now() when the request was sent and when its answer arrived (undefined: none arrived). */
  start: number;
  end: number | undefined;
  status: number | undefined;
  answer: Vehicle | Office | undefined;
  error?: string;
}

export interface LoadOptions {
  /** Servers to spread the clients over (several processes on one database). */
  bases: string[];
  cookie: string;
  loops: number;
  /** Requests per client; the load also ends when `shouldStop` answers true. */
  requestsPerLoop: number;
  kinds?: Kind[];
  shouldStop?: () => boolean;
  /** Called after every 2xx write, e.g. to kill the server at a given count. */
  onAcknowledged?: (count: number) => void;
  /** Besides the writes, some contact requests (rate-limited in a database transaction). */
  contactEvery?: number;
}

export interface LoadResult {
  records: WriteRecord[];
  requests: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  networkErrors: number;
  contacts: { sent: number; stored: number; refused: number; failed: number };
}

const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

const urlOf = (kind: Kind, op: Op, id?: number) => {
  const base = kind === 'vehicle' ? '/api/vehicles' : '/api/company-info';
  if (op === 'create') return base;
  if (op === 'sell') return `${base}/${id}/${Math.random() < 0.5 ? 'sell' : 'buy-back'}`;
  return `${base}/${id}`;
};

function bodyOf(kind: Kind, marker: string) {
  if (kind === 'office') return officeBody({ name: marker, city: `Città ${marker}`, isMainOffice: false });
  const listing = pick(['rental', 'sale', 'both'] as const)!;
  return vehicleBody({
    model: marker,
    kilometers: Math.floor(Math.random() * 200_000),
    listing_type: listing,
    price_per_day: listing === 'sale' ? null : 1000 + Math.floor(Math.random() * 50_000),
    sale_price_euros: listing === 'rental' ? null : 5000 + Math.floor(Math.random() * 100_000),
    status: pick(['disponibile', 'in_trattativa'] as const),
  });
}

/** Runs `loops` clients at once, each sending its requests one after the other. */
export async function runWriteLoad(options: LoadOptions): Promise<LoadResult> {
  const kinds = options.kinds ?? ['vehicle', 'office'];
  const known: Record<Kind, number[]> = { vehicle: [], office: [] };
  const records: WriteRecord[] = [];
  const result: LoadResult = {
    records,
    requests: 0,
    status2xx: 0,
    status4xx: 0,
    status5xx: 0,
    networkErrors: 0,
    contacts: { sent: 0, stored: 0, refused: 0, failed: 0 },
  };
  let acknowledged = 0;
  let stopped = false;
  const stop = () => stopped || (options.shouldStop?.() ?? false);

  const count = (status: number) => {
    result.requests++;
    if (status >= 500) result.status5xx++;
    else if (status >= 400) result.status4xx++;
    else result.status2xx++;
  };

  async function loop(index: number) {
    const base = options.bases[index % options.bases.length]!;
    for (let seq = 0; seq < options.requestsPerLoop && !stop(); seq++) {
      if (options.contactEvery && seq % options.contactEvery === options.contactEvery - 1) {
        result.contacts.sent++;
        try {
          const answer = await http(base, 'POST', '/api/contact', {
            body: {
              firstName: `Cliente ${index}`,
              lastName: `Numero ${seq}`,
              email: `c${index}.${seq}@example.com`,
              service: 'Vendita Veicoli',
              message: `Richiesta ${index}-${seq}`,
            },
          });
          count(answer.status);
          if (answer.status === 201) result.contacts.stored++;
          else if (answer.status < 500) result.contacts.refused++;
          else result.contacts.failed++;
        } catch {
          result.networkErrors++;
          stopped = true;
        }
        continue;
      }
      const kind = pick(kinds)!;
      const ids = known[kind];
      const roll = Math.random();
      const op: Op = ids.length < 3 || roll < 0.4 ? 'create' : roll < 0.75 ? 'update' : roll < 0.87 ? 'sell' : 'delete';
      const effectiveOp: Op = kind === 'office' && op === 'sell' ? 'update' : op;
      const id = effectiveOp === 'create' ? undefined : pick(ids);
      const marker = `L${index}-${seq}`;
      const record: WriteRecord = {
        loop: index,
        kind,
        op: effectiveOp,
        id,
        marker,
        start: performance.now(),
        end: undefined,
        status: undefined,
        answer: undefined,
      };
      records.push(record);
      try {
        const method = effectiveOp === 'create' ? 'POST' : effectiveOp === 'delete' ? 'DELETE' : 'PUT';
        const withBody = effectiveOp === 'create' || effectiveOp === 'update';
        const answer = await http(base, method, urlOf(kind, effectiveOp, id), {
          cookie: options.cookie,
          body: withBody ? bodyOf(kind, marker) : undefined,
        });
        record.end = performance.now();
        record.status = answer.status;
        count(answer.status);
        if (answer.status < 300) {
          if (effectiveOp !== 'delete') record.answer = answer.body as Vehicle | Office;
          if (effectiveOp === 'create') {
            record.id = (answer.body as { id: number }).id;
            ids.push(record.id);
          }
          options.onAcknowledged?.(++acknowledged);
        }
      } catch (error) {
        // The server went away (killed): this write is unacknowledged, and this client stops.
        record.error = error instanceof Error ? String(error.cause ?? error.message) : String(error);
        result.networkErrors++;
        stopped = true;
      }
    }
  }

  await Promise.all(Array.from({ length: options.loops }, (_, index) => loop(index)));
  return result;
}

const isWrite = (record: WriteRecord) => record.status === undefined || record.status < 300 || record.status >= 500;

export interface StateCheck {
  /** Ids some acknowledged write touched, and how many of them hold a state some write explains. */
  acknowledgedIds: number;
  acknowledgedWrites: number;
  foundExact: number;
  lost: string[];
  unexpected: string[];
}

/**
 * A row as the check compares it. A vehicle's public update time moves only with what visitors see
 * (a second 'sell' leaves it), so it is not the administrator's answer's update time: the rest is.
 */
function comparable(row: unknown): string {
  if (typeof row !== 'object' || row === null || !('model' in row)) return JSON.stringify(row);
  const { updatedAt: _updatedAt, ...rest } = row as Record<string, unknown>;
  return JSON.stringify(rest);
}

/**
 * The database must hold, for every id, the state of one of the writes that could have been the
 * last one: an acknowledged write that no acknowledged write started after (in real time), or a
 * write that got no answer (in flight when the server died). Rows no write created are unexpected.
 */
export function checkFinalState(
  records: WriteRecord[],
  kind: Kind,
  rows: (Vehicle | Office)[],
  // The rows show no office-only fields; the administrator's answer carries them.
  shownAs: (answer: Record<string, unknown>) => unknown = publicPart,
): StateCheck {
  const markerOf = (row: Vehicle | Office) => ('model' in row ? row.model : row.name);
  const mine = records.filter((record) => record.kind === kind && isWrite(record));
  const byId = new Map<number, WriteRecord[]>();
  for (const record of mine) {
    if (record.id === undefined) continue;
    byId.set(record.id, [...(byId.get(record.id) ?? []), record]);
  }
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  const check: StateCheck = {
    acknowledgedIds: 0,
    acknowledgedWrites: mine.filter((record) => record.status !== undefined && record.status < 300).length,
    foundExact: 0,
    lost: [],
    unexpected: [],
  };

  for (const [id, writes] of byId) {
    const acked = writes.filter((w) => w.status !== undefined && w.status < 300);
    if (acked.length === 0) continue;
    check.acknowledgedIds++;
    const candidates = writes.filter((w) => !acked.some((later) => w.end !== undefined && later.start > w.end));
    const row = rowsById.get(id);
    const explained = candidates.some((w) => {
      const unanswered = w.status === undefined || w.status >= 500;
      if (w.op === 'delete') return row === undefined;
      if (row === undefined) return false;
      if (unanswered) return w.op === 'sell' || markerOf(row) === w.marker;
      return comparable(row) === comparable(shownAs(w.answer as unknown as Record<string, unknown>));
    });
    if (explained) check.foundExact++;
    else check.lost.push(`${kind} ${id}: ${row ? JSON.stringify(row).slice(0, 200) : 'missing'}`);
  }

  // Rows whose id no answer carried: only a create in flight (no answer) may explain one.
  const inFlightCreates = new Set(
    mine.filter((w) => w.op === 'create' && w.id === undefined && w.status === undefined).map((w) => w.marker),
  );
  for (const row of rows) {
    if (byId.has(row.id)) continue;
    if (inFlightCreates.delete(markerOf(row))) continue;
    check.unexpected.push(`${kind} ${row.id} (${markerOf(row)})`);
  }
  return check;
}

/** A vehicle as the public list shows the administrator's answer: no office fields, and no daily price once sold. */
export const publicView = (answer: Record<string, unknown>) => publicVehicle(publicPart(answer) as unknown as Vehicle);
