import { Trans, useLingui } from '@lingui/react/macro';
import {
  Accordion,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LANGUAGES,
  MAX_OPTION_QUANTITY,
  RENTAL_OPTION_LIMITS,
  type RentalOption,
  RentalOptionInputSchema,
  SOURCE_LANGUAGE,
  VEHICLE_CATEGORIES,
} from '@nbt/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, apiFieldErrors, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { schemaErrors } from '../../../../lib/error-messages';
import { categoryLabel } from '../../../../lib/presentation/vehicles';
import { useTRPC } from '../../../../lib/trpc';
import { AdminFormModal, FormActions, useGuardFormChanges } from '../../AdminFormModal';
import {
  formFieldFor,
  rentalOptionFormValues,
  rentalOptionInput,
  type RentalOptionFormValues,
} from '../rental-option-form';

export interface RentalOptionFormModalProps {
  opened: boolean;
  /** The option to edit; undefined to add a new one. */
  option: RentalOption | undefined;
  onClose: () => void;
}

/** 'Aggiungi opzione' / 'Modifica opzione': the dialog of one option of the rental offer. */
export function RentalOptionFormModal({ opened, option, onClose }: RentalOptionFormModalProps) {
  const { t } = useLingui();
  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={option ? t`Modifica opzione` : t`Aggiungi opzione`}
      size="lg"
    >
      <RentalOptionForm key={option?.id ?? 'new'} option={option} onDone={onClose} />
    </AdminFormModal>
  );
}

const TRANSLATED = LANGUAGES.filter(({ code }) => code !== SOURCE_LANGUAGE);

function RentalOptionForm({ option, onDone }: { option: RentalOption | undefined; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const form = useForm<RentalOptionFormValues>({
    mode: 'controlled',
    initialValues: rentalOptionFormValues(option),
    validate: (values) => schemaErrors(RentalOptionInputSchema, rentalOptionInput(values), i18n, formFieldFor),
  });
  useGuardFormChanges(form);

  const create = useMutation(trpc.admin.rentalOptions.create.mutationOptions());
  const update = useMutation(trpc.admin.rentalOptions.update.mutationOptions());
  const saving = create.isPending || update.isPending;
  const [translationsOpen, setTranslationsOpen] = useState(false);
  // A refused translation opens its section, so the message is never hidden in a closed one.
  const translationFailing = Object.keys(form.errors).some((field) => /^(name|description)\.(?!it$)/.test(field));

  async function save(values: RentalOptionFormValues) {
    const data = rentalOptionInput(values);
    try {
      if (option) {
        await update.mutateAsync({ id: option.id, data });
        showSuccessToast(t`Opzione aggiornata`, values.name.it.trim());
      } else {
        await create.mutateAsync(data);
        showSuccessToast(t`Opzione creata`, values.name.it.trim());
      }
      // The visitors' list is read from the same catalogue: refresh it too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.rentalOptions.list.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.rentalOptions.list.queryKey() }),
      ]);
      onDone();
    } catch (error) {
      form.setErrors(apiFieldErrors(error, i18n, formFieldFor));
      showErrorToast(t`Errore`, t`Impossibile salvare l'opzione`, apiErrorMessage(error, i18n));
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <TextInput
            label={t`Nome (italiano)`}
            placeholder={t`Es. Kasko con franchigia ridotta`}
            withAsterisk
            maxLength={RENTAL_OPTION_LIMITS.name}
            data-autofocus
            {...form.getInputProps('name.it')}
          />
          <TextInput
            label={t`Descrizione (italiano)`}
            maxLength={RENTAL_OPTION_LIMITS.description}
            {...form.getInputProps('description.it')}
          />
          <Accordion
            variant="contained"
            chevronPosition="left"
            value={translationsOpen || translationFailing ? 'translations' : null}
            onChange={(value) => setTranslationsOpen(value === 'translations')}
          >
            <Accordion.Item value="translations">
              <Accordion.Control>
                <Trans>Traduzioni (facoltative)</Trans>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <Text size="sm" c="dimmed">
                    <Trans>Una lingua lasciata vuota mostra il testo italiano.</Trans>
                  </Text>
                  {TRANSLATED.map(({ code, name, dir }) => (
                    // Written in its language and direction, so Arabic reads right to left as typed.
                    <SimpleGrid key={code} cols={{ base: 1, xs: 2 }} spacing="sm" lang={code} dir={dir}>
                      <TextInput
                        label={t`Nome (${name})`}
                        maxLength={RENTAL_OPTION_LIMITS.name}
                        {...form.getInputProps(`name.${code}`)}
                      />
                      <TextInput
                        label={t`Descrizione (${name})`}
                        maxLength={RENTAL_OPTION_LIMITS.description}
                        {...form.getInputProps(`description.${code}`)}
                      />
                    </SimpleGrid>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Stack>

        <Divider />

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t`Prezzo (€)`}
            withAsterisk
            min={0}
            decimalScale={2}
            allowNegative={false}
            decimalSeparator=","
            leftSection="€"
            {...form.getInputProps('price_euros')}
          />
          <NumberInput
            label={t`Quantità massima`}
            description={t`Per esempio 1 per la kasko, 3 per i seggiolini.`}
            min={1}
            max={MAX_OPTION_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            {...form.getInputProps('max_quantity')}
          />
        </SimpleGrid>
        <Radio.Group label={t`Addebito`} {...form.getInputProps('per')}>
          <Group gap="lg" mt={6}>
            <Radio value="day" label={t`Per ogni giorno di noleggio`} />
            <Radio value="rental" label={t`Una volta per noleggio`} />
          </Group>
        </Radio.Group>
        <Checkbox.Group label={t`Tipi di veicolo`} withAsterisk {...form.getInputProps('categories')}>
          <Group gap="lg" mt={6}>
            {VEHICLE_CATEGORIES.map((category) => (
              <Checkbox key={category} value={category} label={categoryLabel(i18n, category)} />
            ))}
          </Group>
        </Checkbox.Group>

        <Divider />

        <NumberInput
          label={t`Ordine`}
          description={t`Le opzioni con il numero più basso sono elencate per prime.`}
          min={-RENTAL_OPTION_LIMITS.sortOrder}
          max={RENTAL_OPTION_LIMITS.sortOrder}
          allowDecimal={false}
          maw={240}
          {...form.getInputProps('sort_order')}
        />
        <Switch
          label={t`Attiva`}
          description={t`Un'opzione non attiva resta nel listino ma i visitatori non la vedono.`}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />

        <FormActions
          onCancel={onDone}
          saving={saving}
          submitLabel={option ? <Trans>Salva modifiche</Trans> : <Trans>Aggiungi opzione</Trans>}
        />
      </Stack>
    </form>
  );
}
