import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { SALE_FACT_LIMITS } from '@nbt/validation';
import { showsSalePrice } from '../../../../lib/presentation/vehicles';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

const WHOLE = { allowDecimal: false, allowNegative: false, thousandSeparator: '.', decimalSeparator: ',' } as const;
const ONE_DECIMAL = { decimalScale: 1, allowNegative: false, decimalSeparator: ',' } as const;

/** What a buyer compares (registration, owners, warranty, VAT, consumption, weight); for vehicles on sale. */
export function SaleFactsSection({ form }: { form: VehicleForm }) {
  const { t } = useLingui();
  if (!showsSalePrice(form.values.listing_type)) return null;

  const notStated = t`Non indicato`;
  const yesNo = [
    { value: 'yes', label: t`Sì` },
    { value: 'no', label: t`No` },
  ];
  const conditions = [
    { value: 'nuovo', label: t`Nuovo` },
    { value: 'usato', label: t`Usato` },
    { value: 'km0', label: t`Km 0` },
    { value: 'aziendale', label: t`Aziendale` },
  ];
  const bodies = [
    { value: 'berlina', label: t`Berlina` },
    { value: 'station_wagon', label: t`Station wagon` },
    { value: 'suv', label: t`SUV` },
    { value: 'coupe', label: t`Coupé` },
    { value: 'cabrio', label: t`Cabrio` },
    { value: 'furgone', label: t`Furgone` },
  ];
  const select = (field: 'condition' | 'body_type' | 'service_history' | 'vat_deductible') => ({
    placeholder: notStated,
    clearable: true,
    ...form.getInputProps(field),
    // Cleared, the fact is not stated: '' as the other empty fields.
    onChange: (value: string | null) => form.setFieldValue(field, (value ?? '') as never),
  });

  return (
    <VehicleFormSection legend={t`Dati per la vendita`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Select label={t`Condizione`} data={conditions} {...select('condition')} />
        <Select label={t`Carrozzeria`} data={bodies} {...select('body_type')} />
        <TextInput
          label={t`Prima immatricolazione`}
          placeholder={t`AAAA-MM`}
          maxLength={7}
          {...form.getInputProps('first_registration')}
        />
        <NumberInput
          label={t`Proprietari precedenti`}
          min={0}
          max={SALE_FACT_LIMITS.previousOwners}
          {...WHOLE}
          {...form.getInputProps('previous_owners')}
        />
        <NumberInput
          label={t`Garanzia (mesi)`}
          min={0}
          max={SALE_FACT_LIMITS.warrantyMonths}
          {...WHOLE}
          {...form.getInputProps('warranty_months')}
        />
        <Select label={t`Tagliandi certificati`} data={yesNo} {...select('service_history')} />
        <Select label={t`IVA esposta`} data={yesNo} {...select('vat_deductible')} />
        <NumberInput
          label={t`Massa a vuoto (kg)`}
          min={SALE_FACT_LIMITS.minKerbWeight}
          max={SALE_FACT_LIMITS.maxKerbWeight}
          {...WHOLE}
          {...form.getInputProps('kerb_weight_kg')}
        />
        <NumberInput
          label={t`Consumo (l/100 km)`}
          min={0}
          max={SALE_FACT_LIMITS.consumptionL}
          {...ONE_DECIMAL}
          {...form.getInputProps('consumption_l_100km')}
        />
        <NumberInput
          label={t`Consumo (kWh/100 km)`}
          min={0}
          max={SALE_FACT_LIMITS.consumptionKwh}
          {...ONE_DECIMAL}
          {...form.getInputProps('consumption_kwh_100km')}
        />
        <NumberInput
          label={t`CO2 (g/km)`}
          min={0}
          max={SALE_FACT_LIMITS.co2}
          {...WHOLE}
          {...form.getInputProps('co2_g_km')}
        />
      </SimpleGrid>
    </VehicleFormSection>
  );
}
