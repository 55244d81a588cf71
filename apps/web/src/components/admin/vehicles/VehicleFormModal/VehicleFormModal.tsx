import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  type AdminVehicle,
  type Language,
  type ListingType,
  SOURCE_LANGUAGE,
  type VehicleCategory,
  VEHICLE_LIMITS,
} from '@nbt/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { showsRentalPrice, showsSalePrice } from '../../../../lib/presentation/vehicles';
import {
  doorsAndSeatsFor,
  duplicateFormValues,
  formValuesToVehicleInput,
  newVehicleDefaults,
  type VehicleFormValues,
  vehicleToFormValues,
  WHOLE_EUROS,
} from '../form-values';
import { DiscardGuardScope, useDiscardGuard, useGuardFormChanges } from '../../AdminFormModal';
import { PhotoUploader } from '../PhotoUploader';
import { formFieldForApiPath, validateVehicleForm } from '../vehicle-form';
import { categoryOptions, fuelOptions, listingOptions, statusOptions, transmissionOptions } from '../vehicle-options';
import classes from './VehicleFormModal.module.css';
import { textTabOf, VehicleTexts } from './VehicleTexts';

/** What the dialog edits: an existing vehicle, a new one preset by the add button used, or a copy of another. */
export type VehicleFormTarget =
  | { mode: 'edit'; vehicle: AdminVehicle }
  | { mode: 'create'; category: VehicleCategory; listingType: ListingType }
  | { mode: 'duplicate'; vehicle: AdminVehicle };

export interface VehicleFormModalProps {
  opened: boolean;
  onClose: () => void;
  target: VehicleFormTarget | null;
  /** Changes on every opening, so the form starts from fresh values each time. */
  formKey?: string | number;
}

/** The add/edit vehicle dialog: large on desktop, full screen on phones. */
export function VehicleFormModal({ opened, onClose, target, formKey }: VehicleFormModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 48em)');
  const title = target?.mode === 'edit' ? t`Modifica veicolo` : t`Aggiungi veicolo`;

  const guard = useDiscardGuard(onClose);

  return (
    <Modal.Root
      opened={opened}
      onClose={guard.requestClose}
      {...guard.modalProps}
      size="56rem"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      padding={phone ? 'md' : 'xl'}
    >
      <Modal.Overlay />
      <Modal.Content className={classes.content}>
        {/* role="none": a dialog's header is not the page's banner landmark (that is the admin header). */}
        <Modal.Header role="none" className={classes.modalHeader}>
          <Modal.Title className={classes.modalTitle}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t`Chiudi`} />
        </Modal.Header>
        <Modal.Body>
          <DiscardGuardScope guard={guard}>
            {target ? <VehicleForm key={formKey} target={target} onDone={onClose} /> : null}
          </DiscardGuardScope>
        </Modal.Body>
      </Modal.Content>
      {guard.question}
    </Modal.Root>
  );
}

function initialValues(target: VehicleFormTarget): VehicleFormValues {
  if (target.mode === 'edit') return vehicleToFormValues(target.vehicle);
  if (target.mode === 'duplicate') return duplicateFormValues(target.vehicle);
  return newVehicleDefaults(target.category, target.listingType);
}

function VehicleForm({ target, onDone }: { target: VehicleFormTarget; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [textTab, setTextTab] = useState<Language>(SOURCE_LANGUAGE);
  const create = useMutation(trpc.admin.vehicles.create.mutationOptions());
  const update = useMutation(trpc.admin.vehicles.update.mutationOptions());
  const editing = target.mode === 'edit' ? target.vehicle : null;

  const form = useForm<VehicleFormValues>({
    mode: 'controlled',
    initialValues: initialValues(target),
    validate: (values) =>
      validateVehicleForm(
        values,
        {
          required: t`Campo obbligatorio`,
          rentalPriceRequired: t`Il prezzo di noleggio è obbligatorio`,
          salePriceRequired: t`Il prezzo di vendita è obbligatorio`,
        },
        i18n,
      ),
  });
  useGuardFormChanges(form);

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (!first) return;
    // A text of a language tab that is not open is rendered once its tab opens.
    const tab = textTabOf(first);
    if (tab !== undefined && tab !== textTab) {
      setTextTab(tab);
      requestAnimationFrame(() => form.getInputNode(first)?.focus());
      return;
    }
    form.getInputNode(first)?.focus();
  };

  const handleSubmit = form.onSubmit(
    async (values) => {
      const data = formValuesToVehicleInput(values);
      let saved: AdminVehicle;
      try {
        saved = editing ? await update.mutateAsync({ id: editing.id, data }) : await create.mutateAsync(data);
      } catch (error) {
        const fieldErrors = apiFieldErrors(error, i18n, formFieldForApiPath);
        const hasFieldErrors = Object.keys(fieldErrors).length > 0;
        if (hasFieldErrors) {
          form.setErrors(fieldErrors);
          focusFirstError(fieldErrors);
        }
        showErrorToast(
          t`Errore`,
          t`Si è verificato un errore durante il salvataggio`,
          hasFieldErrors ? t`Controlla i campi evidenziati.` : apiErrorMessage(error, i18n),
        );
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.vehicles.search.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.vehicles.list.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.vehicles.byId.queryKey({ id: saved.id }) }),
      ]);
      showSuccessToast(editing ? t`Veicolo aggiornato` : t`Veicolo aggiunto`, `${saved.brand} ${saved.model}`);
      onDone();
    },
    (errors) => focusFirstError(errors),
  );

  const changeCategory = (value: string | null) => {
    if (value !== 'auto' && value !== 'camion') return;
    // A category change resets doors and seats (2 and 2 for camion, 5 and 5 for auto).
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

  const changeImages = (update: (images: string[]) => string[]) => {
    form.setFieldValue('images', update);
    form.clearFieldError('images');
  };

  const { listing_type: listing, fuel_type: fuel, transmission } = form.values;
  const saving = create.isPending || update.isPending;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xl">
        <Fieldset legend={t`Dati principali`} variant="unstyled" classNames={{ legend: classes.legend }}>
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
        </Fieldset>

        <Fieldset legend={t`Motore e dotazioni`} variant="unstyled" classNames={{ legend: classes.legend }}>
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
        </Fieldset>

        <Fieldset legend={t`Prezzo e stato`} variant="unstyled" classNames={{ legend: classes.legend }}>
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
            <Select
              label={t`Stato`}
              allowDeselect={false}
              data={statusOptions(i18n)}
              {...form.getInputProps('status')}
            />
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
        </Fieldset>

        {showsRentalPrice(listing) ? (
          <Fieldset legend={t`Condizioni di noleggio`} variant="unstyled" classNames={{ legend: classes.legend }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
              <NumberInput
                label={t`Deposito cauzionale (€)`}
                {...WHOLE_EUROS}
                {...form.getInputProps('deposit_euros')}
              />
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
          </Fieldset>
        ) : null}

        <Fieldset legend={t`Descrizione e lingue`} variant="unstyled" classNames={{ legend: classes.legend }}>
          <VehicleTexts form={form} tab={textTab} onTabChange={setTextTab} />
        </Fieldset>

        <Fieldset
          legend={t`Dati interni (visibili solo all'ufficio)`}
          variant="unstyled"
          classNames={{ legend: classes.legend }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={t`Targa`} maxLength={VEHICLE_LIMITS.plate + 4} {...form.getInputProps('plate')} />
            <TextInput
              label={t`Telaio (VIN)`}
              description={t`17 caratteri: lettere (escluse I, O, Q) e numeri`}
              maxLength={24}
              {...form.getInputProps('vin')}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t`Note interne`}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={VEHICLE_LIMITS.internalNotes}
            {...form.getInputProps('internalNotes')}
          />
        </Fieldset>

        <Fieldset legend={t`Foto`} variant="unstyled" classNames={{ legend: classes.legend }}>
          <PhotoUploader
            value={form.values.images}
            onChange={changeImages}
            error={form.errors.images}
            onUploadingChange={setUploading}
          />
        </Fieldset>
      </Stack>

      <div className={classes.footer}>
        <Button variant="default" onClick={onDone} disabled={saving}>
          <Trans>Annulla</Trans>
        </Button>
        <Button type="submit" color="gold.5" loading={saving} disabled={uploading}>
          {editing ? <Trans>Salva modifiche</Trans> : <Trans>Aggiungi veicolo</Trans>}
        </Button>
      </div>
    </form>
  );
}
