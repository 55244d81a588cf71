import type { I18n } from '@lingui/core';
import type { Vehicle } from '@nbt/validation';
import { IconBucket, IconClock, IconRuler2, IconTir, IconUser, IconWeight, type Icon } from '@tabler/icons-react';
import type { Locale } from '../../../lib/i18n';
import {
  HEAVY_FIGURE_LABELS,
  HEAVY_FIGURES,
  type HeavyFigure,
  heavyFigure,
} from '../../../lib/presentation/heavy-figures';
import type { FactSpec } from './sale-specs';

const ICONS: Record<HeavyFigure, Icon> = {
  gross: IconWeight,
  payload: IconWeight,
  axles: IconTir,
  wheels: IconTir,
  cab: IconUser,
  type: IconTir,
  operating: IconWeight,
  hours: IconClock,
  depth: IconRuler2,
  bucket: IconBucket,
  operator: IconUser,
};

/**
 * What a haulier or a site manager compares first: a truck's weights, axles, wheel formula and
 * cab; a machine's type, operating weight, engine hours, digging depth, bucket, and whether it
 * comes with an operator. A figure not stated is left out.
 */
export function heavySpecs(vehicle: Vehicle, i18n: I18n, locale: Locale): FactSpec[] {
  return HEAVY_FIGURES.flatMap((key) => {
    const value = heavyFigure(vehicle, key, i18n, locale);
    if (value === null) return [];
    const spec: FactSpec = { key, label: i18n._(HEAVY_FIGURE_LABELS[key]), value, Icon: ICONS[key] };
    // The cab is as the office wrote it, in Italian on every page.
    return [key === 'cab' ? { ...spec, typed: 'it' as const } : spec];
  });
}
