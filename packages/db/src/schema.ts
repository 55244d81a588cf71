import type {
  BodyType,
  Language,
  MachineType,
  OperatorChoice,
  ReservationState,
  VehicleCondition,
  WheelFormula,
} from '@nbt/validation';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { ContactRequestNotesTable, ContactRequestRepliesTable, MailOutboxTable } from './schema-mail.js';

export type * from './schema-mail.js';

/** ISO-8601 text timestamps, written by the application. */
export type Timestamp = string;
/** SQLite has no boolean: 0 or 1, guarded by CHECK constraints. */
type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  is_admin: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a stolen database does not yield usable cookies. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface VehiclesTable {
  id: Generated<number>;
  brand: string;
  model: string;
  year: number;
  kilometers: number;
  fuel_type: string;
  fuel_regulation: string;
  engine_displacement: number | null;
  horsepower: number | null;
  transmission: string;
  doors: number;
  seats: number;
  color: string;
  price_per_day: number | null;
  sale_price: number | null;
  sale_price_euros: number | null;
  hide_price: Flag;
  vehicle_category: 'auto' | 'camion' | 'movimento_terra';
  listing_type: 'rental' | 'sale' | 'both';
  available: Flag;
  status: 'disponibile' | 'in_trattativa' | 'venduto';
  description: string;
  /** JSON array of strings. */
  features: string;
  /** JSON object: the description, features and colour by language code, Italian excepted. */
  translations: Generated<string>;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  image5: string | null;
  image6: string | null;
  image7: string | null;
  image8: string | null;
  image9: string | null;
  image10: string | null;
  /** The office's own fields: never in a public answer. */
  plate: string | null;
  vin: string | null;
  internal_notes: Generated<string>;
  /** Rental terms: null where the office states none. */
  deposit_euros: number | null;
  km_per_day: number | null;
  extra_km_cents: number | null;
  min_driver_age: number | null;
  delivery_on_request: Generated<Flag>;
  /** JSON array of `{ min_days, price_per_day }`: lower daily prices from a number of days on. */
  price_tiers: Generated<string>;
  /** A truck's figures and an earth-moving machine's: null when not stated, and for other categories. */
  gross_weight_kg: ColumnType<number | null, number | null | undefined>;
  payload_kg: ColumnType<number | null, number | null | undefined>;
  axles: ColumnType<number | null, number | null | undefined>;
  wheel_formula: ColumnType<WheelFormula | null, WheelFormula | null | undefined>;
  cab: ColumnType<string | null, string | null | undefined>;
  machine_type: ColumnType<MachineType | null, MachineType | null | undefined>;
  operating_weight_kg: ColumnType<number | null, number | null | undefined>;
  engine_hours: ColumnType<number | null, number | null | undefined>;
  max_digging_depth_mm: ColumnType<number | null, number | null | undefined>;
  bucket_capacity_l: ColumnType<number | null, number | null | undefined>;
  with_operator: ColumnType<OperatorChoice | null, OperatorChoice | null | undefined>;
  /** The recorded sale, while the vehicle is sold: the office's only. */
  sold_price_euros: number | null;
  sold_on: string | null;
  sold_to: string | null;
  /** What a buyer compares (see migration vehicle_sale_facts): null where the office states nothing. */
  first_registration: ColumnType<string | null, string | null | undefined>;
  previous_owners: ColumnType<number | null, number | null | undefined>;
  warranty_months: ColumnType<number | null, number | null | undefined>;
  service_history: ColumnType<Flag | null, Flag | null | undefined>;
  vat_deductible: ColumnType<Flag | null, Flag | null | undefined>;
  condition: ColumnType<VehicleCondition | null, VehicleCondition | null | undefined>;
  body_type: ColumnType<BodyType | null, BodyType | null | undefined>;
  consumption_l_100km: ColumnType<number | null, number | null | undefined>;
  consumption_kwh_100km: ColumnType<number | null, number | null | undefined>;
  co2_g_km: ColumnType<number | null, number | null | undefined>;
  kerb_weight_kg: ColumnType<number | null, number | null | undefined>;
  created_at: Timestamp;
  /** Any change, the office's own fields included. */
  updated_at: Timestamp;
  /**
   * The last change of what a visitor sees (the public answer's fields): the public answers, the
   * vehicle page and the sitemap date the vehicle by it. Null on a row written outside the site,
   * which then goes by `updated_at`.
   */
  public_updated_at: ColumnType<Timestamp | null, Timestamp | undefined, Timestamp>;
}

export interface GalleryImagesTable {
  id: Generated<number>;
  title: string;
  description: string;
  image_path: string;
  category: ColumnType<string, string | undefined, string>;
  alt_text: string;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompanyInfoTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  /** JSON object with monday..sunday strings. */
  opening_hours: string;
  is_main_office: Flag;
  is_active: Flag;
  /** Hours a returned vehicle stays before it can go out again. */
  turnaround_hours: ColumnType<number, number | undefined, number>;
  /** Charged once when a car picked up elsewhere is returned here; null: no one-way return here. */
  one_way_fee_cents: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  vehicle_id: number | null;
  status: ColumnType<'nuova' | 'contattata' | 'chiusa', 'nuova' | 'contattata' | 'chiusa' | undefined>;
  ip: string | null;
  language: ColumnType<Language, Language | undefined>;
  page: string | null;
  /** Why the visitor got no confirmation; null when one was queued (or mail is off). */
  confirmation_skipped: ConfirmationSkipped | null;
  /** When its sent mails were deleted after the retention period. */
  mails_pruned_at: Timestamp | null;
  /** The rental's first and last day asked for, `YYYY-MM-DD` in Europe/Rome. */
  pickup_date: string | null;
  return_date: string | null;
  pickup_office_id: number | null;
  /** The times of the pick-up and the return, `HH:MM` in Rome; null without dates. */
  pickup_time: string | null;
  return_time: string | null;
  /** The same as instants (UTC), which the clash with the reservations compares. */
  starts_at: string | null;
  ends_at: string | null;
  /** Days × the daily price when the request was sent, in cents: prices change later. */
  quoted_price_cents: number | null;
  /** JSON: the car offered in part exchange (brand, model, year, kilometers, note); null without one. */
  trade_in: ColumnType<string | null, string | null | undefined>;
  /** The office the vehicle goes back to, when not the pick-up one. */
  return_office_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON: the priced breakdown as it was when the request was sent (prices change later). */
  quote: ColumnType<string | null, string | null | undefined, string | null>;
  /** For a machine rented with or without its operator as the customer chooses: their choice; null otherwise. */
  with_operator: ColumnType<Flag | null, Flag | null | undefined>;
  /** JSON: what the service needs to be quoted (`kind` transport, earthworks or workshop); null without it. */
  service_details: ColumnType<string | null, string | null | undefined>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A vehicle booked from one day to another, both included. */
export interface ReservationsTable {
  id: Generated<number>;
  vehicle_id: number;
  start_date: string;
  end_date: string;
  /** The times of the pick-up and the return, `HH:MM` in Rome. */
  pickup_time: ColumnType<string, string | undefined, string>;
  return_time: ColumnType<string, string | undefined, string>;
  /**
   * When the booking holds its vehicle, as UTC instants: from the pick-up to the return plus the
   * office's turnaround hours. Never null once written (older rows were filled by their migration).
   */
  starts_at: string;
  ends_at: string;
  pickup_office_id: number | null;
  contact_request_id: number | null;
  customer_name: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  /** `NBT-2026-00042`: the year it was made in Rome and its number in that year; unique. */
  reference: string;
  status: ColumnType<ReservationState, ReservationState | undefined, ReservationState>;
  /** An option's last day, `YYYY-MM-DD`; null otherwise. */
  option_expires_on: string | null;
  customer_email: ColumnType<string, string | undefined, string>;
  customer_phone: ColumnType<string, string | undefined, string>;
  /** The odometer when the vehicle went out and when it came back. */
  km_out: number | null;
  km_in: number | null;
  /** The SEQUENCE of the last calendar file mailed to the customer about it. */
  mail_sequence: ColumnType<number, number | undefined, number>;
  /** JSON: the breakdown of the request it was made from, as the visitor was quoted it. */
  quote: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A state a reservation took: who moved it, when, and the odometer with `out` and `returned`. */
export interface ReservationEventsTable {
  id: Generated<number>;
  reservation_id: number;
  status: ReservationState;
  kilometers: number | null;
  /** The administrator's username then; null for the events the migration wrote for older bookings. */
  username: string | null;
  created_at: Timestamp;
}

/** An administrator's private calendar address (one each): the hash of its token, never the token. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  /** Its maker: the row goes with them. */
  user_id: number;
  token_hash: string;
  /** SHA-256 of the maker's password hash when it was made: a new password ends the address. */
  password_stamp: string;
  /** Whether the events carry the customer's name. */
  include_names: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  last_read_at: Timestamp | null;
}

/** An option of the rental offer (protection, an extra) the office prices per day or once per rental. */
export interface RentalOptionsTable {
  id: Generated<number>;
  /** JSON objects by language code; the Italian name is always there. */
  name: string;
  description: ColumnType<string, string | undefined, string>;
  price_cents: number;
  per: 'day' | 'rental';
  max_quantity: number;
  /** JSON array of the vehicle categories it is offered for. */
  categories: string;
  is_active: Flag;
  sort_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ConfirmationSkipped = 'limit' | 'outbox_full';

export interface AccessLogsTable {
  id: Generated<number>;
  timestamp: Timestamp;
  action: string;
  details: string | null;
  username: string | null;
  ip: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: Timestamp;
  locked_until: Timestamp | null;
}

/** Small named values of the database itself: `data_version` counts writes to vehicles and offices. */
export interface MetaTable {
  key: string;
  value: number;
}

/** Empty: signing keys are kept out of the database, which backups and copies carry (see apps/api signing-key.ts). */
export interface SecretsTable {
  name: string;
  value: string;
}

/** The office's finance terms: one row (id 1), or none when it offers no finance. */
export interface FinanceTermsTable {
  id: number;
  /** The TAN in hundredths of a percent: 590 is 5.90 %. */
  tan_basis_points: number;
  setup_fee_cents: number;
  monthly_fee_cents: number;
  /** JSON array of the durations offered, in months. */
  months: string;
  min_down_payment_percent: number;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  vehicles: VehiclesTable;
  gallery_images: GalleryImagesTable;
  company_info: CompanyInfoTable;
  contact_requests: ContactRequestsTable;
  reservations: ReservationsTable;
  reservation_events: ReservationEventsTable;
  rental_options: RentalOptionsTable;
  calendar_feeds: CalendarFeedsTable;
  mail_outbox: MailOutboxTable;
  contact_request_notes: ContactRequestNotesTable;
  contact_request_replies: ContactRequestRepliesTable;
  access_logs: AccessLogsTable;
  rate_limits: RateLimitsTable;
  meta: MetaTable;
  secrets: SecretsTable;
  finance_terms: FinanceTermsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type NewVehicleRow = Insertable<VehiclesTable>;
export type VehicleRowUpdate = Updateable<VehiclesTable>;
export type CompanyInfoRow = Selectable<CompanyInfoTable>;
export type NewCompanyInfoRow = Insertable<CompanyInfoTable>;
export type ContactRequestRow = Selectable<ContactRequestsTable>;
export type AccessLogRow = Selectable<AccessLogsTable>;
export type RentalOptionRow = Selectable<RentalOptionsTable>;
export type GalleryImageRow = Selectable<GalleryImagesTable>;
