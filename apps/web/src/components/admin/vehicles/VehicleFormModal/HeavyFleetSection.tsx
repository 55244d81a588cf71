import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { HEAVY_LIMITS, MACHINE_TYPES, OPERATOR_CHOICES, WHEEL_FORMULAS } from '@nbt/validation';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

const MACHINE_TYPE_LABELS = {
  escavatore: msg`Escavatore`,
  miniescavatore: msg`Miniescavatore`,
  pala_gommata: msg`Pala gommata`,
  terna: msg`Terna`,
  dumper: msg`Dumper`,
  rullo: msg`Rullo`,
  sollevatore: msg`Sollevatore telescopico`,
} as const;

const OPERATOR_LABELS = {
  no: msg`Senza operatore (a freddo)`,
  optional: msg`Con o senza operatore, a scelta`,
  always: msg`Sempre con operatore (a caldo)`,
} as const;

const machineTypes = (i18n: I18n) =>
  MACHINE_TYPES.map((value) => ({ value, label: i18n._(MACHINE_TYPE_LABELS[value]) }));
const operatorChoices = (i18n: I18n) =>
  OPERATOR_CHOICES.map((value) => ({ value, label: i18n._(OPERATOR_LABELS[value]) }));

const KILOGRAMS = {
  min: 0,
  max: HEAVY_LIMITS.weightKg,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: '.',
  decimalSeparator: ',',
  suffix: ' kg',
} as const;

/** The figures of the chosen category: a truck's or a machine's; nothing for a car. */
export function HeavyFleetSection({ form }: { form: VehicleForm }) {
  const { t, i18n } = useLingui();
  const category = form.values.vehicle_category;

  if (category === 'camion') {
    return (
      <VehicleFormSection legend={t`Dati del camion`}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <NumberInput label={t`Massa complessiva`} {...KILOGRAMS} {...form.getInputProps('gross_weight_kg')} />
          <NumberInput label={t`Portata utile`} {...KILOGRAMS} {...form.getInputProps('payload_kg')} />
          <NumberInput
            label={t`Assi`}
            min={HEAVY_LIMITS.minAxles}
            max={HEAVY_LIMITS.maxAxles}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('axles')}
          />
          <Select
            label={t`Formula ruote`}
            clearable
            data={[...WHEEL_FORMULAS]}
            {...form.getInputProps('wheel_formula')}
          />
          <TextInput label={t`Cabina`} maxLength={HEAVY_LIMITS.cab} {...form.getInputProps('cab')} />
        </SimpleGrid>
      </VehicleFormSection>
    );
  }
  if (category !== 'movimento_terra') return null;
  return (
    <VehicleFormSection legend={t`Dati della macchina`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t`Tipo di macchina`}
          clearable
          data={machineTypes(i18n)}
          {...form.getInputProps('machine_type')}
        />
        <NumberInput label={t`Peso operativo`} {...KILOGRAMS} {...form.getInputProps('operating_weight_kg')} />
        <NumberInput
          label={t`Ore motore`}
          min={0}
          max={HEAVY_LIMITS.engineHours}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          suffix=" h"
          {...form.getInputProps('engine_hours')}
        />
        <NumberInput
          label={t`Profondità di scavo massima`}
          min={0}
          max={HEAVY_LIMITS.diggingDepthMm}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          suffix=" mm"
          {...form.getInputProps('max_digging_depth_mm')}
        />
        <NumberInput
          label={t`Capacità della benna`}
          min={0}
          max={HEAVY_LIMITS.bucketLitres}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          suffix=" l"
          {...form.getInputProps('bucket_capacity_l')}
        />
        <Select label={t`Operatore`} clearable data={operatorChoices(i18n)} {...form.getInputProps('with_operator')} />
      </SimpleGrid>
    </VehicleFormSection>
  );
}
