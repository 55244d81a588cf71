import type { ExportedVehicle } from '@nbt/db/vehicles';
import {
  IMAGE_FIELDS,
  type PriceTier,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type VehicleText,
  type VehicleTranslations,
} from '@nbt/validation';

import {
  type Cell,
  centsToEuros,
  EURO_FORMAT,
  romeTime,
  type SheetColumn,
  TIME_FORMAT,
  WHOLE_EURO_FORMAT,
  yesNo,
} from './sheet-cells.js';

/**
 * What a column of the 'Veicoli' sheet holds, which says how it is written and read back:
 * `cents` are shown in euros, `yesNo` as sì/no (`yesNoOrEmpty` empty when not stated), `list` comma-separated; `time` and `photo` columns
 * are for reading only (the import ignores them: times are the server's, photos are uploaded).
 */
export type VehicleColumnKind =
  | 'id'
  | 'text'
  | 'integer'
  | 'decimal'
  | 'cents'
  | 'wholeEuros'
  | 'yesNo'
  | 'yesNoOrEmpty'
  | 'list'
  | 'tiers'
  | 'time'
  | 'photo';

export interface VehicleColumn {
  /** The API's field name. */
  field: keyof ExportedVehicle;
  heading: string;
  kind: VehicleColumnKind;
  /**
   * A column of the texts in another language: `field` is then the text of `translations[language]`.
   * Files exported before these columns lack them, so the import reads them only when they are there.
   */
  language?: TranslationLanguage;
  /** Newer than some exported files: a file without the column leaves the field as it is. */
  optional?: boolean;
  /** Written by the export only: the import ignores it (a sale is recorded by 'Vendi'). */
  readOnly?: boolean;
}

const column = (
  field: keyof ExportedVehicle,
  heading: string,
  kind: VehicleColumnKind,
  { optional = false, readOnly = false } = {},
): VehicleColumn => ({ field, heading, kind, ...(optional ? { optional } : {}), ...(readOnly ? { readOnly } : {}) });

/** The texts of a vehicle written in each language, and how the Italian ones are headed. */
const TRANSLATED: readonly { field: keyof VehicleText; heading: string; kind: VehicleColumnKind }[] = [
  { field: 'description', heading: 'Descrizione', kind: 'text' },
  { field: 'features', heading: 'Dotazioni', kind: 'list' },
  { field: 'color', heading: 'Colore', kind: 'text' },
];

/** Per language, its description, features and colour: 'Descrizione (EN)', 'Dotazioni (EN)', 'Colore (EN)'. */
const TRANSLATION_COLUMNS: VehicleColumn[] = TRANSLATION_LANGUAGES.flatMap((language) =>
  TRANSLATED.map(({ field, heading, kind }) => ({
    field,
    heading: `${heading} (${language.toUpperCase()})`,
    kind,
    language,
    optional: true,
  })),
);

/** What a buyer compares: newer than some exported files, so a file without them leaves them as they are. */
const SALE_FACT_COLUMNS: VehicleColumn[] = [
  column('condition', 'Condizione', 'text', { optional: true }),
  column('body_type', 'Carrozzeria', 'text', { optional: true }),
  column('first_registration', 'Prima immatricolazione (AAAA-MM)', 'text', { optional: true }),
  column('previous_owners', 'Proprietari precedenti', 'integer', { optional: true }),
  column('warranty_months', 'Garanzia (mesi)', 'integer', { optional: true }),
  column('service_history', 'Tagliandi certificati', 'yesNoOrEmpty', { optional: true }),
  column('vat_deductible', 'IVA esposta', 'yesNoOrEmpty', { optional: true }),
  column('consumption_l_100km', 'Consumo (l/100 km)', 'decimal', { optional: true }),
  column('consumption_kwh_100km', 'Consumo (kWh/100 km)', 'decimal', { optional: true }),
  column('co2_g_km', 'CO2 (g/km)', 'integer', { optional: true }),
  column('kerb_weight_kg', 'Massa a vuoto (kg)', 'integer', { optional: true }),
];
/** The figures of trucks and earth-moving machines: newer than some exported files. */
const HEAVY_FLEET_COLUMNS: VehicleColumn[] = (
  [
    ['gross_weight_kg', 'Massa complessiva (kg)', 'integer'],
    ['payload_kg', 'Portata utile (kg)', 'integer'],
    ['axles', 'Assi', 'integer'],
    ['wheel_formula', 'Formula ruote', 'text'],
    ['cab', 'Cabina', 'text'],
    ['machine_type', 'Tipo di macchina', 'text'],
    ['operating_weight_kg', 'Peso operativo (kg)', 'integer'],
    ['engine_hours', 'Ore motore', 'integer'],
    ['max_digging_depth_mm', 'Profondità di scavo (mm)', 'integer'],
    ['bucket_capacity_l', 'Capacità benna (l)', 'integer'],
    ['with_operator', 'Con operatore', 'text'],
  ] as const
).map(([field, heading, kind]) => column(field, heading, kind, { optional: true }));

/**
 * The 'Veicoli' sheet, in order: the export writes it and the import reads it back by these
 * headings. `sale_price` is not a column: it is always the sale price in euros, in cents.
 */
export const VEHICLE_COLUMNS: readonly VehicleColumn[] = [
  column('id', 'ID', 'id'),
  column('brand', 'Marca', 'text'),
  column('model', 'Modello', 'text'),
  column('year', 'Anno', 'integer'),
  column('kilometers', 'Chilometri', 'integer'),
  column('fuel_type', 'Carburante', 'text'),
  column('fuel_regulation', 'Normativa emissioni', 'text'),
  column('engine_displacement', 'Cilindrata (cc)', 'integer'),
  column('horsepower', 'Potenza (CV)', 'integer'),
  column('transmission', 'Cambio', 'text'),
  column('doors', 'Porte', 'integer'),
  column('seats', 'Posti', 'integer'),
  column('color', 'Colore', 'text'),
  column('price_per_day', 'Prezzo al giorno (€)', 'cents'),
  column('sale_price_euros', 'Prezzo di vendita (€)', 'wholeEuros'),
  column('hide_price', 'Prezzo nascosto', 'yesNo'),
  column('vehicle_category', 'Categoria', 'text'),
  column('listing_type', 'Tipo di annuncio', 'text'),
  column('available', 'Disponibile', 'yesNo'),
  column('status', 'Stato', 'text'),
  column('deposit_euros', 'Deposito cauzionale (€)', 'wholeEuros', { optional: true }),
  column('km_per_day', 'Km inclusi al giorno', 'integer', { optional: true }),
  column('extra_km_cents', 'Prezzo km extra (€)', 'cents', { optional: true }),
  column('min_driver_age', 'Età minima conducente', 'integer', { optional: true }),
  column('delivery_on_request', 'Consegna su richiesta', 'yesNo', { optional: true }),
  ...SALE_FACT_COLUMNS,
  column('price_tiers', 'Prezzi per durata (giorni: €/giorno)', 'tiers', { optional: true }),
  ...HEAVY_FLEET_COLUMNS,
  column('description', 'Descrizione', 'text'),
  column('features', 'Dotazioni', 'list'),
  ...TRANSLATION_COLUMNS,
  ...IMAGE_FIELDS.map((field, index) => column(field, `Foto ${index + 1}`, 'photo')),
  column('plate', 'Targa', 'text'),
  column('vin', 'Telaio', 'text'),
  column('internalNotes', 'Note interne', 'text'),
  column('soldPriceEuros', 'Venduto a (€)', 'wholeEuros', { readOnly: true }),
  column('soldOn', 'Data di vendita', 'text', { readOnly: true }),
  column('soldTo', 'Acquirente', 'text', { readOnly: true }),
  column('createdAt', 'Creato il', 'time'),
  column('updatedAt', 'Modificato il', 'time'),
  column('publicUpdatedAt', 'Modificato sul sito il', 'time'),
];

const euroText = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** A vehicle's tiers as the office reads and types them: '7: 110,00; 14: 100,00' (from days: euros a day). */
export function tiersText(tiers: readonly PriceTier[]): string {
  return tiers.map((tier) => `${tier.min_days}: ${euroText.format(tier.price_per_day / 100)}`).join('; ');
}

/** Whether the import reads the column; the others are ignored, whatever they hold. */
export const isImported = (column: VehicleColumn) =>
  column.kind !== 'time' && column.kind !== 'photo' && !column.readOnly;

const FORMATS: Partial<Record<VehicleColumnKind, string>> = {
  cents: EURO_FORMAT,
  wholeEuros: WHOLE_EURO_FORMAT,
  time: TIME_FORMAT,
};

export const VEHICLE_SHEET_COLUMNS: SheetColumn[] = VEHICLE_COLUMNS.map(({ heading, kind }) => ({
  heading,
  ...(FORMATS[kind] ? { format: FORMATS[kind] } : {}),
}));

function cellOf(kind: VehicleColumnKind, value: unknown): Cell {
  switch (kind) {
    case 'cents':
      return centsToEuros(value as number | null);
    case 'yesNo':
      return yesNo(value as boolean);
    case 'yesNoOrEmpty':
      return value === null ? null : yesNo(value as boolean);
    case 'list':
      return (value as string[]).join(', ');
    case 'tiers':
      return tiersText(value as PriceTier[]);
    case 'time':
      return romeTime(value as string | null);
    default:
      return value as Cell;
  }
}

/** What a translation's column holds; a language not written has its texts empty. */
export function translatedValue(translations: VehicleTranslations, { field, kind, language }: VehicleColumn): unknown {
  const text = language ? translations[language] : undefined;
  return text ? text[field as keyof VehicleText] : kind === 'list' ? [] : '';
}

/** One vehicle as a row of the sheet. */
export function vehicleCells(vehicle: ExportedVehicle): Cell[] {
  return VEHICLE_COLUMNS.map((column) =>
    cellOf(column.kind, column.language ? translatedValue(vehicle.translations, column) : vehicle[column.field]),
  );
}
