import { type DB, inTransaction } from '@nbt/db/client';
import {
  contactRequestsPulse,
  countNewContactRequests,
  findContactRequestById,
  insertContactRequest,
  listContactRequests,
  searchContactRequests,
  updateContactRequestStatus,
} from '@nbt/db/contact';
import { listOffices } from '@nbt/db/offices';
import { listRentalOptions } from '@nbt/db/rental-options';
import { findVehicleById } from '@nbt/db/vehicles';
import {
  type ContactReceived,
  type ContactRequest,
  type ContactRequestData,
  type ContactRequestPage,
  type ContactRequestQuery,
  type InboxPulse,
  asksForOperator,
  showsSalePrice,
  type RentalQuote,
  type ServiceDetails,
  type UpdateContactStatus,
  workshopSlotOpen,
} from '@nbt/validation';

import type { Actor, Caller, Dependencies, IdParams } from '../../context.js';
import { AppError, invalidField, notAllowedHere, notFound } from '../../errors.js';
import { recordAccess, recordRead } from '../access-logs/access-logs.service.js';
import { queueRequestMails, requeueRequestMails } from '../mail/mail.service.js';
import { rentalOffice } from '../offices/rental-office.js';
import { priceRental, refuseField } from '../rental-offer/rental-quote.service.js';
import { addressGroup } from '../rate-limit/address-group.js';
import { chargeAttempt, RATE_LIMITS } from '../rate-limit/rate-limit.service.js';

/**
 * Stores a quote request. A filled honeypot marks a bot: it is told all went well and nothing
 * is stored. A vehicle that no longer exists is dropped rather than failing the visitor, unless
 * the request offers a car in part exchange for it. The count
 * against the address (an IPv6 /64 as one), the request and its e-mails (to the office, and the
 * visitor's confirmation within its own limits) are stored together or not at all; the mails are
 * sent afterwards by the mail worker, so the visitor never waits for the mail server.
 */
export async function submitContactRequest(
  { db, config, outbox }: Dependencies,
  caller: Caller,
  data: ContactRequestData,
): Promise<ContactReceived> {
  const mailed = config.mail !== undefined;
  const result = await inTransaction(db, async (trx) => {
    await chargeAttempt(trx, [{ key: `contact:${addressGroup(caller.ip)}`, policy: RATE_LIMITS.contact }]);
    // A bot is answered as a visitor whose confirmation is on its way.
    if (data.website) return { stored: false, confirmation: mailed };
    const vehicle = data.vehicleId === null ? undefined : await findVehicleById(trx, data.vehicleId);
    const vehicleId = vehicle ? vehicle.id : null;
    // A car in part exchange goes with buying one: not with a rental, nor with a vehicle gone.
    if (data.tradeIn !== null && !(vehicle && showsSalePrice(vehicle.listing_type))) {
      throw invalidField('tradeIn', 'trade_in_not_for_sale');
    }
    // The operator is asked of a machine the office rents either way; of no other vehicle or request.
    if (data.withOperator !== null && (data.vehicleId === null || (vehicle && !asksForOperator(vehicle)))) {
      throw notAllowedHere('withOperator');
    }
    await refuseClosedWorkshopSlot(trx, data.serviceDetails);
    const { quotedPriceCents, quote } = await rentalQuote(trx, data, vehicle);
    const { website: _honeypot, options: _options, ...request } = data;
    const withOperator = vehicle ? request.withOperator : null;
    const id = await insertContactRequest(
      trx,
      { ...request, vehicleId, withOperator },
      caller.ip,
      quotedPriceCents,
      quote,
    );
    const { confirmation } = await queueRequestMails(trx, config, id, { clientIp: caller.ip });
    return { stored: true, confirmation };
  });
  if (result.stored && mailed) outbox.queued();
  return { success: true, mailed, confirmation: result.confirmation };
}

/**
 * A repair or a wash is brought in on a half day the main office takes vehicles in, as a rental is
 * collected in its hours; where the firm has recorded no office, any day is taken.
 */
async function refuseClosedWorkshopSlot(trx: DB, details: ServiceDetails | null): Promise<void> {
  if (details?.kind !== 'workshop') return;
  const office = await rentalOffice(trx, null, 'serviceDetails.day');
  if (office && !workshopSlotOpen(office.openingHours, details.day, details.slot)) {
    throw invalidField('serviceDetails.day', 'workshop_closed');
  }
}

/**
 * The rental part of a request: dates only for a vehicle that can be rented now, options and a
 * return office only with dates, and the price by the one pricing function as it is today. The
 * visitor's breakdown (`quote`, no amounts for a hidden price) is frozen with the request; the
 * office keeps the total as it prices it even when the public does not see it.
 */
async function rentalQuote(
  trx: DB,
  data: ContactRequestData,
  vehicle: Awaited<ReturnType<typeof findVehicleById>>,
): Promise<{ quotedPriceCents: number | null; quote: RentalQuote | null }> {
  const offices = await listOffices(trx);
  await rentalOffice(trx, data.pickupOfficeId, 'pickupOfficeId');
  const { pickupDate, returnDate } = data;
  if (pickupDate === null || returnDate === null) {
    if (data.options.length > 0) throw refuseField('options', 'OPTIONS_NEED_DATES');
    if (data.returnOfficeId !== null) throw refuseField('returnOfficeId', 'OPTIONS_NEED_DATES');
    return { quotedPriceCents: null, quote: null };
  }
  if (!vehicle) throw invalidField('vehicleId', 'vehicle_not_rentable');
  const rental = {
    vehicle,
    period: { pickupDate, returnDate, pickupTime: data.pickupTime, returnTime: data.returnTime },
    options: data.options,
    pickupOfficeId: data.pickupOfficeId,
    returnOfficeId: data.returnOfficeId,
  };
  const sources = {
    offices,
    catalogue: data.options.length > 0 ? await listRentalOptions(trx, { activeOnly: true }) : [],
  };
  const quote = priceRental(rental, sources);
  return { quotedPriceCents: priceRental(rental, sources, { asOffice: true }).totalCents, quote };
}

/** Every request, newest first. Reading the leads (personal data) is recorded in the access log. */
export async function listAllContactRequests({ db }: Dependencies, actor: Actor): Promise<ContactRequest[]> {
  const requests = await listContactRequests(db);
  await recordRead(db, actor, 'CONTACT_REQUESTS_VIEWED', `${requests.length} richieste`);
  return requests;
}

/** One page of the inbox matching a search; the reading is recorded like the whole list's. */
export async function searchRequests(
  { db }: Dependencies,
  actor: Actor,
  query: ContactRequestQuery,
): Promise<ContactRequestPage> {
  const page = await searchContactRequests(db, query);
  await recordRead(
    db,
    actor,
    'CONTACT_REQUESTS_VIEWED',
    `${page.items.length} richieste (pagina ${query.page}, ${page.total} trovate)`,
  );
  return page;
}

export function countNewRequests({ db }: Dependencies): Promise<number> {
  return countNewContactRequests(db);
}

export async function changeContactStatus(
  { db }: Dependencies,
  actor: Actor,
  input: UpdateContactStatus,
): Promise<ContactRequest> {
  await inTransaction(db, async (trx) => {
    if (!(await updateContactRequestStatus(trx, input.id, input.status))) throw notFound('CONTACT_NOT_FOUND');
    await recordAccess(trx, actor, 'CONTACT_STATUS_UPDATED', `id ${input.id}: ${input.status}`);
  });
  const request = await findContactRequestById(db, input.id);
  if (!request) throw notFound('CONTACT_NOT_FOUND');
  return request;
}

/**
 * What the back office polls while open: the new-request count, the newest id, the latest change
 * to a request or its mails (none of them personal data: the poll is not an access-log read), and
 * whether e-mail notifications are on.
 */
export async function inboxPulse({ db, config }: Dependencies): Promise<InboxPulse> {
  return { ...(await contactRequestsPulse(db)), notificationsOn: config.mail !== undefined };
}

/**
 * Sends a request's notification again (the office mail, and the confirmation unless it went
 * out), recorded in the access log. Refused when the server sends no e-mail.
 */
export async function resendNotification(
  { db, config, outbox }: Dependencies,
  actor: Actor,
  { id }: IdParams,
): Promise<ContactRequest> {
  if (!config.mail) throw new AppError('CONFLICT', 'MAIL_OFF');
  await inTransaction(db, async (trx) => {
    if (!(await findContactRequestById(trx, id))) throw notFound('CONTACT_NOT_FOUND');
    await requeueRequestMails(trx, config, id);
    await recordAccess(trx, actor, 'CONTACT_NOTIFICATION_RESENT', `id ${id}`);
  });
  outbox.queued();
  const request = await findContactRequestById(db, id);
  if (!request) throw notFound('CONTACT_NOT_FOUND');
  return request;
}
