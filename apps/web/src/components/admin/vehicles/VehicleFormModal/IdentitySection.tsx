import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { isVehicleCategory, VEHICLE_LIMITS } from '@nbt/validation';
import { doorsAndSeatsFor } from '../form-values';
import { categoryOptions, listingOptions } from '../vehicle-options';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

/** What the vehicle is and how it is offered: make, model, year, kilometres, category and listing. */
export function IdentitySection({ form }: { form: VehicleForm }) {
  const { t, i18n } = useLingui();

  const changeCategory = (value: string | null) => {
    if (!isVehicleCategory(value)) return;
    // A category change resets doors and seats (5 and 5 for auto, 2 and 2 for camion, none for a machine).
    form.setValues({ vehicle_category: value, ...doorsAndSeatsFor(value) });
    form.clearFieldError('doors');
    form.clearFieldError('seats');
  };

  const changeListing = (value: string | null) => {
    if (value !== 'rental' && value !== 'sale' && value !== 'both') return;
    form.setFieldValue('listing_type', value);
    form.clearFieldError('price_per_day_euros');
    form.clearFieldError('sale_price_euros');
  };

  return (
    <VehicleFormSection legend={t`Dati principali`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput label={t`Marca`} required maxLength={VEHICLE_LIMITS.brand} {...form.getInputProps('brand')} />
        <TextInput label={t`Modello`} required maxLength={VEHICLE_LIMITS.model} {...form.getInputProps('model')} />
        <NumberInput
          label={t`Anno`}
          required
          min={1900}
          max={new Date().getFullYear() + 1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('year')}
        />
        <NumberInput
          label={t`Chilometri`}
          required
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          suffix=" km"
          {...form.getInputProps('kilometers')}
        />
        <Select
          label={t`Categoria`}
          required
          allowDeselect={false}
          data={categoryOptions(i18n)}
          {...form.getInputProps('vehicle_category')}
          onChange={changeCategory}
        />
        <Select
          label={t`Tipo di annuncio`}
          required
          allowDeselect={false}
          data={listingOptions(i18n)}
          {...form.getInputProps('listing_type')}
          onChange={changeListing}
        />
      </SimpleGrid>
    </VehicleFormSection>
  );
}
