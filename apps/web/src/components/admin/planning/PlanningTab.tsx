import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { AdminVehicle, Reservation } from '@nbt/validation';
import { ADMIN_VEHICLE_LIMITS, todayInRome } from '@nbt/validation/rules';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatMonth } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';
import { AdminPagination } from '../AdminPagination';
import { BookingSearch } from './BookingSearch';
import { VehicleMatches } from '../VehicleMatches';
import { useSearchText } from '../use-search-text';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { currentMonth, monthDays, monthOf, shiftMonth } from './month';
import { PlanningGrid, vehicleName } from './PlanningGrid';
import type { PlanningSearchParams } from './planning-search-params';
import { ReservationFormModal, type ReservationTarget } from './ReservationFormModal';

/** Vehicles a page of the planning shows: a screenful of rows, each of 28 to 31 cells. */
const PAGE_SIZE = 50;

export type PlanningSearch = PlanningSearchParams & { q?: string | undefined; page?: number | undefined };

export interface PlanningTabProps {
  /** The month, the words and the page as the address holds them. */
  search: PlanningSearch;
  onSearchChange: (next: PlanningSearch) => void;
}

/**
 * 'Planning': a month of the fleet at once, a row per vehicle and a column per day, the
 * reservations as bars. The server sends one page of vehicles (those that can be booked, or all,
 * narrowed by the words typed) and only the reservations that share a day with the month.
 */
export function PlanningTab({ search, onSearchChange }: PlanningTabProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const trpc = useTRPC();
  const today = todayInRome();
  const month = search.month ?? currentMonth();
  const days = monthDays(month);
  const page = search.page ?? 1;

  const vehicles = useQuery(
    trpc.admin.vehicles.search.queryOptions(
      {
        q: search.q,
        rentable: search.vehicles === 'all' ? undefined : 'true',
        page,
        pageSize: PAGE_SIZE,
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const reservations = useQuery(
    trpc.admin.reservations.list.queryOptions(
      { from: days[0], to: days.at(-1) },
      { placeholderData: keepPreviousData },
    ),
  );

  const [dialog, setDialog] = useState<{ opened: boolean; target: ReservationTarget | null }>({
    opened: false,
    target: null,
  });
  const open = (target: ReservationTarget) => setDialog({ opened: true, target });

  const typed = useSearchText(search.q, (q) => onSearchChange({ ...search, q, page: undefined }));
  const goTo = (next: string) => onSearchChange({ ...search, month: next === currentMonth() ? undefined : next });

  const list: AdminVehicle[] = vehicles.data?.items ?? [];
  const total = vehicles.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const monthName = formatMonth(month, locale);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            <Trans>Planning</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Le prenotazioni del mese, un veicolo per riga. Scegli un giorno libero per aggiungerne una, o una
              prenotazione per spostarla o eliminarla.
            </Trans>
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
          onClick={() => open({ mode: 'create', vehicleId: null, day: monthOf(today) === month ? today : days[0]! })}
        >
          <Trans>Nuova prenotazione</Trans>
        </Button>
      </Group>

      <BookingSearch onOpen={(reservation) => open({ mode: 'edit', reservation })} onShowMonth={goTo} />

      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            px="xs"
            aria-label={t`Mese precedente`}
            title={t`Mese precedente`}
            onClick={() => goTo(shiftMonth(month, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </Button>
          <Button variant="default" onClick={() => goTo(currentMonth())}>
            <Trans>Oggi</Trans>
          </Button>
          <Button
            variant="default"
            px="xs"
            aria-label={t`Mese successivo`}
            title={t`Mese successivo`}
            onClick={() => goTo(shiftMonth(month, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </Button>
          <Title order={3} size="h4" ml="xs" tt="capitalize" aria-live="polite">
            {monthName}
          </Title>
        </Group>
        <Group gap="md" align="flex-end">
          <TextInput
            label={t`Cerca`}
            placeholder={t`Marca, modello, targa, telaio o id`}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={ADMIN_VEHICLE_LIMITS.query}
            type="search"
            value={typed.text}
            onChange={(event) => typed.type(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
          <Switch
            label={t`Solo veicoli noleggiabili`}
            checked={search.vehicles !== 'all'}
            onChange={(event) =>
              onSearchChange({ ...search, vehicles: event.currentTarget.checked ? undefined : 'all', page: undefined })
            }
            mb={8}
          />
        </Group>
      </Group>

      {vehicles.isPending || reservations.isPending ? (
        <Skeleton height={320} radius="md" aria-busy="true" aria-label={t`Caricamento del planning`} />
      ) : vehicles.isError || reservations.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              <Trans>Impossibile caricare il planning.</Trans>
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => void Promise.all([vehicles.refetch(), reservations.refetch()])}
            >
              <Trans>Riprova</Trans>
            </Button>
          </Group>
        </Alert>
      ) : (
        // While another month or page loads, the previous answer stays on screen (its bookings outside
        // the month are not drawn) and the grid says it is busy.
        <Stack gap="sm" aria-busy={reservations.isPlaceholderData || vehicles.isPlaceholderData}>
          <VehicleMatches total={total} shown={list.length}>
            <PlanningGrid
              month={month}
              days={days}
              today={today}
              vehicles={list}
              reservations={reservations.data ?? []}
              onAdd={(vehicle, day) => open({ mode: 'create', vehicleId: vehicle.id, day })}
              onOpen={(reservation: Reservation) => open({ mode: 'edit', reservation })}
            />
          </VehicleMatches>
          <AdminPagination
            pages={pages}
            value={page}
            onChange={(next) => onSearchChange({ ...search, page: next === 1 ? undefined : next })}
          />
        </Stack>
      )}

      <CalendarFeedPanel />

      <ReservationFormModal
        opened={dialog.opened}
        target={dialog.target}
        vehicles={list.map((vehicle) => ({ id: vehicle.id, label: vehicleName(vehicle) }))}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
