import { useLingui } from '@lingui/react/macro';
import { PhotoUploader } from '../PhotoUploader';
import { type VehicleForm, VehicleFormSection } from './VehicleFormSection';

/** The vehicle's photos; tells the form while an upload is running, so it is not saved half done. */
export function PhotosSection({
  form,
  onUploadingChange,
}: {
  form: VehicleForm;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useLingui();

  const changeImages = (update: (images: string[]) => string[]) => {
    form.setFieldValue('images', update);
    form.clearFieldError('images');
  };

  return (
    <VehicleFormSection legend={t`Foto`}>
      <PhotoUploader
        value={form.values.images}
        onChange={changeImages}
        error={form.errors.images}
        onUploadingChange={onUploadingChange}
      />
    </VehicleFormSection>
  );
}
