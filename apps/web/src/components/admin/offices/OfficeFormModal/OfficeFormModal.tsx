import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Grid, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_TURNAROUND_HOURS, OFFICE_LIMITS, OfficeInputSchema, WEEKDAYS, type Office } from '@nbt/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiErrorMessage, apiFieldErrors, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { AdminFormModal, FormActions, useGuardFormChanges } from '../../AdminFormModal';
import { schemaErrors } from '../../../../lib/error-messages';
import { officeFormValues, officeInput, WEEKDAY_LABELS, type OfficeFormValues } from '../office-form';

export interface OfficeFormModalProps {
  opened: boolean;
  /** The office to edit; undefined to add a new one. */
  office: Office | undefined;
  onClose: () => void;
}

/** 'Aggiungi Sede' / 'Modifica Sede': the office dialog. */
export function OfficeFormModal({ opened, office, onClose }: OfficeFormModalProps) {
  const { t } = useLingui();

  return (
    <AdminFormModal opened={opened} onClose={onClose} title={office ? t`Modifica Sede` : t`Aggiungi Sede`} size="lg">
      {/* The modal mounts its content on every opening, so the form starts from the chosen office's values. */}
      <OfficeForm key={office?.id ?? 'new'} office={office} onDone={onClose} />
    </AdminFormModal>
  );
}

function OfficeForm({ office, onDone }: { office: Office | undefined; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const form = useForm<OfficeFormValues>({
    mode: 'controlled',
    initialValues: officeFormValues(office),
    validate: (values) => schemaErrors(OfficeInputSchema, values, i18n),
  });
  useGuardFormChanges(form);

  const create = useMutation(trpc.admin.offices.create.mutationOptions());
  const update = useMutation(trpc.admin.offices.update.mutationOptions());
  const saving = create.isPending || update.isPending;

  async function save(values: OfficeFormValues) {
    try {
      const data = officeInput(values);
      if (office) {
        await update.mutateAsync({ id: office.id, data });
        showSuccessToast(t`Sede aggiornata`, values.name.trim());
      } else {
        await create.mutateAsync(data);
        showSuccessToast(t`Sede creata`, values.name.trim());
      }
      // The public footer and pages read the same list: refresh it for them too.
      await queryClient.invalidateQueries({ queryKey: trpc.offices.list.queryKey() });
      onDone();
    } catch (error) {
      form.setErrors(apiFieldErrors(error, i18n, (path) => path.replace(/^data\./, '') || undefined));
      showErrorToast(
        t`Errore`,
        t`Si è verificato un errore durante il salvataggio delle informazioni`,
        apiErrorMessage(error, i18n),
      );
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <TextInput
            label={t`Nome sede`}
            placeholder={t`Es. Sede di Milano`}
            withAsterisk
            maxLength={OFFICE_LIMITS.name}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t`Telefono`}
              type="tel"
              autoComplete="tel"
              maxLength={OFFICE_LIMITS.phone}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="email"
              maxLength={OFFICE_LIMITS.email}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <TextInput
            label={t`Indirizzo`}
            autoComplete="street-address"
            maxLength={OFFICE_LIMITS.address}
            {...form.getInputProps('address')}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 5 }}>
              <TextInput
                label={t`Città`}
                autoComplete="address-level2"
                maxLength={OFFICE_LIMITS.city}
                {...form.getInputProps('city')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, xs: 3 }}>
              <TextInput
                label={t`CAP`}
                autoComplete="postal-code"
                maxLength={OFFICE_LIMITS.postalCode}
                {...form.getInputProps('postalCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 7, xs: 4 }}>
              <TextInput
                label={t`Paese`}
                autoComplete="country-name"
                maxLength={OFFICE_LIMITS.country}
                {...form.getInputProps('country')}
              />
            </Grid.Col>
          </Grid>
        </Stack>

        <Divider />

        <Stack gap="sm">
          <div>
            <Title order={3} size="h6">
              <Trans>Orari di apertura</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Per esempio 09:00-18:00. Un giorno lasciato vuoto viene mostrato come «Chiuso».</Trans>
            </Text>
          </div>
          <SimpleGrid cols={2} spacing="sm">
            {WEEKDAYS.map((day) => (
              <TextInput
                key={day}
                label={i18n._(WEEKDAY_LABELS[day])}
                maxLength={OFFICE_LIMITS.hours}
                {...form.getInputProps(`openingHours.${day}`)}
              />
            ))}
          </SimpleGrid>
        </Stack>

        <NumberInput
          label={t`Ore tra riconsegna e nuovo ritiro`}
          description={t`Le ore che un veicolo riconsegnato in questa sede richiede (pulizia, controlli) prima di poter uscire di nuovo.`}
          min={0}
          max={MAX_TURNAROUND_HOURS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          inputMode="numeric"
          maw={240}
          {...form.getInputProps('turnaroundHours')}
        />

        <NumberInput
          label={t`Supplemento riconsegna da altra sede (€)`}
          description={t`Addebitato una volta quando un veicolo ritirato in un'altra sede viene riconsegnato qui. Vuoto: la sede non accetta riconsegne da altre sedi.`}
          min={0}
          decimalScale={2}
          allowNegative={false}
          decimalSeparator=","
          leftSection="€"
          maw={240}
          {...form.getInputProps('oneWayFeeEuros')}
        />

        <Divider />

        <Switch
          label={t`Sede principale`}
          description={t`Può esserci una sola sede principale: salvando questa, le altre perdono il ruolo. È la sede mostrata nel footer e nelle pagine pubbliche.`}
          {...form.getInputProps('isMainOffice', { type: 'checkbox' })}
        />

        <FormActions
          onCancel={onDone}
          saving={saving}
          submitLabel={office ? <Trans>Salva modifiche</Trans> : <Trans>Aggiungi Sede</Trans>}
        />
      </Stack>
    </form>
  );
}
