import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingType, VehicleCategory, VehicleStatus } from '@nbt/validation';
import type { ListTab } from '@nbt/validation/rules';

// What prices a vehicle shows is decided with the list's filters, in the shared rules.
export { type PricedVehicle, shownPrices, showsRentalPrice, showsSalePrice } from '@nbt/validation/rules';

/**
 * How a vehicle is shown, on the public pages and in the back office alike: the words for its
 * stored values, its status and the prices it shows.
 */

/** The form's fuel types; other stored values (free text) are shown as written. */
const FUEL_LABELS: Record<string, MessageDescriptor> = {
  benzina: msg`Benzina`,
  diesel: msg`Diesel`,
  ibrido: msg`Ibrido`,
  elettrico: msg`Elettrico`,
};

const TRANSMISSION_LABELS: Record<string, MessageDescriptor> = {
  manuale: msg`Manuale`,
  automatico: msg`Automatico`,
};

const CATEGORY_LABELS: Record<VehicleCategory, MessageDescriptor> = {
  auto: msg`Auto`,
  camion: msg`Camion`,
  movimento_terra: msg`Movimento Terra`,
};

const LISTING_LABELS: Record<ListingType, MessageDescriptor> = {
  rental: msg`Noleggio`,
  sale: msg`Vendita`,
  both: msg`Noleggio e Vendita`,
};

const STATUS_LABELS: Record<VehicleStatus, MessageDescriptor> = {
  disponibile: msg`Disponibile`,
  in_trattativa: msg`In Trattativa`,
  venduto: msg`Venduto`,
};

/** The back office's badge colour of each status (a Mantine colour). */
const STATUS_COLORS: Record<VehicleStatus, 'green' | 'orange' | 'red'> = {
  disponibile: 'green',
  in_trattativa: 'orange',
  venduto: 'red',
};

/** A stored free-text value with its first letter capitalised ('blu metallizzato' → 'Blu metallizzato'). */
export function capitalize(value: string): string {
  const text = value.trim();
  return text ? text.charAt(0).toLocaleUpperCase('it') + text.slice(1) : text;
}

/** A known value's words in the active language (case and spaces ignored); any other value capitalised. */
function labelOf(labels: Record<string, MessageDescriptor>, i18n: I18n, value: string): string {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(labels, key) ? i18n._(labels[key]!) : capitalize(value);
}

export const fuelLabel = (i18n: I18n, value: string) => labelOf(FUEL_LABELS, i18n, value);
export const transmissionLabel = (i18n: I18n, value: string) => labelOf(TRANSMISSION_LABELS, i18n, value);
export const categoryLabel = (i18n: I18n, value: VehicleCategory) => i18n._(CATEGORY_LABELS[value]);
export const listingLabel = (i18n: I18n, value: ListingType) => i18n._(LISTING_LABELS[value]);

/** The status a vehicle is shown with: a value other than available or under negotiation reads as sold. */
export function shownStatus(status: string): VehicleStatus {
  return status === 'disponibile' || status === 'in_trattativa' ? status : 'venduto';
}

export const statusLabel = (i18n: I18n, status: string) => i18n._(STATUS_LABELS[shownStatus(status)]);
export const statusColor = (status: string) => STATUS_COLORS[shownStatus(status)];

/** The names of the /veicoli tabs, without their counts. */
export const TAB_LABELS: Record<ListTab, MessageDescriptor> = {
  noleggio: msg`NBT Noleggio`,
  auto: msg`Auto`,
  tir: msg`TIR - Trattori`,
  'movimento-terra': msg`Movimento Terra`,
};

/** Each tab's message when it has nothing to show. */
export const TAB_EMPTY_MESSAGES: Record<ListTab, MessageDescriptor> = {
  noleggio: msg`Nessun veicolo NBT disponibile`,
  auto: msg`Nessuna auto disponibile`,
  tir: msg`Nessun TIR o trattore disponibile`,
  'movimento-terra': msg`Nessuna macchina movimento terra disponibile`,
};
