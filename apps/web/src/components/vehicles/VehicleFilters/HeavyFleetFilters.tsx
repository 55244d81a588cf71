import { useLingui } from '@lingui/react/macro';
import type { ListTab, MachineType } from '@nbt/validation/rules';
import { getRouteApi } from '@tanstack/react-router';
import { MACHINE_LABELS } from '../../../lib/presentation/heavy-fleet';
import type { HeavyFleetSearch } from '../../../lib/vehicles';
import { FilterSelect, TypedFilter, whole } from './VehicleFilters';

const list = getRouteApi('/_public/veicoli/');

export interface HeavyFleetFiltersProps {
  tab: ListTab;
  /** The machine types and axle counts the fleet states. */
  options: { machine_types: MachineType[]; axles: number[] };
}

/**
 * The filters a haulier and a site manager narrow the list by: a truck's payload and axles on the
 * trucks' tab, a machine's type, operating weight and operator on the machines'. Read from and
 * written to the URL here, so the list page hands this part nothing that changes on every render.
 */
export function HeavyFleetFilters({ tab, options }: HeavyFleetFiltersProps) {
  const { t, i18n } = useLingui();
  const search = list.useSearch();
  const navigate = list.useNavigate();
  const change = (patch: HeavyFleetSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, pagina: undefined }), replace: true, resetScroll: false });

  if (tab === 'tir') {
    return (
      <>
        <TypedFilter
          type="number"
          min="0"
          label={t`Portata utile da (kg)`}
          value={search['portata-min']?.toString() ?? ''}
          onChange={(text) => change({ 'portata-min': whole(text) })}
        />
        <FilterSelect
          label={t`Assi`}
          value={search.assi?.toString() ?? ''}
          onChange={(event) => change({ assi: whole(event.currentTarget.value) })}
          data={[
            { value: '', label: t`Qualsiasi` },
            ...options.axles.map((count) => ({ value: String(count), label: String(count) })),
          ]}
        />
      </>
    );
  }
  if (tab !== 'movimento-terra') return null;
  return (
    <>
      <FilterSelect
        label={t`Tipo di macchina`}
        value={search.macchina ?? ''}
        onChange={(event) => change({ macchina: (event.currentTarget.value || undefined) as MachineType | undefined })}
        data={[
          { value: '', label: t`Tutti i tipi` },
          ...options.machine_types.map((type) => ({ value: type, label: i18n._(MACHINE_LABELS[type]) })),
        ]}
      />
      <TypedFilter
        type="number"
        min="1"
        label={t`Peso operativo fino a (kg)`}
        value={search['peso-max']?.toString() ?? ''}
        onChange={(text) => change({ 'peso-max': whole(text) || undefined })}
      />
      <FilterSelect
        label={t`Operatore`}
        value={search.operatore ?? ''}
        onChange={(event) => change({ operatore: (event.currentTarget.value || undefined) as 'si' | 'no' | undefined })}
        data={[
          { value: '', label: t`Indifferente` },
          { value: 'si', label: t`Con operatore` },
          { value: 'no', label: t`Senza operatore` },
        ]}
      />
    </>
  );
}
