import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VehicleCategory } from '@nbt/validation';

import type { VehicleTab } from '../../lib/vehicles';

/** The known fuel types (the form's choices); other stored values are shown as written. */
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
};

/** A stored free-text value with its first letter capitalised ('blu metallizzato' → 'Blu metallizzato'). */
export function capitalize(value: string): string {
  const text = value.trim();
  return text ? text.charAt(0).toLocaleUpperCase('it') + text.slice(1) : text;
}

function labelOf(labels: Record<string, MessageDescriptor>, i18n: I18n, value: string): string {
  const descriptor = labels[value.trim().toLowerCase()];
  return descriptor ? i18n._(descriptor) : capitalize(value);
}

export const fuelLabel = (i18n: I18n, value: string) => labelOf(FUEL_LABELS, i18n, value);
export const transmissionLabel = (i18n: I18n, value: string) => labelOf(TRANSMISSION_LABELS, i18n, value);
export const categoryLabel = (i18n: I18n, value: VehicleCategory) => i18n._(CATEGORY_LABELS[value]);

/** The names of the /veicoli tabs, without their counts. */
export const TAB_LABELS: Record<VehicleTab, MessageDescriptor> = {
  noleggio: msg`NBT Noleggio`,
  auto: msg`Auto`,
  tir: msg`TIR - Trattori`,
};

/** Each tab's message when it has nothing to show. */
export const TAB_EMPTY_MESSAGES: Record<VehicleTab, MessageDescriptor> = {
  noleggio: msg`Nessun veicolo NBT disponibile`,
  auto: msg`Nessuna auto disponibile`,
  tir: msg`Nessun TIR o trattore disponibile`,
};
