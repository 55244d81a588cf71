import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Vehicle } from '@nbt/validation';
import { IconBucket, IconClock, IconRuler2, IconTir, IconUser, IconWeight, type Icon } from '@tabler/icons-react';
import type { Locale } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/format';
import { formatDecimal } from '../../../lib/presentation/sale-facts';
import { MACHINE_LABELS, OPERATOR_LABELS } from '../../../lib/presentation/heavy-fleet';
import type { FactSpec } from './sale-specs';

/**
 * What a haulier or a site manager compares first, in the units they read: a truck's weights in
 * tonnes, its axles, wheel formula and cab; a machine's type, operating weight, engine hours,
 * digging depth in metres, bucket in cubic metres, and whether it comes with an operator.
 */
export function heavySpecs(vehicle: Vehicle, i18n: I18n, locale: Locale): FactSpec[] {
  const specs: FactSpec[] = [];
  const add = (key: string, label: MessageDescriptor, value: string, Icon: Icon) =>
    specs.push({ key, label: i18n._(label), value, Icon });
  const tonnes = (kg: number) => {
    const t = formatDecimal(kg / 1000, locale);
    return i18n._(msg`${t} t`);
  };
  if (vehicle.vehicle_category === 'camion') {
    if (vehicle.gross_weight_kg !== null)
      add('gross', msg`Massa complessiva`, tonnes(vehicle.gross_weight_kg), IconWeight);
    if (vehicle.payload_kg !== null) add('payload', msg`Portata utile`, tonnes(vehicle.payload_kg), IconWeight);
    if (vehicle.axles !== null) add('axles', msg`Assi`, formatNumber(vehicle.axles, locale), IconTir);
    if (vehicle.wheel_formula !== null) add('wheels', msg`Formula ruote`, vehicle.wheel_formula, IconTir);
    if (vehicle.cab) add('cab', msg`Cabina`, vehicle.cab, IconUser);
  }
  if (vehicle.vehicle_category === 'movimento_terra') {
    if (vehicle.machine_type !== null)
      add('type', msg`Tipo di macchina`, i18n._(MACHINE_LABELS[vehicle.machine_type]), IconTir);
    if (vehicle.operating_weight_kg !== null) {
      add('operating', msg`Peso operativo`, tonnes(vehicle.operating_weight_kg), IconWeight);
    }
    if (vehicle.engine_hours !== null) {
      const hours = formatNumber(vehicle.engine_hours, locale);
      add('hours', msg`Ore motore`, i18n._(msg`${hours} h`), IconClock);
    }
    if (vehicle.max_digging_depth_mm !== null) {
      const metres = formatDecimal(vehicle.max_digging_depth_mm / 1000, locale);
      add('depth', msg`Profondità di scavo`, i18n._(msg`${metres} m`), IconRuler2);
    }
    if (vehicle.bucket_capacity_l !== null) {
      const cubic = formatDecimal(vehicle.bucket_capacity_l / 1000, locale, 2);
      add('bucket', msg`Capacità benna`, i18n._(msg`${cubic} m³`), IconBucket);
    }
    if (vehicle.with_operator !== null) {
      add('operator', msg`Operatore`, i18n._(OPERATOR_LABELS[vehicle.with_operator]), IconUser);
    }
  }
  return specs;
}
