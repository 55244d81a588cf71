import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { MAX_PRICE_TIERS, MAX_RENTAL_DAYS } from '@nbt/validation';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { showsRentalPrice } from '../../../../lib/presentation/vehicles';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

/** Lower daily prices from a number of days on; absent when the vehicle is only for sale. */
export function PriceTiersSection({ form }: { form: VehicleForm }) {
  const { t } = useLingui();
  if (!showsRentalPrice(form.values.listing_type)) return null;
  const tiers = form.values.price_tiers;

  return (
    <VehicleFormSection legend={t`Prezzi per durata`}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t`Un prezzo al giorno più basso da un certo numero di giorni in su: ogni fascia più lunga e più economica della precedente.`}
        </Text>
        {tiers.map((_, index) => (
          <Group key={index} gap="sm" align="flex-end" wrap="nowrap">
            <NumberInput
              label={t`Da giorni`}
              min={2}
              max={MAX_RENTAL_DAYS}
              allowDecimal={false}
              allowNegative={false}
              w={110}
              {...form.getInputProps(`price_tiers.${index}.min_days`)}
            />
            <NumberInput
              label={t`Prezzo al giorno (€)`}
              min={0}
              decimalScale={2}
              allowNegative={false}
              decimalSeparator=","
              leftSection="€"
              style={{ flex: 1 }}
              {...form.getInputProps(`price_tiers.${index}.price_per_day_euros`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t`Elimina fascia`}
              onClick={() => form.removeListItem('price_tiers', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {typeof form.errors.price_tiers === 'string' && (
          <Text size="sm" c="red" role="alert">
            {form.errors.price_tiers}
          </Text>
        )}
        {tiers.length < MAX_PRICE_TIERS && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            onClick={() => form.insertListItem('price_tiers', { min_days: '', price_per_day_euros: '' })}
          >
            {t`Aggiungi fascia`}
          </Button>
        )}
      </Stack>
    </VehicleFormSection>
  );
}
