import type { DB } from '@nbt/db/client';
import {
  type Availability,
  AvailabilitySchema,
  type BrowseIndex,
  indexFleet,
  type Office,
  OfficeSchema,
  type RentalOption,
  RentalOptionSchema,
  type Vehicle,
  type VehicleListQuery,
  type VehiclePage,
  VehiclePageSchema,
  VehicleSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { listAllOffices } from '../modules/offices/offices.service.js';
import { listActiveRentalOptions } from '../modules/rental-offer/rental-options.service.js';
import { availabilityWindow, vehicleAvailability } from '../modules/reservations/availability.service.js';
import { getPublicVehicle, listPublicVehicles, pageOfVehicles } from '../modules/vehicles/vehicles.service.js';
import { type CachedAnswer, publicCache } from './public-cache.js';

/** A read whose value goes through its answer schema, once, when it is made: only the fields the schema names are kept. */
const checked =
  <T>(schema: z.ZodType<T>, read: () => Promise<T>) =>
  async (): Promise<T> =>
    schema.parse(await read());

// Built once: a zod schema built per request cost about 2 % of the list's throughput in a CPU profile.
const Vehicles = z.array(VehicleSchema);
const Offices = z.array(OfficeSchema);
const RentalOptions = z.array(RentalOptionSchema);
/** What a page of the list adds to its vehicles, which were checked when the list was read. */
const PageAround = VehiclePageSchema.omit({ vehicles: true });

const browseIndexes = new WeakMap<readonly Vehicle[], BrowseIndex<Vehicle>>();

/**
 * The browse index of the kept list: made once per data version, with the list's answer (the same
 * frozen array while the version holds), so a new query computes no options, names or prices.
 */
function browseIndexOf(vehicles: readonly Vehicle[]): BrowseIndex<Vehicle> {
  let index = browseIndexes.get(vehicles);
  if (!index) {
    index = indexFleet(vehicles);
    browseIndexes.set(vehicles, index);
  }
  return index;
}

/** A list query as one text, its values in a fixed order: equal queries share one answer. */
export function listQueryKey(query: VehicleListQuery): string {
  const params = new URLSearchParams();
  // Parameter names are ASCII: ordered by code unit, no collator needed.
  for (const [name, value] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}

/** The total of a page and, when the list is paged, RFC 8288 links to its neighbours in the API. */
function listHeaders(page: VehiclePage<unknown>, query: VehicleListQuery): Record<string, string> {
  const headers: Record<string, string> = { 'x-total-count': String(page.total) };
  if (query.page === undefined && query.per_page === undefined) return headers;
  const link = (to: number, rel: string) =>
    `</api/vehicles?${listQueryKey({ ...query, page: to, per_page: page.per_page })}>; rel="${rel}"`;
  const links = [link(1, 'first')];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, page.pages), 'prev'));
  if (page.page < page.pages) links.push(link(page.page + 1, 'next'));
  links.push(link(page.pages, 'last'));
  return { ...headers, link: links.join(', ') };
}

/**
 * The public reads both transports serve, each made once per data version under one key: REST
 * sends the answer's bytes (with its ETag and compressed copies), tRPC returns its frozen value.
 * The services stay plain reads; what is cached, and under which key, is decided here only.
 */
export const publicReads = {
  vehicles: (db: DB): Promise<CachedAnswer<Vehicle[]>> =>
    publicCache(db).get(
      'vehicles',
      checked(Vehicles, () => listPublicVehicles(db)),
    ),
  vehicle: (db: DB, id: number): Promise<CachedAnswer<Vehicle>> =>
    publicCache(db).get(
      `vehicle:${id}`,
      checked(VehicleSchema, () => getPublicVehicle(db, id)),
    ),
  /**
   * One page of the list for a query: one answer per query asked for, bounded with the others. Made
   * afresh, it uses one of `client`'s browse misses (see PublicCache).
   */
  // A query that finds nothing (made-up words or a brand no vehicle has) is answered afresh, not
  // kept: each made-up query would take room of its own.
  vehiclePage: (db: DB, query: VehicleListQuery, client?: string): Promise<CachedAnswer<VehiclePage<Vehicle>>> =>
    publicCache(db).get(
      `vehicle-page:${listQueryKey(query)}`,
      async () => {
        const page = await pageOfVehicles(db, browseIndexOf((await publicReads.vehicles(db)).value), query);
        return { vehicles: page.vehicles, ...PageAround.parse(page) };
      },
      { keep: (page) => page.vehicles.length > 0, client, browse: true },
    ),
  /**
   * The list as the documented API answers a query: the page's vehicles, its total in
   * `X-Total-Count` and, when paged, links to the other pages in `Link`. No query, the whole list.
   */
  vehicleList: async (db: DB, query: VehicleListQuery, client?: string): Promise<CachedAnswer<Vehicle[]>> => {
    if (listQueryKey(query) === '') {
      const all = await publicReads.vehicles(db);
      return { ...all, headers: { 'x-total-count': String(all.value.length) } };
    }
    const page = (await publicReads.vehiclePage(db, query, client)).value;
    const answer = await publicCache(db).get(`vehicle-list:${listQueryKey(query)}`, async () => page.vehicles, {
      keep: (vehicles) => vehicles.length > 0,
    });
    return { ...answer, headers: listHeaders(page, query) };
  },
  /** Keyed by the day too: the window moves at midnight in Rome even when no data changed. */
  availability: (db: DB, id: number): Promise<CachedAnswer<Availability>> => {
    const window = availabilityWindow();
    return publicCache(db).get(
      `availability:${id}:${window.from}`,
      checked(AvailabilitySchema, () => vehicleAvailability(db, id, window)),
    );
  },
  offices: (db: DB): Promise<CachedAnswer<Office[]>> =>
    publicCache(db).get(
      'offices',
      checked(Offices, () => listAllOffices(db)),
    ),
  /** The options a visitor may add to a rental; its writes bump the data version like the fleet's. */
  rentalOptions: (db: DB): Promise<CachedAnswer<RentalOption[]>> =>
    publicCache(db).get(
      'rental-options',
      checked(RentalOptions, () => listActiveRentalOptions(db)),
    ),
};
