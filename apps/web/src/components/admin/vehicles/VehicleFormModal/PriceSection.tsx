import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { showsRentalPrice, showsSalePrice } from '../../../../lib/presentation/vehicles';
import { WHOLE_EUROS } from '../form-values';
import { statusOptions } from '../vehicle-options';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

/** The prices the listing shows (rental, sale or both), the status, availability and a hidden price. */
export function PriceSection({ form }: { form: VehicleForm }) {
  const { t, i18n } = useLingui();
  const listing = form.values.listing_type;

  return (
    <VehicleFormSection legend={t`Prezzo e stato`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        {showsRentalPrice(listing) ? (
          <NumberInput
            label={t`Prezzo noleggio (€/giorno)`}
            required={listing !== 'sale'}
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            leftSection="€"
            {...form.getInputProps('price_per_day_euros')}
          />
        ) : null}
        {showsSalePrice(listing) ? (
          <NumberInput
            label={t`Prezzo di vendita (€)`}
            required={listing === 'sale'}
            {...WHOLE_EUROS}
            {...form.getInputProps('sale_price_euros')}
          />
        ) : null}
        <Select label={t`Stato`} allowDeselect={false} data={statusOptions(i18n)} {...form.getInputProps('status')} />
      </SimpleGrid>
      <Group gap="xl" mt="lg">
        <Switch
          label={t`Disponibile`}
          description={t`Il veicolo può essere noleggiato o acquistato ora`}
          {...form.getInputProps('available', { type: 'checkbox' })}
        />
        <Switch
          label={t`Nascondi prezzo`}
          description={t`Sul sito compare «Contattaci» al posto del prezzo`}
          {...form.getInputProps('hide_price', { type: 'checkbox' })}
        />
      </Group>
    </VehicleFormSection>
  );
}
