import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { RESERVATION_LIMITS, type Reservation, ReservationInputSchema } from '@nbt/validation';
import { addDays, todayInRome } from '@nbt/validation/rules';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, apiFieldErrors, showSuccessToast } from '../../../lib/api-error';
import { schemaErrors } from '../../../lib/error-messages';
import { formatDate, formatLongDate } from '../../../lib/format';
import { formatDayRange } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';
import { AdminDatesProvider } from './AdminDatesProvider';
import { AdminFormModal, FormActions, useGuardFormChanges } from '../AdminFormModal';
import { useDeleteConfirm } from '../AdminListSection';
import { MOVE_LABELS, movesFrom, ReservationStateBadge, STATE_LABELS } from '../reservations/reservation-states';
import { useReservationMoves } from '../reservations/useReservationMoves';

/** What the dialog opens on: a reservation to change, or a new one's vehicle and first day. */
export type ReservationTarget =
  { mode: 'edit'; reservation: Reservation } | { mode: 'create'; vehicleId: number | null; day: string };

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

interface FormValues {
  vehicleId: string | null;
  dates: [string | null, string | null];
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  note: string;
  /** A new booking's state; an existing one keeps its own and moves through the buttons below. */
  status: 'option' | 'confirmed';
  optionExpiresOn: string | null;
}

/** How many days an option is held unless the office says otherwise. */
const OPTION_DAYS = 7;

function initialValues(target: ReservationTarget): FormValues {
  if (target.mode === 'create') {
    return {
      vehicleId: target.vehicleId === null ? null : String(target.vehicleId),
      dates: [target.day, target.day],
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      note: '',
      status: 'confirmed',
      optionExpiresOn: null,
    };
  }
  const { reservation } = target;
  return {
    vehicleId: String(reservation.vehicleId),
    dates: [reservation.from, reservation.to],
    customerName: reservation.customerName,
    customerEmail: reservation.customerEmail,
    customerPhone: reservation.customerPhone,
    note: reservation.note,
    status: reservation.status === 'option' ? 'option' : 'confirmed',
    optionExpiresOn: reservation.optionExpiresOn,
  };
}

const toInput = (values: FormValues, contactRequestId: number | null) => ({
  vehicleId: values.vehicleId === null ? undefined : Number(values.vehicleId),
  from: values.dates[0] ?? undefined,
  to: values.dates[1] ?? undefined,
  contactRequestId,
  customerName: values.customerName,
  customerEmail: values.customerEmail,
  customerPhone: values.customerPhone,
  note: values.note,
  status: values.status,
  optionExpiresOn: values.status === 'option' ? values.optionExpiresOn : null,
});

/** The schema's and the server's field names, as the form's. */
const fieldOf = (path: string) => {
  const field = path.replace(/^data\./, '');
  if (field === 'from' || field === 'to') return 'dates';
  return ['vehicleId', 'customerName', 'customerEmail', 'customerPhone', 'note', 'optionExpiresOn'].includes(field)
    ? field
    : undefined;
};

/** 'Nuova prenotazione' / 'Modifica prenotazione': a reservation's vehicle, days, customer and note. */
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

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(target),
    validate: (values) => schemaErrors(ReservationInputSchema, toInput(values, contactRequestId), i18n, fieldOf),
  });
  useGuardFormChanges(form);

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

  async function save(values: FormValues) {
    setFailure(null);
    const data = ReservationInputSchema.parse(toInput(values, contactRequestId));
    try {
      const saved = editing ? await update.mutateAsync({ id: editing.id, data }) : await create.mutateAsync(data);
      showSuccessToast(
        editing ? t`Prenotazione aggiornata` : t`Prenotazione creata`,
        `${saved.reference} · ${saved.vehicleLabel}, ${formatDayRange(saved.from, saved.to, locale)}`,
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
    const period = formatDayRange(reservation.from, reservation.to, locale);
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
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {failure}
            </Alert>
          ) : null}
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
          <AdminDatesProvider>
            <DatePickerInput
              type="range"
              allowSingleDateInRange
              label={t`Dal giorno al giorno (inclusi)`}
              withAsterisk
              valueFormat="D MMMM YYYY"
              getDayAriaLabel={(day) => formatLongDate(day, locale)}
              ariaLabels={{ previousMonth: t`Mese precedente`, nextMonth: t`Mese successivo` }}
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('dates')}
            />
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

/** An existing booking's reference, state and kilometres, above its fields. */
function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const expires = reservation.optionExpiresOn ? formatLongDate(reservation.optionExpiresOn, locale) : null;
  const out = reservation.kilometersOut === null ? null : i18n.number(reservation.kilometersOut);
  const back = reservation.kilometersIn === null ? null : i18n.number(reservation.kilometersIn);
  return (
    <Stack gap={4} data-testid="reservation-summary">
      <Group gap="sm">
        <Text fw={700} ff="monospace">
          {reservation.reference}
        </Text>
        <ReservationStateBadge status={reservation.status} />
      </Group>
      {reservation.status === 'option' && expires ? (
        <Text size="sm" c="dimmed">
          <Trans>Opzione valida fino al {expires}</Trans>
        </Text>
      ) : null}
      {out === null ? null : (
        <Text size="sm" c="dimmed">
          {back === null ? (
            <Trans>Uscito a {out} km</Trans>
          ) : (
            <Trans>
              Uscito a {out} km, rientrato a {back} km
            </Trans>
          )}
        </Text>
      )}
    </Stack>
  );
}

/** Every state the booking took, oldest first: who moved it, when, and the kilometres written. */
function ReservationHistory({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  if (reservation.history.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t`Storico della prenotazione`} mt="xs">
      <Text size="sm" fw={600}>
        <Trans>Storico</Trans>
      </Text>
      <Stack component="ol" gap={2} m={0} ps="md">
        {reservation.history.map((entry, index) => {
          const state = i18n._(STATE_LABELS[entry.status].label);
          const who = entry.username ?? t`sistema`;
          const when = formatDate(entry.at, locale, true);
          const km = entry.kilometers === null ? null : i18n.number(entry.kilometers);
          return (
            <Text component="li" size="sm" key={`${entry.at}-${index}`}>
              {km === null ? (
                <Trans>
                  {when}: {state}, da {who}
                </Trans>
              ) : (
                <Trans>
                  {when}: {state}, da {who}, {km} km
                </Trans>
              )}
            </Text>
          );
        })}
      </Stack>
    </Stack>
  );
}
