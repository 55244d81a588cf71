import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminVehicle, type Language, SOURCE_LANGUAGE } from '@nbt/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { useGuardFormChanges } from '../../AdminFormModal';
import {
  duplicateFormValues,
  formValuesToVehicleInput,
  newVehicleDefaults,
  type VehicleFormValues,
  vehicleToFormValues,
} from '../form-values';
import { formFieldForApiPath, validateVehicleForm } from '../vehicle-form';
import { EngineSection } from './EngineSection';
import { HeavyFleetSection } from './HeavyFleetSection';
import { IdentitySection } from './IdentitySection';
import { InternalSection } from './InternalSection';
import { PhotosSection } from './PhotosSection';
import { PriceSection } from './PriceSection';
import { PriceTiersSection } from './PriceTiersSection';
import { RentalTermsSection } from './RentalTermsSection';
import { SaleFactsSection } from './SaleFactsSection';
import type { VehicleFormTarget } from './VehicleFormModal';
import classes from './VehicleFormModal.module.css';
import { VehicleFormSection } from './VehicleFormSection';
import { textTabOf, VehicleTexts } from './VehicleTexts';

function initialValues(target: VehicleFormTarget): VehicleFormValues {
  if (target.mode === 'edit') return vehicleToFormValues(target.vehicle);
  if (target.mode === 'duplicate') return duplicateFormValues(target.vehicle);
  return newVehicleDefaults(target.category, target.listingType);
}

/** The vehicle dialog's form: its sections, the check before sending, the save and what follows it. */
export function VehicleForm({ target, onDone }: { target: VehicleFormTarget; onDone: () => void }) {
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

  const saving = create.isPending || update.isPending;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xl">
        <IdentitySection form={form} />
        <HeavyFleetSection form={form} />
        <EngineSection form={form} />
        <PriceSection form={form} />
        <PriceTiersSection form={form} />
        <RentalTermsSection form={form} />
        <SaleFactsSection form={form} />
        <VehicleFormSection legend={t`Descrizione e lingue`}>
          <VehicleTexts form={form} tab={textTab} onTabChange={setTextTab} />
        </VehicleFormSection>
        <InternalSection form={form} />
        <PhotosSection form={form} onUploadingChange={setUploading} />
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
