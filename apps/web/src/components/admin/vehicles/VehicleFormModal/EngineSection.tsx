import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { VEHICLE_LIMITS } from '@nbt/validation';
import { fuelOptions, transmissionOptions } from '../vehicle-options';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

/** Engine and equipment: fuel, emissions, displacement, power, gearbox, doors, seats and colour. */
export function EngineSection({ form }: { form: VehicleForm }) {
  const { t, i18n } = useLingui();
  const { fuel_type: fuel, transmission } = form.values;

  return (
    <VehicleFormSection legend={t`Motore e dotazioni`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t`Carburante`}
          allowDeselect={false}
          data={fuelOptions(i18n, fuel)}
          {...form.getInputProps('fuel_type')}
        />
        <TextInput
          label={t`Normativa emissioni`}
          required
          maxLength={VEHICLE_LIMITS.fuelRegulation}
          {...form.getInputProps('fuel_regulation')}
        />
        <NumberInput
          label={t`Cilindrata (cc)`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          {...form.getInputProps('engine_displacement')}
        />
        <NumberInput
          label={t`Potenza (CV)`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('horsepower')}
        />
        <Select
          label={t`Cambio`}
          allowDeselect={false}
          data={transmissionOptions(i18n, transmission)}
          {...form.getInputProps('transmission')}
        />
        <NumberInput
          label={t`Porte`}
          required
          min={0}
          max={10}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('doors')}
        />
        <NumberInput
          label={t`Posti`}
          required
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('seats')}
        />
        <TextInput label={t`Colore`} required maxLength={VEHICLE_LIMITS.color} {...form.getInputProps('color')} />
      </SimpleGrid>
    </VehicleFormSection>
  );
}
