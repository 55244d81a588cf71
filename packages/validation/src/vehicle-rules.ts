// The vehicle's fields, limits and rules without zod, shared by the server and the web app; the
// schemas in vehicles.ts build on them.

/** Max images per vehicle. */
export const MAX_VEHICLE_IMAGES = 10;
export const IMAGE_FIELDS = [
  'image1',
  'image2',
  'image3',
  'image4',
  'image5',
  'image6',
  'image7',
  'image8',
  'image9',
  'image10',
] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

export const FUEL_TYPES = ['benzina', 'diesel', 'ibrido', 'elettrico'] as const;
export const TRANSMISSIONS = ['manuale', 'automatico'] as const;
export const VEHICLE_CATEGORIES = ['auto', 'camion', 'movimento_terra'] as const;
export const LISTING_TYPES = ['rental', 'sale', 'both'] as const;
export const VEHICLE_STATUSES = ['disponibile', 'in_trattativa', 'venduto'] as const;

export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
export type ListingType = (typeof LISTING_TYPES)[number];
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const VEHICLE_LIMITS = {
  brand: 100,
  model: 100,
  fuelType: 50,
  fuelRegulation: 50,
  transmission: 50,
  color: 50,
  description: 5000,
  feature: 100,
  features: 50,
  imageUrl: 500,
  /** 1,000,000 € a day or for sale, in cents: far above any real price, far below float trouble. */
  maxCents: 100_000_000_00,
  maxEuros: 100_000_000,
  /** Italian plates have 7 characters; foreign and trade plates run longer. */
  plate: 15,
  internalNotes: 5000,
  /** Rental terms: kilometres a day, an extra kilometre's price (1,000 € at most), the driver's age. */
  kmPerDay: 100_000,
  extraKmCents: 100_000,
  minDriverAge: 18,
  maxDriverAge: 99,
  /** The buyer's name or company, as the office records a sale. */
  buyer: 200,
} as const;

// ---- The office's own fields ------------------------------------------------------------------

/** A chassis number (VIN, ISO 3779): 17 letters and digits, never I, O or Q (read as 1 and 0). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** A plate as the office writes it: letters, digits and hyphens once spaces are dropped. */
export const PLATE_PATTERN = /^[A-Z0-9-]+$/;

/**
 * Plates and chassis numbers are stored as they are searched: upper case, without the spaces
 * people type between groups ("ab 123 cd" is AB123CD).
 */
export function normalizeIdentifier(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

// ---- The back office's vehicle search ----------------------------------------------------------

/** The back office's orders: a column and a direction each, the only ones the search accepts. */
export const ADMIN_VEHICLE_SORTS = [
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'km_asc',
  'km_desc',
  'plate_asc',
  'plate_desc',
  'model_asc',
  'model_desc',
  'status_asc',
  'status_desc',
] as const;
export type AdminVehicleSort = (typeof ADMIN_VEHICLE_SORTS)[number];
export type AdminVehicleSortColumn = 'created' | 'price' | 'year' | 'km' | 'plate' | 'model' | 'status';
export type SortDirection = 'asc' | 'desc';

const ADMIN_VEHICLE_SORT_PARTS: Record<AdminVehicleSort, readonly [AdminVehicleSortColumn, SortDirection]> = {
  newest: ['created', 'desc'],
  oldest: ['created', 'asc'],
  price_asc: ['price', 'asc'],
  price_desc: ['price', 'desc'],
  year_desc: ['year', 'desc'],
  year_asc: ['year', 'asc'],
  km_asc: ['km', 'asc'],
  km_desc: ['km', 'desc'],
  plate_asc: ['plate', 'asc'],
  plate_desc: ['plate', 'desc'],
  model_asc: ['model', 'asc'],
  model_desc: ['model', 'desc'],
  status_asc: ['status', 'asc'],
  status_desc: ['status', 'desc'],
};

/** An order's column and direction. */
export function sortParts(sort: AdminVehicleSort): readonly [AdminVehicleSortColumn, SortDirection] {
  return ADMIN_VEHICLE_SORT_PARTS[sort];
}

/** The order of a column in a direction (every column has both). */
export function adminVehicleSort(column: AdminVehicleSortColumn, direction: SortDirection): AdminVehicleSort {
  return ADMIN_VEHICLE_SORTS.find((sort) => {
    const [ownColumn, ownDirection] = ADMIN_VEHICLE_SORT_PARTS[sort];
    return ownColumn === column && ownDirection === direction;
  })!;
}

export const ADMIN_VEHICLE_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_VEHICLE_LIMITS = {
  query: 100,
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Far beyond any real page (100,000 vehicles at 100 a page), far below an OFFSET that costs. */
  maxPage: 1000,
  /** The most vehicles one bulk change touches: every vehicle of a large fleet, in one transaction. */
  maxBulk: 1000,
} as const;

// ---- Rules shared by the form and the server -------------------------------------------------

/** Rental price is required unless the vehicle is only for sale. */
export function requiresRentalPrice(listingType: ListingType): boolean {
  return listingType !== 'sale';
}

/** Sale price is required when the vehicle is only for sale. */
export function requiresSalePrice(listingType: ListingType): boolean {
  return listingType === 'sale';
}

/** Comma-separated features to a list: split, trimmed, empties removed. */
export function splitFeatures(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Image entries: trimmed, blanks ignored, at most 10 kept. */
export function normalizeImages(images: readonly (string | null | undefined)[]): string[] {
  return images
    .map((image) => (image ?? '').trim())
    .filter((image) => image.length > 0)
    .slice(0, MAX_VEHICLE_IMAGES);
}

/** A list of image addresses to the image1..image10 fields of the API body. */
export function imagesToFields(images: readonly (string | null | undefined)[]): Record<ImageField, string | null> {
  const list = normalizeImages(images);
  return Object.fromEntries(IMAGE_FIELDS.map((field, index) => [field, list[index] ?? null])) as Record<
    ImageField,
    string | null
  >;
}

/** The image1..image10 fields of a vehicle, in order, blanks skipped. The first is the cover. */
export function vehicleImages(vehicle: Partial<Record<ImageField, string | null>>): string[] {
  return normalizeImages(IMAGE_FIELDS.map((field) => vehicle[field]));
}

// ---- The Excel import ------------------------------------------------------------------------------

export const VEHICLE_IMPORT_LIMITS = {
  /** The uploaded .xlsx: a full fleet's export is a few hundred kilobytes. */
  fileBytes: 10 * 1024 * 1024,
  /** Everything inside it once unzipped: a 5,000-row sheet with long descriptions stays far below. */
  unzippedBytes: 40 * 1024 * 1024,
  /** Files inside the zip: a workbook has a dozen or two. */
  entries: 200,
  /** Vehicles per file, headings not counted. */
  rows: 5000,
  /** Cells of the sheet: a full export of 5,000 vehicles writes about 74 per row. */
  cells: 400_000,
  /** Distinct texts of the workbook (its shared strings): at most one per cell. */
  sharedStrings: 400_000,
  /** Characters of all the sheet's texts together: every description of 5,000 vehicles in seven languages is fewer. */
  textCharacters: 16_000_000,
} as const;
