import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type AdminVehicle, todayInRome, VEHICLE_LIMITS, VehicleSaleInputSchema } from '@nbt/validation';
import { useState } from 'react';

import { apiErrorMessage, apiFieldErrors } from '../../../../lib/api-error';
import { schemaErrors } from '../../../../lib/error-messages';
import { AdminFormModal, FormActions, FormFailure, useGuardFormChanges } from '../../AdminFormModal';
import { AdminDatesProvider } from '../../planning/AdminDatesProvider';
import { WHOLE_EUROS } from '../form-values';

interface SaleValues {
  priceEuros: number | '';
  date: string | null;
  buyer: string;
}

/** The sale as the API takes it: an empty price is left out, and the server records the asking price. */
function toSale(values: SaleValues) {
  return {
    priceEuros: values.priceEuros === '' ? undefined : values.priceEuros,
    date: values.date ?? undefined,
    buyer: values.buyer,
  };
}

/** 'sale.priceEuros' or 'priceEuros' to the form's field. */
const fieldOf = (path: string) => path.replace(/^(data\.)?sale\./, '') || undefined;

export interface SellVehicleModalProps {
  vehicle: AdminVehicle | null;
  opened: boolean;
  onClose: () => void;
  /** Records the sale; throws the server's refusal. */
  onSell: (vehicle: AdminVehicle, sale: ReturnType<typeof toSale>) => Promise<void>;
}

/**
 * 'Vendi': the question the site always asked, and the sale it records: the price the vehicle went
 * for (the asking price to start from, which the office confirms), the day and the buyer.
 */
export function SellVehicleModal({ vehicle, opened, onClose, onSell }: SellVehicleModalProps) {
  const title = vehicle ? `${vehicle.brand} ${vehicle.model}` : '';
  return (
    <AdminFormModal opened={opened} onClose={onClose} title={title} size="sm">
      {vehicle ? <SaleForm key={vehicle.id} vehicle={vehicle} onDone={onClose} onSell={onSell} /> : null}
    </AdminFormModal>
  );
}

function SaleForm({
  vehicle,
  onDone,
  onSell,
}: {
  vehicle: AdminVehicle;
  onDone: () => void;
  onSell: SellVehicleModalProps['onSell'];
}) {
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayInRome();
  const form = useForm<SaleValues>({
    mode: 'controlled',
    initialValues: { priceEuros: vehicle.sale_price_euros || '', date: today, buyer: '' },
    validate: (values) => schemaErrors(VehicleSaleInputSchema, toSale(values), i18n, fieldOf),
  });
  useGuardFormChanges(form);

  async function save(values: SaleValues) {
    setSaving(true);
    setFailure(null);
    try {
      await onSell(vehicle, toSale(values));
      onDone();
    } catch (error) {
      form.setErrors(apiFieldErrors(error, i18n, fieldOf));
      setFailure(apiErrorMessage(error, i18n));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Sei sicuro di voler vendere questo veicolo?</Trans>
        </Text>
        <FormFailure failure={failure} />
        <NumberInput
          label={t`Prezzo di vendita (€)`}
          {...WHOLE_EUROS}
          min={1}
          data-autofocus
          {...form.getInputProps('priceEuros')}
        />
        <AdminDatesProvider>
          <DateInput
            label={t`Data di vendita`}
            withAsterisk
            valueFormat="D MMMM YYYY"
            maxDate={today}
            {...form.getInputProps('date')}
          />
        </AdminDatesProvider>
        <TextInput
          label={t`Acquirente`}
          description={t`Facoltativo: nome o ragione sociale`}
          maxLength={VEHICLE_LIMITS.buyer}
          {...form.getInputProps('buyer')}
        />
        <FormActions onCancel={onDone} saving={saving} submitLabel={<Trans>Vendi</Trans>} />
      </Stack>
    </form>
  );
}
