import { useLingui } from '@lingui/react/macro';
import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { VEHICLE_LIMITS } from '@nbt/validation';
import { showsRentalPrice } from '../../../../lib/presentation/vehicles';
import { WHOLE_EUROS } from '../form-values';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

/** The rental's terms (deposit, kilometres, driver's age, delivery); absent when the vehicle is only for sale. */
export function RentalTermsSection({ form }: { form: VehicleForm }) {
  const { t } = useLingui();
  if (!showsRentalPrice(form.values.listing_type)) return null;

  return (
    <VehicleFormSection legend={t`Condizioni di noleggio`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <NumberInput label={t`Deposito cauzionale (€)`} {...WHOLE_EUROS} {...form.getInputProps('deposit_euros')} />
        <NumberInput
          label={t`Km inclusi al giorno`}
          min={1}
          max={VEHICLE_LIMITS.kmPerDay}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          {...form.getInputProps('km_per_day')}
        />
        <NumberInput
          label={t`Prezzo km extra (€)`}
          min={0}
          decimalScale={2}
          allowNegative={false}
          decimalSeparator=","
          leftSection="€"
          {...form.getInputProps('extra_km_euros')}
        />
        <NumberInput
          label={t`Età minima conducente`}
          min={VEHICLE_LIMITS.minDriverAge}
          max={VEHICLE_LIMITS.maxDriverAge}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('min_driver_age')}
        />
      </SimpleGrid>
      <Switch
        mt="md"
        label={t`Consegna su richiesta`}
        description={t`Il veicolo può essere consegnato all'indirizzo del cliente`}
        {...form.getInputProps('delivery_on_request', { type: 'checkbox' })}
      />
    </VehicleFormSection>
  );
}
