import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Vehicle } from '@nbt/validation';
import { formatNumber } from '../format';
import type { Locale } from '../i18n';
import { MACHINE_LABELS, OPERATOR_LABELS } from './heavy-fleet';
import { formatDecimal } from './sale-facts';

/*
 * A truck's and a machine's figures in the units a haulier or a site manager reads (weights in
 * tonnes, depth in metres, bucket in cubic metres), for the vehicle page, the cards and the
 * comparison alike. The catalogs of those three pages carry these messages (lingui.config.ts).
 */

/** A truck's figures, then a machine's, in the order they are read. */
export const HEAVY_FIGURES = [
  'gross',
  'payload',
  'axles',
  'wheels',
  'cab',
  'type',
  'operating',
  'hours',
  'depth',
  'bucket',
  'operator',
] as const;
export type HeavyFigure = (typeof HEAVY_FIGURES)[number];

export const HEAVY_FIGURE_LABELS: Record<HeavyFigure, MessageDescriptor> = {
  gross: msg`Massa complessiva`,
  payload: msg`Portata utile`,
  axles: msg`Assi`,
  wheels: msg`Formula ruote`,
  cab: msg`Cabina`,
  type: msg`Tipo di macchina`,
  operating: msg`Peso operativo`,
  hours: msg`Ore motore`,
  depth: msg`Profondità di scavo`,
  bucket: msg`Capacità benna`,
  operator: msg`Operatore`,
};

/**
 * One figure of a vehicle, formatted; null when the office did not state it or the vehicle is not
 * of the figure's category (a machine has no payload, a car no engine hours).
 */
export function heavyFigure(vehicle: Vehicle, figure: HeavyFigure, i18n: I18n, locale: Locale): string | null {
  const truck = vehicle.vehicle_category === 'camion';
  const machine = vehicle.vehicle_category === 'movimento_terra';
  const tonnes = (kg: number | null) => {
    if (kg === null) return null;
    const t = formatDecimal(kg / 1000, locale);
    return i18n._(msg`${t} t`);
  };
  switch (figure) {
    case 'gross':
      return truck ? tonnes(vehicle.gross_weight_kg) : null;
    case 'payload':
      return truck ? tonnes(vehicle.payload_kg) : null;
    case 'axles':
      return truck && vehicle.axles !== null ? formatNumber(vehicle.axles, locale) : null;
    case 'wheels':
      return truck ? vehicle.wheel_formula : null;
    case 'cab':
      return truck && vehicle.cab ? vehicle.cab : null;
    case 'type':
      return machine && vehicle.machine_type !== null ? i18n._(MACHINE_LABELS[vehicle.machine_type]) : null;
    case 'operating':
      return machine ? tonnes(vehicle.operating_weight_kg) : null;
    case 'hours': {
      if (!machine || vehicle.engine_hours === null) return null;
      const hours = formatNumber(vehicle.engine_hours, locale);
      return i18n._(msg`${hours} h`);
    }
    case 'depth': {
      if (!machine || vehicle.max_digging_depth_mm === null) return null;
      const metres = formatDecimal(vehicle.max_digging_depth_mm / 1000, locale);
      return i18n._(msg`${metres} m`);
    }
    case 'bucket': {
      if (!machine || vehicle.bucket_capacity_l === null) return null;
      const cubic = formatDecimal(vehicle.bucket_capacity_l / 1000, locale, 2);
      return i18n._(msg`${cubic} m³`);
    }
    case 'operator':
      return machine && vehicle.with_operator !== null ? i18n._(OPERATOR_LABELS[vehicle.with_operator]) : null;
  }
}
