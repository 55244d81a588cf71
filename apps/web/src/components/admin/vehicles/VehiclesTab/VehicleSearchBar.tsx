import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ADMIN_VEHICLE_LIMITS, ADMIN_VEHICLE_PAGE_SIZES, type AdminVehicleSort } from '@nbt/validation/rules';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useSearchText } from '../../use-search-text';
import { categoryOptions, listingOptions, statusOptions } from '../vehicle-options';
import { isFiltered, type VehicleSearchParams } from '../vehicle-search-params';

const SORT_LABELS: Record<AdminVehicleSort, MessageDescriptor> = {
  newest: msg`Più recenti`,
  oldest: msg`Meno recenti`,
  price_asc: msg`Prezzo crescente`,
  price_desc: msg`Prezzo decrescente`,
  year_desc: msg`Anno: più nuovi`,
  year_asc: msg`Anno: più vecchi`,
  km_asc: msg`Chilometri crescenti`,
  km_desc: msg`Chilometri decrescenti`,
  plate_asc: msg`Targa A–Z`,
  plate_desc: msg`Targa Z–A`,
  model_asc: msg`Marca e modello A–Z`,
  model_desc: msg`Marca e modello Z–A`,
  status_asc: msg`Stato: disponibili prima`,
  status_desc: msg`Stato: venduti prima`,
};

export interface VehicleSearchBarProps {
  search: VehicleSearchParams;
  /** A change of the filters: back to the first page. */
  onChange: (next: VehicleSearchParams) => void;
}

/** The vehicles tab's search box, filters, order and page size; each change goes to the address. */
export function VehicleSearchBar({ search, onChange }: VehicleSearchBarProps) {
  const { t, i18n } = useLingui();
  const typed = useSearchText(search.q, (q) => onChange({ ...search, q, page: undefined }));
  const set = <K extends keyof VehicleSearchParams>(key: K, value: VehicleSearchParams[K] | null) =>
    onChange({ ...search, [key]: value ?? undefined, page: undefined });
  const any = t`Tutti`;
  const filtered = isFiltered(search);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={t`Cerca`}
        placeholder={t`Marca, modello, targa, telaio o id`}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={ADMIN_VEHICLE_LIMITS.query}
        value={typed.text}
        type="search"
        onChange={(event) => typed.type(event.currentTarget.value)}
      />
      <Select
        label={t`Categoria`}
        placeholder={any}
        clearable
        data={categoryOptions(i18n)}
        value={search.category ?? null}
        onChange={(value) => set('category', value as VehicleSearchParams['category'] | null)}
      />
      <Select
        label={t`Tipo di annuncio`}
        placeholder={any}
        clearable
        data={listingOptions(i18n)}
        value={search.listing ?? null}
        onChange={(value) => set('listing', value as VehicleSearchParams['listing'] | null)}
      />
      <Select
        label={t`Stato`}
        placeholder={any}
        clearable
        data={statusOptions(i18n)}
        value={search.status ?? null}
        onChange={(value) => set('status', value as VehicleSearchParams['status'] | null)}
      />
      <Select
        label={t`Disponibilità`}
        placeholder={any}
        clearable
        data={[
          { value: 'available', label: t`Disponibili` },
          { value: 'unavailable', label: t`Non disponibili` },
        ]}
        value={search.availability ?? null}
        onChange={(value) => set('availability', value as VehicleSearchParams['availability'] | null)}
      />
      <Select
        label={t`Prezzo`}
        placeholder={any}
        clearable
        data={[
          { value: 'true', label: t`Prezzo nascosto` },
          { value: 'false', label: t`Prezzo visibile` },
        ]}
        value={search.hiddenPrice ?? null}
        onChange={(value) => set('hiddenPrice', value as VehicleSearchParams['hiddenPrice'] | null)}
      />
      <Select
        label={t`Foto`}
        placeholder={any}
        clearable
        data={[
          { value: 'false', label: t`Senza foto` },
          { value: 'true', label: t`Con foto` },
        ]}
        value={search.photos ?? null}
        onChange={(value) => set('photos', value as VehicleSearchParams['photos'] | null)}
      />
      <Select
        label={t`Ordina per`}
        allowDeselect={false}
        data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }))}
        value={search.sort ?? 'newest'}
        onChange={(value) => set('sort', value === 'newest' ? null : (value as AdminVehicleSort))}
      />
      <Select
        label={t`Per pagina`}
        allowDeselect={false}
        data={ADMIN_VEHICLE_PAGE_SIZES.map((size) => String(size))}
        value={String(search.pageSize ?? ADMIN_VEHICLE_LIMITS.defaultPageSize)}
        onChange={(value) => {
          const size = Number(value);
          set('pageSize', size === ADMIN_VEHICLE_LIMITS.defaultPageSize ? null : size);
        }}
      />
      {filtered ? (
        <Button
          variant="subtle"
          leftSection={<IconX size={16} aria-hidden />}
          style={{ alignSelf: 'end' }}
          onClick={() => onChange({ sort: search.sort, pageSize: search.pageSize, view: search.view })}
        >
          {t`Azzera filtri`}
        </Button>
      ) : null}
    </SimpleGrid>
  );
}
