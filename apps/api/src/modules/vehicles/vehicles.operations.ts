import {
  AdminVehiclePageSchema,
  AdminVehicleQuerySchema,
  AdminVehicleSchema,
  AvailabilitySchema,
  BulkVehicleInputSchema,
  BulkVehicleResultSchema,
  IdParamsSchema,
  indexFleet,
  SellVehicleSchema,
  SuccessSchema,
  VehicleInputSchema,
  VehicleListQuerySchema,
  VehiclePageSchema,
  VehicleSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { clientOf } from '../../lib/public-cache.js';
import { publicReads } from '../../lib/public-reads.js';
import { failures, headers } from '../../openapi/answers.js';
import { adminMutation, adminQuery, publicQuery, rest, succeeded } from '../../operations/operation.js';
import {
  buyBackVehicle,
  createVehicle,
  editVehicle,
  getVehicleForAdmin,
  listVehiclesForAdmin,
  pageOfVehicles,
  removeVehicle,
  sellVehicle,
} from './vehicles.service.js';
import { changeVehicles, searchVehiclesForAdmin } from './vehicle-search.service.js';

const Vehicles = z.array(VehicleSchema);
const path = '/vehicles/:id';
const responses = failures({ NOT_FOUND: 'No vehicle with this id' });

export const vehicleOperations = {
  vehicles: {
    list: publicQuery({
      input: VehicleListQuerySchema.optional(),
      output: Vehicles,
      kept: ({ db, meta }, query) => publicReads.vehicleList(db, query ?? {}, clientOf(meta.ip)),
      forAdmin: async (deps, _actor, query) =>
        (await pageOfVehicles(deps.db, indexFleet(await listVehiclesForAdmin(deps)), query ?? {})).vehicles,
      rest: rest(
        'GET /vehicles',
        'Every vehicle, newest first; or those a query asks for, a page at a time',
        'The vehicles',
        {
          query: VehicleListQuerySchema,
          description:
            'With `from` and `to` (local dates in Europe/Rome, both days included, from today, at most a year) ' +
            'only the vehicles that can be rented and that no reservation holds on any of those days. The other ' +
            'parameters narrow and order the list: `min_price` and `max_price` in whole euros (the daily rate, the ' +
            'sale price on the `auto` and `tir` tabs), `seats` at least that many; `condition`, `body_type`, ' +
            '`registered_from` (`YYYY-MM`), `max_km`, `max_owners` and `vat_deductible` on what a buyer compares ' +
            '(a vehicle that does not state a fact matches no filter on it); for trucks `min_payload_kg` ' +
            '(kg) and `axles`, for earth-moving machines `machine_type`, `max_operating_weight_kg` (kg) and ' +
            '`with_operator` (`true`: they come with an operator; `false`: rented without one). `page` (from 1) and `per_page` ' +
            '(at most 100) cut it into pages, and the answer stays a list: its total is in `X-Total-Count`, and ' +
            'with `page` or `per_page` the first, previous, next and last pages are in `Link` (RFC 8288).',
          headers: {
            ...headers.etag,
            'X-Total-Count': {
              description: 'How many vehicles match the query, on every page',
              schema: { type: 'integer' },
            },
          },
        },
      ),
    }),
    /** A page of the list with what the site's list page shows around it: the totals and the filters' choices. */
    browse: publicQuery({
      input: VehicleListQuerySchema,
      output: VehiclePageSchema,
      kept: ({ db, meta }, query) => publicReads.vehiclePage(db, query, clientOf(meta.ip)),
    }),
    availability: publicQuery({
      input: IdParamsSchema,
      output: AvailabilitySchema,
      kept: ({ db }, { id }) => publicReads.availability(db, id),
      rest: rest(
        `GET ${path}/availability`,
        'The days a vehicle is booked, from today to a year ahead',
        'The booked periods',
        {
          description: 'Periods only (both days included, local dates in Europe/Rome): never who booked them.',
          responses,
        },
      ),
    }),
    byId: publicQuery({
      input: IdParamsSchema,
      output: VehicleSchema,
      kept: ({ db }, { id }) => publicReads.vehicle(db, id),
      forAdmin: getVehicleForAdmin,
      rest: rest(`GET ${path}`, 'One vehicle', 'The vehicle', { responses }),
    }),
  },
  // The back office's answers are checked against the same schemas the REST routes serialise with.
  admin: {
    vehicles: {
      search: adminQuery({
        input: AdminVehicleQuerySchema,
        output: AdminVehiclePageSchema,
        run: searchVehiclesForAdmin,
        rest: rest('GET /admin/vehicles', 'Search the vehicles, one page at a time (admin)', 'The page and the total', {
          query: AdminVehicleQuerySchema,
          description:
            '`q` finds each of its words in the brand, model, plate or chassis number, or as the id; the filters ' +
            'narrow the search, `sort` orders it, `page` and `pageSize` (at most 100) choose the page. ' +
            '`total` counts every matching vehicle.',
        }),
      }),
      bulk: adminMutation({
        input: BulkVehicleInputSchema,
        output: BulkVehicleResultSchema,
        run: changeVehicles,
        rest: rest(
          'POST /admin/vehicles/bulk',
          'Change or delete several vehicles at once (admin)',
          'What was changed',
          {
            description:
              'The vehicles by `ids` (at most 1000, every one must exist) or by `match` (the search filters; ' +
              'at most 1000 may match), and one change: availability, status, hidden price, or deletion. ' +
              'All of it in one transaction, recorded as one access-log line naming the ids.',
            responses,
          },
        ),
      }),
      create: adminMutation({
        input: VehicleInputSchema,
        output: AdminVehicleSchema,
        run: createVehicle,
        rest: rest('POST /vehicles', 'Create a vehicle (admin)', 'The vehicle as stored', { status: 201 }),
      }),
      update: adminMutation({
        input: z.object({ id: IdParamsSchema.shape.id, data: VehicleInputSchema }),
        output: AdminVehicleSchema,
        run: editVehicle,
        rest: rest(`PUT ${path}`, 'Replace a vehicle (admin)', 'The vehicle as stored', {
          bodyField: 'data',
          responses,
        }),
      }),
      delete: adminMutation({
        input: IdParamsSchema,
        output: SuccessSchema,
        run: (deps, actor, input) => succeeded(removeVehicle(deps, actor, input)),
        rest: rest(`DELETE ${path}`, 'Delete a vehicle (admin)', 'Deleted, with the photos no other vehicle uses', {
          responses,
        }),
      }),
      sell: adminMutation({
        input: SellVehicleSchema,
        output: AdminVehicleSchema,
        run: sellVehicle,
        rest: rest(`PUT ${path}/sell`, 'Mark sold: status venduto, not available (admin)', 'The vehicle, sold', {
          bodyField: 'sale',
          description:
            'The body is optional: `priceEuros` (what it went for, at least 1; the asking price when left out), `date` (`YYYY-MM-DD`, not after today; today when left out) and `buyer`. The sale is kept with the vehicle (`soldPriceEuros`, `soldOn`, `soldTo`, for administrators only) until a buy-back; a sold vehicle shows no daily price to the public.',
          responses,
        }),
      }),
      buyBack: adminMutation({
        input: IdParamsSchema,
        output: AdminVehicleSchema,
        run: buyBackVehicle,
        rest: rest(
          `PUT ${path}/buy-back`,
          'Buy back: status disponibile, available (admin)',
          'The vehicle, available again',
          {
            responses,
          },
        ),
      }),
    },
  },
};
