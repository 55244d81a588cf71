import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { RESERVATION_LIMITS, type Reservation, ReservationInputSchema } from '@nbt/validation';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, apiFieldErrors, showSuccessToast } from '../../../lib/api-error';
import { schemaErrors } from '../../../lib/error-messages';
import { formatLongDate } from '../../../lib/format';
import { formatDayRange } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';
import { AdminDatesProvider } from './AdminDatesProvider';
import { AdminFormModal, FormActions, useGuardFormChanges } from '../AdminFormModal';
import { useDeleteConfirm } from '../AdminListSection';

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
  note: string;
}

function initialValues(target: ReservationTarget): FormValues {
  if (target.mode === 'create') {
    return {
      vehicleId: target.vehicleId === null ? null : String(target.vehicleId),
      dates: [target.day, target.day],
      customerName: '',
      note: '',
    };
  }
  const { reservation } = target;
  return {
    vehicleId: String(reservation.vehicleId),
    dates: [reservation.from, reservation.to],
    customerName: reservation.customerName,
    note: reservation.note,
  };
}

const toInput = (values: FormValues, contactRequestId: number | null) => ({
  vehicleId: values.vehicleId === null ? undefined : Number(values.vehicleId),
  from: values.dates[0] ?? undefined,
  to: values.dates[1] ?? undefined,
  contactRequestId,
  customerName: values.customerName,
  note: values.note,
});

/** The schema's and the server's field names, as the form's. */
const fieldOf = (path: string) => {
  const field = path.replace(/^data\./, '');
  if (field === 'from' || field === 'to') return 'dates';
  return ['vehicleId', 'customerName', 'note'].includes(field) ? field : undefined;
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
  const editing = target.mode === 'edit' ? target.reservation : undefined;
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

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.list.pathKey() });

  async function save(values: FormValues) {
    setFailure(null);
    const data = ReservationInputSchema.parse(toInput(values, contactRequestId));
    try {
      const saved = editing ? await update.mutateAsync({ id: editing.id, data }) : await create.mutateAsync(data);
      showSuccessToast(
        editing ? t`Prenotazione aggiornata` : t`Prenotazione creata`,
        `${saved.vehicleLabel}, ${formatDayRange(saved.from, saved.to, locale)}`,
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

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        ) : null}
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
        </AdminDatesProvider>
        <TextInput
          label={t`Cliente`}
          maxLength={RESERVATION_LIMITS.customerName}
          data-autofocus
          {...form.getInputProps('customerName')}
        />
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
      </Stack>
    </form>
  );
}
