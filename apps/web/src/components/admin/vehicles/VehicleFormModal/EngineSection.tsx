import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { takesDoorsAndSeats, VEHICLE_LIMITS } from '@nbt/validation';
import { fuelOptions, transmissionOptions } from '../vehicle-options';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

/** Engine and equipment: fuel, emissions, displacement, power, gearbox, doors, seats and colour. */
export function EngineSection({ form }: { form: VehicleForm }) {
  const { t, i18n } = useLingui();
  const { fuel_type: fuel, transmission, vehicle_category: category } = form.values;
  // A car's doors and seats are required; a truck may state its cab's; a machine has none to state.
  const doorsAndSeats = takesDoorsAndSeats(category);

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
        {doorsAndSeats && (
          <>
            <NumberInput
              label={t`Porte`}
              required={category === 'auto'}
              min={0}
              max={10}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('doors')}
            />
            <NumberInput
              label={t`Posti`}
              required={category === 'auto'}
              min={category === 'auto' ? 1 : 0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('seats')}
            />
          </>
        )}
        <TextInput label={t`Colore`} required maxLength={VEHICLE_LIMITS.color} {...form.getInputProps('color')} />
      </SimpleGrid>
    </VehicleFormSection>
  );
}
