import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Chip, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ListingType, Reservation, Vehicle, VehicleCategory } from '@nbt/validation';
import { todayInRome } from '@nbt/validation/rules';
import { IconAlertTriangle, IconCar, IconPlus, IconTruck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { isInTab, type VehicleTab } from '../../../../lib/vehicles';
import { AdminVehicleCard } from '../AdminVehicleCard';
import { VehicleFormModal, type VehicleFormTarget } from '../VehicleFormModal';

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
];

type Filter = 'all' | VehicleTab;

/** The same groups as the public /veicoli tabs, to find a vehicle quickly. */
const FILTERS: { value: Filter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Tutti` },
  { value: 'noleggio', label: msg`Noleggio` },
  { value: 'auto', label: msg`Auto in vendita` },
  { value: 'tir', label: msg`TIR - Trattori` },
];

function matchesFilter(vehicle: Vehicle, filter: Filter): boolean {
  return filter === 'all' || isInTab(vehicle, filter);
}

/** The back office's Veicoli tab: add buttons, the vehicle grid and the add/edit dialog. */
export function VehiclesTab() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The back office's own read: it carries the prices the public pages hide.
  const vehicles = useQuery(trpc.admin.vehicles.list.queryOptions());
  const upcoming = useQuery(trpc.admin.reservations.list.queryOptions({ from: todayInRome() }));
  const reservationsOf = useMemo(() => {
    const byVehicle = new Map<number, Reservation[]>();
    for (const reservation of upcoming.data ?? []) {
      byVehicle.set(reservation.vehicleId, [...(byVehicle.get(reservation.vehicleId) ?? []), reservation]);
    }
    return byVehicle;
  }, [upcoming.data]);
  const [filter, setFilter] = useState<Filter>('all');
  const [dialog, setDialog] = useState<{ target: VehicleFormTarget; key: number } | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const openDialog = (target: VehicleFormTarget) => {
    setDialog((previous) => ({ target, key: (previous?.key ?? 0) + 1 }));
    setDialogOpened(true);
  };

  const refresh = (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.vehicles.list.queryKey() }),
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

  const onSell = (vehicle: Vehicle) =>
    confirmAction(vehicle, {
      question: t`Sei sicuro di voler vendere questo veicolo?`,
      confirm: t`Vendi`,
      run: () => sell.mutateAsync({ id: vehicle.id }),
      success: t`Veicolo venduto`,
    });

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

  const list = vehicles.data ?? [];
  const shown = list.filter((vehicle) => matchesFilter(vehicle, filter));

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

      {vehicles.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={380} radius="lg" />
          ))}
        </SimpleGrid>
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
      ) : list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>Nessun veicolo presente. Aggiungi il primo con i pulsanti qui sopra.</Trans>
        </Text>
      ) : (
        <Stack gap="lg">
          <Chip.Group multiple={false} value={filter} onChange={(value) => setFilter(value as Filter)}>
            <Group gap="xs" role="radiogroup" aria-label={t`Filtra i veicoli`}>
              {FILTERS.map((option) => (
                <Chip key={option.value} value={option.value} variant="outline" size="sm">
                  {i18n._(option.label)} ({list.filter((vehicle) => matchesFilter(vehicle, option.value)).length})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              <Trans>Nessun veicolo in questo gruppo.</Trans>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {shown.map((vehicle) => (
                <AdminVehicleCard
                  key={vehicle.id}
                  vehicle={vehicle}
                  busy={busyId === vehicle.id}
                  reservations={reservationsOf.get(vehicle.id)}
                  onEdit={(selected) => openDialog({ mode: 'edit', vehicle: selected })}
                  onDelete={onDelete}
                  onSell={onSell}
                  onBuyBack={onBuyBack}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}

      <VehicleFormModal
        opened={dialogOpened}
        onClose={() => setDialogOpened(false)}
        target={dialog?.target ?? null}
        formKey={dialog?.key}
      />
    </Stack>
  );
}
