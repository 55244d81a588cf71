import { useLingui } from '@lingui/react/macro';
import { BODY_TYPES, todayInRome, VEHICLE_CONDITIONS } from '@nbt/validation/rules';
import { formatNumber } from '../../../lib/format';
import { bodyTypeLabel, conditionLabel } from '../../../lib/presentation/sale-facts';
import { localeOf } from '../../../lib/i18n';
import type { VehicleListSearch } from '../../../lib/vehicles';
import { FilterSelect, filterClasses as classes } from '../VehicleFilters/VehicleFilters';

/** The buyer's filters of the 'Auto' tab, as the URL carries them. */
export type SaleFiltersValue = Pick<
  VehicleListSearch,
  'condizione' | 'carrozzeria' | 'immatricolata-dal' | 'km-max' | 'proprietari-max' | 'iva'
>;

/** The kilometre ceilings offered: a phone's picker rather than a typed number. */
const KM_STEPS = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000];
/** The years offered for the first registration: this one and the twenty before it. */
const YEARS_BACK = 20;

export interface SaleFiltersPanelProps {
  value: SaleFiltersValue;
  onChange: (patch: Partial<SaleFiltersValue>) => void;
}

/** Condition, body, first registration from a year, at most so many km and owners, VAT shown. */
export function SaleFiltersPanel({ value, onChange }: SaleFiltersPanelProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const thisYear = Number(todayInRome().slice(0, 4));
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => thisYear - index);
  const any = { value: '', label: t`Qualsiasi` };
  const chosen = (text: string) => text || undefined;
  const whole = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <div className={classes.fields} data-testid="sale-filters">
      <FilterSelect
        label={t`Condizione`}
        value={value.condizione ?? ''}
        onChange={(event) =>
          onChange({ condizione: chosen(event.currentTarget.value) as SaleFiltersValue['condizione'] })
        }
        data={[any, ...VEHICLE_CONDITIONS.map((each) => ({ value: each, label: conditionLabel(i18n, each) }))]}
      />
      <FilterSelect
        label={t`Carrozzeria`}
        value={value.carrozzeria ?? ''}
        onChange={(event) =>
          onChange({ carrozzeria: chosen(event.currentTarget.value) as SaleFiltersValue['carrozzeria'] })
        }
        data={[any, ...BODY_TYPES.map((each) => ({ value: each, label: bodyTypeLabel(i18n, each) }))]}
      />
      <FilterSelect
        label={t`Immatricolata dal`}
        value={value['immatricolata-dal'] ?? ''}
        onChange={(event) => onChange({ 'immatricolata-dal': chosen(event.currentTarget.value) })}
        data={[
          any,
          // A month of another year from a shared link stays shown as it is.
          ...(value['immatricolata-dal'] && !value['immatricolata-dal'].endsWith('-01')
            ? [{ value: value['immatricolata-dal'], label: value['immatricolata-dal'] }]
            : []),
          ...years.map((year) => ({ value: `${year}-01`, label: String(year) })),
        ]}
      />
      <FilterSelect
        label={t`Chilometri fino a`}
        value={value['km-max']?.toString() ?? ''}
        onChange={(event) => onChange({ 'km-max': whole(event.currentTarget.value) })}
        data={[
          any,
          ...[...new Set([...KM_STEPS, ...(value['km-max'] !== undefined ? [value['km-max']] : [])])]
            .sort((a, b) => a - b)
            .map((km) => ({ value: String(km), label: t`${formatNumber(km, locale)} km` })),
        ]}
      />
      <FilterSelect
        label={t`Proprietari precedenti fino a`}
        value={value['proprietari-max']?.toString() ?? ''}
        onChange={(event) => onChange({ 'proprietari-max': whole(event.currentTarget.value) })}
        data={[any, ...[0, 1, 2, 3].map((owners) => ({ value: String(owners), label: formatNumber(owners, locale) }))]}
      />
      <FilterSelect
        label={t`IVA esposta`}
        value={value.iva ?? ''}
        onChange={(event) => onChange({ iva: event.currentTarget.value === 'si' ? 'si' : undefined })}
        data={[any, { value: 'si', label: t`Sì` }]}
      />
    </div>
  );
}
