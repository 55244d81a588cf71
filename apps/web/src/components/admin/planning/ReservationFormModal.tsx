import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { RESERVATION_LIMITS, type Reservation, ReservationInputSchema } from '@nbt/validation';
import { addDays, todayInRome } from '@nbt/validation/rules';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, apiFieldErrors, showSuccessToast } from '../../../lib/api-error';
import { schemaErrors } from '../../../lib/error-messages';
import { formatLongDate } from '../../../lib/format';
import { localeOf } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';
import { AdminFormModal, FormActions, FormFailure, useGuardFormChanges } from '../AdminFormModal';
import { useDeleteConfirm } from '../AdminListSection';
import { formatBookingPeriod } from '../reservations/booking-period';
import { MOVE_LABELS, movesFrom } from '../reservations/reservation-states';
import { useReservationMoves } from '../reservations/useReservationMoves';
import { AdminDatesProvider } from './AdminDatesProvider';
import {
  CLOSED_DAY,
  fieldOf,
  initialValues,
  officeOptions,
  pickupOffice,
  rentalTimes,
  type ReservationFormValues,
  type ReservationTarget,
  toInput,
} from './reservation-form';
import { ReservationPeriodFields } from './ReservationPeriodFields';
import { ReservationHistory, ReservationSummary } from './ReservationSummary';

export type { ReservationTarget } from './reservation-form';

export interface VehicleOption {
  id: number;
  label: string;
}

export interface ReservationFormModalProps {
  opened: boolean;
  target: ReservationTarget | null;
  /** The vehicles to choose from: the page the planning shows. */
  vehicles: VehicleOption[];
  onClose: () => void;
}

/** How many days an option is held unless the office says otherwise. */
const OPTION_DAYS = 7;

/** 'Nuova prenotazione' / 'Modifica prenotazione': a reservation's vehicle, office, days and times, customer and note. */
export function ReservationFormModal({ opened, target, vehicles, onClose }: ReservationFormModalProps) {
  const { t } = useLingui();
  const title = target?.mode === 'edit' ? t`Modifica prenotazione` : t`Nuova prenotazione`;
  return (
    <AdminFormModal opened={opened} onClose={onClose} title={title} size="md">
      {target ? (
        <ReservationForm
          key={target.mode === 'edit' ? target.reservation.id : `${target.vehicleId}-${target.day}`}
          target={target}
          vehicles={vehicles}
          onDone={onClose}
        />
      ) : null}
    </AdminFormModal>
  );
}

function ReservationForm({
  target,
  vehicles,
  onDone,
}: {
  target: ReservationTarget;
  vehicles: VehicleOption[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const askDelete = useDeleteConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  // The booking as the server last answered: a move made here shows its new state and history at once.
  const [editing, setEditing] = useState(target.mode === 'edit' ? target.reservation : undefined);
  const moves = useReservationMoves(setEditing);
  const contactRequestId = editing?.contactRequestId ?? null;

  const offices = useQuery(trpc.offices.list.queryOptions()).data ?? [];
  // What the dialog would send for these values: the office shown, the times it offers those days.
  const plan = (values: ReservationFormValues) => {
    const office = pickupOffice(offices, values.officeId);
    const times = rentalTimes(office?.openingHours, values);
    return { office, times, input: toInput(values, times, office?.id ?? null, contactRequestId) };
  };

  const form = useForm<ReservationFormValues>({
    mode: 'controlled',
    initialValues: initialValues(target),
    validate: (values) => {
      const { times, input } = plan(values);
      const closed = i18n._(CLOSED_DAY);
      // A closed day's time is left out, which the schema would read as 10:00: its own error wins.
      return {
        ...schemaErrors(ReservationInputSchema, input, i18n, fieldOf),
        ...(times.pickup.date && !times.pickup.time ? { pickupTime: closed } : {}),
        ...(times.return.date && !times.return.time ? { returnTime: closed } : {}),
      };
    },
  });
  useGuardFormChanges(form);
  const shown = plan(form.getValues());

  const create = useMutation(trpc.admin.reservations.create.mutationOptions());
  const update = useMutation(trpc.admin.reservations.update.mutationOptions());
  const remove = useMutation(trpc.admin.reservations.delete.mutationOptions());
  const saving = create.isPending || update.isPending;

  // The vehicle being changed stays in the list even when the page shows others.
  const options = vehicles.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.label }));
  if (editing && !vehicles.some((vehicle) => vehicle.id === editing.vehicleId)) {
    options.unshift({ value: String(editing.vehicleId), label: editing.vehicleLabel });
  }

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.desk.pathKey() }),
    ]);

  async function save(values: ReservationFormValues) {
    setFailure(null);
    const data = ReservationInputSchema.parse(plan(values).input);
    try {
      const saved = editing ? await update.mutateAsync({ id: editing.id, data }) : await create.mutateAsync(data);
      showSuccessToast(
        editing ? t`Prenotazione aggiornata` : t`Prenotazione creata`,
        `${saved.reference} · ${saved.vehicleLabel}, ${formatBookingPeriod(saved, i18n)}`,
      );
      await refresh();
      onDone();
    } catch (error) {
      form.setErrors(apiFieldErrors(error, i18n, fieldOf));
      setFailure(apiErrorMessage(error, i18n));
    }
  }

  async function removeReservation(reservation: Reservation) {
    setFailure(null);
    try {
      await remove.mutateAsync({ id: reservation.id });
      showSuccessToast(t`Prenotazione eliminata`, reservation.vehicleLabel);
      await refresh();
      onDone();
    } catch (error) {
      setFailure(apiErrorMessage(error, i18n));
    }
  }

  const confirmDelete = (reservation: Reservation) => {
    const vehicle = reservation.vehicleLabel;
    const period = formatBookingPeriod(reservation, i18n);
    askDelete({
      title: t`Elimina prenotazione`,
      question: (
        <Trans>
          Sei sicuro di voler eliminare la prenotazione di {vehicle} ({period})?
        </Trans>
      ),
      onConfirm: () => void removeReservation(reservation),
    });
  };

  const chooseStatus = (value: string) => {
    const status = value === 'option' ? 'option' : 'confirmed';
    form.setFieldValue('status', status);
    // An option is held for a week, or until its first day when that comes sooner, unless the office
    // picks another last day.
    if (status === 'option' && !form.getValues().optionExpiresOn) {
      const week = addDays(todayInRome(), OPTION_DAYS);
      const first = form.getValues().dates[0];
      form.setFieldValue('optionExpiresOn', first && first < week && first >= todayInRome() ? first : week);
    }
  };

  return (
    <>
      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
        <Stack gap="sm">
          {editing ? <ReservationSummary reservation={editing} /> : null}
          <FormFailure failure={failure} />
          {editing && movesFrom(editing.status).length > 0 ? (
            <Group gap="xs" role="group" aria-label={t`Stato della prenotazione`}>
              {movesFrom(editing.status).map((to) => (
                <Button
                  key={to}
                  size="sm"
                  variant={to === 'cancelled' || to === 'no_show' ? 'subtle' : 'light'}
                  color={to === 'cancelled' || to === 'no_show' ? 'red' : undefined}
                  c={to === 'cancelled' || to === 'no_show' ? 'red.4' : undefined}
                  loading={moves.pendingId === editing.id}
                  disabled={saving}
                  onClick={() => moves.move(editing, to)}
                >
                  {i18n._(MOVE_LABELS[to])}
                </Button>
              ))}
            </Group>
          ) : null}
          {editing ? null : (
            <SegmentedControl
              aria-label={t`Stato della nuova prenotazione`}
              data={[
                { value: 'confirmed', label: t`Confermata` },
                { value: 'option', label: t`Opzione` },
              ]}
              value={form.getValues().status}
              onChange={chooseStatus}
            />
          )}
          <Select
            label={t`Veicolo`}
            withAsterisk
            searchable
            data={options}
            nothingFoundMessage={t`Nessun veicolo corrisponde alla ricerca.`}
            {...form.getInputProps('vehicleId')}
          />
          <ReservationPeriodFields
            form={form}
            offices={officeOptions(offices, shown.office)}
            office={shown.office}
            times={shown.times}
          />
          <AdminDatesProvider>
            {form.getValues().status === 'option' && (!editing || editing.status === 'option') ? (
              <DatePickerInput
                label={t`Opzione valida fino al (incluso)`}
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': t`Togli la scadenza` }}
                valueFormat="D MMMM YYYY"
                getDayAriaLabel={(day) => formatLongDate(day, locale)}
                ariaLabels={{ previousMonth: t`Mese precedente`, nextMonth: t`Mese successivo` }}
                popoverProps={{ withinPortal: true }}
                {...form.getInputProps('optionExpiresOn')}
              />
            ) : null}
          </AdminDatesProvider>
          <TextInput
            label={t`Cliente`}
            maxLength={RESERVATION_LIMITS.customerName}
            data-autofocus
            {...form.getInputProps('customerName')}
          />
          <Group grow gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t`E-mail del cliente`}
              type="email"
              autoComplete="off"
              maxLength={RESERVATION_LIMITS.customerEmail}
              miw={200}
              {...form.getInputProps('customerEmail')}
            />
            <TextInput
              label={t`Telefono del cliente`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={RESERVATION_LIMITS.customerPhone}
              miw={160}
              {...form.getInputProps('customerPhone')}
            />
          </Group>
          <Textarea
            label={t`Nota`}
            autosize
            minRows={2}
            maxLength={RESERVATION_LIMITS.note}
            {...form.getInputProps('note')}
          />
          <Group justify="space-between" gap="sm" mt="xs">
            {editing ? (
              <Button
                variant="subtle"
                color="red"
                c="red.4"
                leftSection={<IconTrash size={16} stroke={1.6} aria-hidden />}
                loading={remove.isPending}
                disabled={saving}
                onClick={() => confirmDelete(editing)}
              >
                <Trans>Elimina</Trans>
              </Button>
            ) : null}
            <div style={{ marginInlineStart: 'auto' }}>
              <FormActions
                onCancel={onDone}
                saving={saving}
                submitLabel={editing ? <Trans>Salva modifiche</Trans> : <Trans>Aggiungi prenotazione</Trans>}
              />
            </div>
          </Group>
          {editing ? <ReservationHistory reservation={editing} /> : null}
        </Stack>
      </form>
      {moves.dialog}
    </>
  );
}
