import {
  addDays,
  CONTACT_STATUSES,
  type ContactRequest,
  type ContactRequestData,
  type ContactRequestPage,
  type ContactRequestQuery,
  type ContactStatus,
  DEFAULT_RENTAL_TIME,
  rentalHold,
  readServiceDetails,
  readTradeIn,
  type RequestAvailability,
  type RentalQuote,
  romeDayStart,
} from '@nbt/validation';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';

import type { DB } from '../client.js';
import type { Database, MailStatus } from '../schema.js';
import { nowIso } from '../time.js';
import { latestOutboxChange, listOutboxStatuses, notificationState } from './mail-outbox.repository.js';
import { readQuote } from './rental-options.repository.js';
import { ALWAYS, holdsVehicleDuring } from './reservation-holds.repository.js';
import { likeContaining } from './vehicle-search.repository.js';

/** A request's rental part, which requests without dates leave out. */
type RentalFields = 'pickupDate' | 'returnDate' | 'pickupTime' | 'returnTime' | 'pickupOfficeId' | 'withOperator';

/**
 * A request's times (10:00 when only its dates are given) and the instants they stand for, which
 * the clash with the reservations compares; all null without dates.
 */
function requestTimes(data: Partial<Pick<ContactRequestData, RentalFields>>) {
  if (!data.pickupDate || !data.returnDate)
    return { pickup_time: null, return_time: null, starts_at: null, ends_at: null };
  const period = {
    pickupDate: data.pickupDate,
    returnDate: data.returnDate,
    pickupTime: data.pickupTime ?? DEFAULT_RENTAL_TIME,
    returnTime: data.returnTime ?? DEFAULT_RENTAL_TIME,
  };
  const hold = rentalHold(period);
  return {
    pickup_time: period.pickupTime,
    return_time: period.returnTime,
    starts_at: hold.startsAt,
    ends_at: hold.endsAt,
  };
}

export async function insertContactRequest(
  db: DB,
  data: Omit<
    ContactRequestData,
    'website' | 'tradeIn' | RentalFields | 'options' | 'returnOfficeId' | 'serviceDetails'
  > &
    Partial<Pick<ContactRequestData, 'tradeIn' | RentalFields | 'returnOfficeId' | 'serviceDetails'>>,
  ip: string | null,
  quotedPriceCents: number | null = null,
  quote: RentalQuote | null = null,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('contact_requests')
    .values({
      first_name: data.firstName,
      last_name: data.lastName,
      email: data.email,
      phone: data.phone,
      service: data.service,
      message: data.message,
      vehicle_id: data.vehicleId,
      language: data.language,
      page: data.page,
      pickup_date: data.pickupDate ?? null,
      return_date: data.returnDate ?? null,
      ...requestTimes(data),
      pickup_office_id: data.pickupOfficeId ?? null,
      quoted_price_cents: quotedPriceCents,
      trade_in: data.tradeIn ? JSON.stringify(data.tradeIn) : null,
      return_office_id: data.returnOfficeId ?? null,
      quote: quote === null ? null : JSON.stringify(quote),
      with_operator: data.withOperator === undefined || data.withOperator === null ? null : data.withOperator ? 1 : 0,
      service_details: data.serviceDetails ? JSON.stringify(data.serviceDetails) : null,
      ip,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function baseQuery(db: DB) {
  return db
    .selectFrom('contact_requests')
    .leftJoin('vehicles', 'vehicles.id', 'contact_requests.vehicle_id')
    .leftJoin('company_info', 'company_info.id', 'contact_requests.pickup_office_id')
    .select((eb) => [
      // Whether a reservation made from this request holds its vehicle, and whether any holds it on
      // a day of the request's dates: a cancelled booking, or an option past its day, is neither.
      eb
        .exists(
          eb
            .selectFrom('reservations')
            .select('reservations.id')
            .whereRef('reservations.contact_request_id', '=', 'contact_requests.id')
            .where(holdsVehicleDuring(ALWAYS)),
        )
        .as('booked'),
      eb
        .exists(
          eb
            .selectFrom('reservations')
            .select('reservations.id')
            .whereRef('reservations.vehicle_id', '=', 'contact_requests.vehicle_id')
            .where(
              holdsVehicleDuring({
                startsAt: eb.ref('contact_requests.starts_at'),
                endsAt: eb.ref('contact_requests.ends_at'),
              }),
            ),
        )
        .as('taken'),
      'company_info.name as office_name',
    ])
    .select([
      'contact_requests.id',
      'contact_requests.first_name',
      'contact_requests.last_name',
      'contact_requests.email',
      'contact_requests.phone',
      'contact_requests.service',
      'contact_requests.message',
      'contact_requests.vehicle_id',
      'contact_requests.status',
      'contact_requests.language',
      'contact_requests.page',
      'contact_requests.confirmation_skipped',
      'contact_requests.mails_pruned_at',
      'contact_requests.pickup_date',
      'contact_requests.return_date',
      'contact_requests.pickup_time',
      'contact_requests.return_time',
      'contact_requests.pickup_office_id',
      'contact_requests.quoted_price_cents',
      'contact_requests.trade_in',
      'contact_requests.return_office_id',
      'contact_requests.quote',
      'contact_requests.with_operator',
      'contact_requests.service_details',
      'contact_requests.created_at',
      'vehicles.brand',
      'vehicles.model',
    ]);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toContactRequest(row: JoinedRow, statuses: Set<MailStatus> | undefined): ContactRequest {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    vehicleId: row.vehicle_id,
    vehicleLabel: row.brand && row.model ? `${row.brand} ${row.model}` : null,
    status: row.status,
    language: row.language,
    page: row.page,
    notification: notificationState(statuses, row.mails_pruned_at !== null),
    confirmationSkipped: row.confirmation_skipped !== null,
    pickupDate: row.pickup_date,
    returnDate: row.return_date,
    pickupTime: row.pickup_time,
    returnTime: row.return_time,
    pickupOfficeId: row.pickup_office_id,
    quotedPriceCents: row.quoted_price_cents,
    pickupOfficeName: row.office_name,
    returnOfficeId: row.return_office_id,
    quote: readQuote(row.quote),
    withOperator: row.with_operator === null ? null : row.with_operator === 1,
    availability: availability(row),
    tradeIn: readTradeIn(row.trade_in),
    serviceDetails: readServiceDetails(row.service_details),
    createdAt: row.created_at,
  };
}

/** Whether the vehicle is still free for the request's dates; null for a request without them. */
function availability(row: JoinedRow): RequestAvailability | null {
  if (row.vehicle_id === null || row.pickup_date === null || row.return_date === null) return null;
  // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean: both read as truth values.
  if (row.booked) return 'booked';
  return row.taken ? 'taken' : 'free';
}

/** Newest first: the inbox order. */
export async function listContactRequests(db: DB): Promise<ContactRequest[]> {
  const rows = await baseQuery(db)
    .orderBy('contact_requests.created_at', 'desc')
    .orderBy('contact_requests.id', 'desc')
    .execute();
  const mails = await listOutboxStatuses(db);
  return rows.map((row) => toContactRequest(row, mails.get(row.id)));
}

type RequestFilter = Omit<ContactRequestQuery, 'page' | 'pageSize'>;

/**
 * Each word typed must be found somewhere: in the first or last name, the e-mail, the phone
 * (spaces ignored on both sides) or the message, ignoring case; or be the request's id.
 */
function matchesWords(eb: ExpressionBuilder<Database, 'contact_requests'>, q: string) {
  const words = q.split(/\s+/).filter((word) => word.length > 0);
  return eb.and(
    words.map((word) => {
      const pattern = likeContaining(word.toLowerCase());
      const contains = (column: 'first_name' | 'last_name' | 'email' | 'message') =>
        sql<boolean>`lower(${sql.ref(`contact_requests.${column}`)}) LIKE ${pattern} ESCAPE '\\'`;
      const either = [
        contains('first_name'),
        contains('last_name'),
        contains('email'),
        contains('message'),
        sql<boolean>`replace(contact_requests.phone, ' ', '') LIKE ${likeContaining(word)} ESCAPE '\\'`,
      ];
      if (/^[0-9]{1,15}$/.test(word)) either.push(sql<boolean>`contact_requests.id = ${Number(word)}`);
      return eb.or(either);
    }),
  );
}

function filtered<T extends SelectQueryBuilder<Database, 'contact_requests', object>>(
  query: T,
  filter: RequestFilter,
  { withStatus = true } = {},
): T {
  let narrowed = query as SelectQueryBuilder<Database, 'contact_requests', object>;
  const { q, status, service, vehicleId, from, to } = filter;
  if (q) narrowed = narrowed.where((eb) => matchesWords(eb, q));
  if (withStatus && status) narrowed = narrowed.where('contact_requests.status', '=', status);
  if (service) narrowed = narrowed.where('contact_requests.service', '=', service);
  if (vehicleId) narrowed = narrowed.where('contact_requests.vehicle_id', '=', vehicleId);
  // Days received in Rome: from the start of `from` to the start of the day after `to`.
  if (from) narrowed = narrowed.where('contact_requests.created_at', '>=', romeDayStart(from));
  if (to) narrowed = narrowed.where('contact_requests.created_at', '<', romeDayStart(addDays(to, 1)));
  return narrowed as T;
}

/** One page of the inbox matching a search, newest first, with how many match in all and by status. */
export async function searchContactRequests(db: DB, query: ContactRequestQuery): Promise<ContactRequestPage> {
  const [rows, counts] = await Promise.all([
    filtered(baseQuery(db), query)
      .orderBy('contact_requests.created_at', 'desc')
      .orderBy('contact_requests.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(db.selectFrom('contact_requests'), query, { withStatus: false })
      .select((eb) => ['contact_requests.status', eb.fn.countAll<number | string>().as('count')])
      .groupBy('contact_requests.status')
      .execute(),
  ]);
  const byStatus = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<ContactStatus, number>;
  for (const row of counts) byStatus[row.status] = Number(row.count);
  const total = query.status
    ? byStatus[query.status]
    : CONTACT_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const mails = await listOutboxStatuses(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toContactRequest(row, mails.get(row.id))), total, byStatus };
}

export async function findContactRequestById(db: DB, id: number): Promise<ContactRequest | undefined> {
  const row = await baseQuery(db).where('contact_requests.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const mails = await listOutboxStatuses(db, [id]);
  return toContactRequest(row, mails.get(id));
}

export async function updateContactRequestStatus(db: DB, id: number, status: ContactStatus): Promise<boolean> {
  const result = await db
    .updateTable('contact_requests')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countNewContactRequests(db: DB): Promise<number> {
  const row = await db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'nuova')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * What the back office polls to notice changes without reading the leads themselves: the number
 * of new requests, the newest id, and the time of the latest change to a request or its mails.
 */
export async function contactRequestsPulse(
  db: DB,
): Promise<{ newCount: number; latestId: number | null; changedAt: string | null }> {
  const row = await db
    .selectFrom('contact_requests')
    .select((eb) => [
      eb.fn.max('id').as('latest_id'),
      eb.fn.max('updated_at').as('changed_at'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'nuova').then(1).else(0).end()).as('new_count'),
    ])
    .executeTakeFirstOrThrow();
  const mailChange = await latestOutboxChange(db);
  const changes = [row.changed_at, mailChange].filter((time): time is string => typeof time === 'string');
  return {
    newCount: Number(row.new_count ?? 0),
    latestId: row.latest_id === null ? null : Number(row.latest_id),
    changedAt: changes.sort().at(-1) ?? null,
  };
}
