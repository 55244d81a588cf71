import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AdminPagination } from '../../AdminPagination';
import { modals } from '@mantine/modals';
import type {
  AdminVehicle,
  ListingType,
  Reservation,
  Vehicle,
  VehicleCategory,
  VehicleSaleInput,
} from '@nbt/validation';
import { todayInRome } from '@nbt/validation/rules';
import { IconAlertTriangle, IconCar, IconPlus, IconTruck } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { VehicleMatches } from '../../VehicleMatches';
import { AdminVehicleCard } from '../AdminVehicleCard';
import { PhotoZipButton } from '../PhotoZipButton';
import { SellVehicleModal } from '../SellVehicleModal';
import { VehicleFormModal, type VehicleFormTarget } from '../VehicleFormModal';
import type { VehicleActionHandlers } from '../vehicle-actions';
import { isFiltered, searchInputOf, type VehicleSearchParams, type VehicleView } from '../vehicle-search-params';
import { VehicleBulkBar, type VehicleSelection } from './VehicleBulkBar';
import { VehicleSearchBar } from './VehicleSearchBar';
import { VehicleTable } from './VehicleTable';

interface AddButton {
  category: VehicleCategory;
  listingType: ListingType;
  label: MessageDescriptor;
}

/** One add button per category and listing type, each presetting the dialog. */
const ADD_BUTTONS: AddButton[] = [
  { category: 'auto', listingType: 'rental', label: msg`Aggiungi auto noleggio` },
  { category: 'auto', listingType: 'sale', label: msg`Aggiungi auto vendita` },
  { category: 'camion', listingType: 'rental', label: msg`Aggiungi camion noleggio` },
  { category: 'camion', listingType: 'sale', label: msg`Aggiungi camion vendita` },
  { category: 'movimento_terra', listingType: 'rental', label: msg`Aggiungi macchina movimento terra` },
];

export interface VehiclesTabProps {
  /** The search as the address holds it. */
  search: VehicleSearchParams;
  onSearchChange: (next: VehicleSearchParams) => void;
}

const NOTHING: VehicleSelection = { kind: 'ids', ids: new Set() };

/**
 * The back office's Veicoli tab: add buttons, the search, one page of vehicles as cards or as a
 * table, the selection's changes and the add/edit dialog. The server searches, orders and pages, so
 * a fleet of thousands renders one page.
 */
export function VehiclesTab({ search, onSearchChange }: VehiclesTabProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = searchInputOf(search);
  // The back office's own read: it carries the prices the public pages hide and the office's fields.
  const vehicles = useQuery(trpc.admin.vehicles.search.queryOptions(input, { placeholderData: keepPreviousData }));
  const upcoming = useQuery(trpc.admin.reservations.list.queryOptions({ from: todayInRome() }));
  const reservationsOf = useMemo(() => {
    const byVehicle = new Map<number, Reservation[]>();
    for (const reservation of upcoming.data ?? []) {
      byVehicle.set(reservation.vehicleId, [...(byVehicle.get(reservation.vehicleId) ?? []), reservation]);
    }
    return byVehicle;
  }, [upcoming.data]);
  const [selection, setSelection] = useState<VehicleSelection>(NOTHING);
  const [dialog, setDialog] = useState<{ target: VehicleFormTarget; key: number } | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const openDialog = (target: VehicleFormTarget) => {
    setDialog((previous) => ({ target, key: (previous?.key ?? 0) + 1 }));
    setDialogOpened(true);
  };

  const refresh = (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.vehicles.search.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.vehicles.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.vehicles.byId.queryKey({ id }) }),
    ]);

  const sell = useMutation(trpc.admin.vehicles.sell.mutationOptions());
  const buyBack = useMutation(trpc.admin.vehicles.buyBack.mutationOptions());
  const remove = useMutation(trpc.admin.vehicles.delete.mutationOptions());

  /** Confirms in a Mantine dialog, runs the call, refreshes the list and says how it went. */
  const confirmAction = (
    vehicle: Vehicle,
    options: { question: string; confirm: string; danger?: boolean; run: () => Promise<unknown>; success: string },
  ) => {
    const run = async () => {
      setBusyId(vehicle.id);
      try {
        await options.run();
        await refresh(vehicle.id);
        showSuccessToast(options.success, `${vehicle.brand} ${vehicle.model}`);
      } catch (error) {
        showErrorToast(t`Errore`, t`Si è verificato un errore durante l'operazione`, apiErrorMessage(error, i18n));
      } finally {
        setBusyId(null);
      }
    };
    modals.openConfirmModal({
      title: `${vehicle.brand} ${vehicle.model}`,
      children: <Text size="sm">{options.question}</Text>,
      labels: { confirm: options.confirm, cancel: t`Annulla` },
      // Explicit shades: white on red.9 and black on gold.5 both pass 4.5:1 on the dark theme.
      confirmProps: { color: options.danger ? 'red.9' : 'gold.5' },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      centered: true,
      onConfirm: () => void run(),
    });
  };

  // 'Vendi' asks for the sale it records: its dialog keeps the vehicle while it is open.
  const [selling, setSelling] = useState<{ vehicle: AdminVehicle; opened: boolean } | null>(null);
  const onSell = (vehicle: AdminVehicle) => setSelling({ vehicle, opened: true });
  const recordSale = async (vehicle: AdminVehicle, sale: VehicleSaleInput) => {
    setBusyId(vehicle.id);
    try {
      await sell.mutateAsync({ id: vehicle.id, sale });
      await refresh(vehicle.id);
      showSuccessToast(t`Veicolo venduto`, `${vehicle.brand} ${vehicle.model}`);
    } finally {
      setBusyId(null);
    }
  };

  const onBuyBack = (vehicle: Vehicle) =>
    confirmAction(vehicle, {
      question: t`Sei sicuro di voler riacquistare questo veicolo?`,
      confirm: t`Riacquista`,
      run: () => buyBack.mutateAsync({ id: vehicle.id }),
      success: t`Veicolo riacquistato`,
    });

  const onDelete = (vehicle: Vehicle) =>
    confirmAction(vehicle, {
      question: t`Sei sicuro di voler eliminare questo veicolo?`,
      confirm: t`Elimina`,
      danger: true,
      run: () => remove.mutateAsync({ id: vehicle.id }),
      success: t`Veicolo eliminato`,
    });

  const actions: Required<VehicleActionHandlers<AdminVehicle>> = {
    onEdit: (vehicle) => openDialog({ mode: 'edit', vehicle }),
    onDuplicate: (vehicle) => openDialog({ mode: 'duplicate', vehicle }),
    onDelete,
    onSell,
    onBuyBack,
  };

  const view: VehicleView = search.view ?? 'cards';
  const list: AdminVehicle[] = vehicles.data?.items ?? [];
  const total = vehicles.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / input.pageSize));
  // A new search starts with nothing ticked: what was ticked may not match it.
  const changeSearch = (next: VehicleSearchParams) => {
    setSelection(NOTHING);
    onSearchChange(next);
  };
  const toggle = (vehicle: Vehicle, checked: boolean) =>
    setSelection((current) => {
      const ids = new Set(current.kind === 'ids' ? current.ids : list.map((v) => v.id));
      if (checked) ids.add(vehicle.id);
      else ids.delete(vehicle.id);
      return { kind: 'ids', ids };
    });
  const isTicked = (vehicle: Vehicle) => selection.kind === 'all' || selection.ids.has(vehicle.id);

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h3">
              <Trans>Veicoli</Trans>
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              <Trans>Aggiungi, modifica e gestisci i veicoli mostrati sul sito.</Trans>
            </Text>
          </div>
          <Group gap="sm">
            <PhotoZipButton />
            <SegmentedControl<VehicleView>
              aria-label={t`Vista dei veicoli`}
              data={[
                { value: 'cards', label: t`Schede` },
                { value: 'table', label: t`Tabella` },
              ]}
              value={view}
              // The page and the selection stay: the same vehicles, drawn another way.
              onChange={(next) => onSearchChange({ ...search, view: next === 'cards' ? undefined : next })}
            />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          {ADD_BUTTONS.map((button) => (
            <Button
              key={`${button.category}-${button.listingType}`}
              variant="light"
              leftSection={
                button.category === 'auto' ? <IconCar size={18} aria-hidden /> : <IconTruck size={18} aria-hidden />
              }
              rightSection={<IconPlus size={16} aria-hidden />}
              justify="space-between"
              onClick={() => openDialog({ mode: 'create', category: button.category, listingType: button.listingType })}
            >
              {i18n._(button.label)}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>

      <VehicleSearchBar search={search} onChange={changeSearch} />

      {vehicles.isPending ? (
        view === 'table' ? (
          <Stack gap="xs" aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={56} radius="sm" />
            ))}
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={380} radius="lg" />
            ))}
          </SimpleGrid>
        )
      ) : vehicles.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              <Trans>Errore nel caricamento dei veicoli</Trans>
            </Text>
            <Button size="xs" variant="default" onClick={() => void vehicles.refetch()}>
              <Trans>Riprova</Trans>
            </Button>
          </Group>
        </Alert>
      ) : total === 0 && !isFiltered(search) ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>Nessun veicolo presente. Aggiungi il primo con i pulsanti qui sopra.</Trans>
        </Text>
      ) : (
        <Stack gap="lg">
          <VehicleBulkBar
            selection={selection}
            search={search}
            total={total}
            pageIds={list.map((vehicle) => vehicle.id)}
            onSelectionChange={setSelection}
          />
          <VehicleMatches total={total} shown={list.length}>
            {view === 'table' ? (
              <VehicleTable
                vehicles={list}
                sort={input.sort}
                onSortChange={(sort) =>
                  changeSearch({ ...search, sort: sort === 'newest' ? undefined : sort, page: undefined })
                }
                reservationsOf={reservationsOf}
                isSelected={isTicked}
                onSelect={toggle}
                busyId={busyId}
                actions={actions}
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {list.map((vehicle) => (
                  <AdminVehicleCard
                    key={vehicle.id}
                    vehicle={vehicle}
                    busy={busyId === vehicle.id}
                    reservations={reservationsOf.get(vehicle.id)}
                    selected={isTicked(vehicle)}
                    onSelect={toggle}
                    onEdit={() => actions.onEdit(vehicle)}
                    onDuplicate={() => actions.onDuplicate(vehicle)}
                    onDelete={() => actions.onDelete(vehicle)}
                    onSell={() => actions.onSell(vehicle)}
                    onBuyBack={() => actions.onBuyBack(vehicle)}
                  />
                ))}
              </SimpleGrid>
            )}
          </VehicleMatches>
          <AdminPagination
            pages={pages}
            value={input.page}
            onChange={(page) => onSearchChange({ ...search, page: page === 1 ? undefined : page })}
          />
        </Stack>
      )}

      <SellVehicleModal
        opened={selling?.opened ?? false}
        vehicle={selling?.vehicle ?? null}
        onClose={() => setSelling((current) => current && { ...current, opened: false })}
        onSell={recordSale}
      />
      <VehicleFormModal
        opened={dialogOpened}
        onClose={() => setDialogOpened(false)}
        target={dialog?.target ?? null}
        formKey={dialog?.key}
      />
    </Stack>
  );
}
