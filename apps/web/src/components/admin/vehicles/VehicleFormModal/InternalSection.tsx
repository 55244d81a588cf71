import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { VEHICLE_LIMITS } from '@nbt/validation';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

/** What only the office sees: plate, chassis number and internal notes. */
export function InternalSection({ form }: { form: VehicleForm }) {
  const { t } = useLingui();

  return (
    <VehicleFormSection legend={t`Dati interni (visibili solo all'ufficio)`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={t`Targa`} maxLength={VEHICLE_LIMITS.plate + 4} {...form.getInputProps('plate')} />
        <TextInput
          label={t`Telaio (VIN)`}
          description={t`17 caratteri: lettere (escluse I, O, Q) e numeri`}
          maxLength={24}
          {...form.getInputProps('vin')}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t`Note interne`}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={VEHICLE_LIMITS.internalNotes}
        {...form.getInputProps('internalNotes')}
      />
    </VehicleFormSection>
  );
}
