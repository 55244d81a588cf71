import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FileRejection, FileWithPath } from '@mantine/dropzone';
import { MAX_VEHICLE_IMAGES } from '@nbt/validation';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { uploadVehicleImages } from './upload-vehicle-images';

export interface PhotoUploadOptions {
  /** The photos the form holds now. */
  value: string[];
  /** Receives an updater, so an upload that ends after other edits adds to the latest list. */
  onChange: (update: (images: string[]) => string[]) => void;
  onUploadingChange?: ((uploading: boolean) => void) | undefined;
  /** Sends the files and answers their stored addresses: the server's upload unless a test gives its own. */
  send?: typeof uploadVehicleImages | undefined;
}

export interface PhotoUpload {
  uploading: boolean;
  /** 0–100 while a batch is sent. */
  progress: number;
  /** What was left out of the last pick (not images, over the limit). */
  notices: string[];
  clearNotices: () => void;
  /** Uploads what was dropped or picked, up to the free places, and appends the addresses. */
  upload: (files: FileWithPath[], rejections: FileRejection[]) => Promise<void>;
}

/**
 * Sends picked photos to the server at once, with progress, and appends their addresses. At most
 * MAX_VEHICLE_IMAGES photos: extra files are left out, and `notices` says how many. Leaving the
 * form aborts a running upload.
 */
export function usePhotoUpload({
  value,
  onChange,
  onUploadingChange,
  send = uploadVehicleImages,
}: PhotoUploadOptions): PhotoUpload {
  const { t, i18n } = useLingui();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [notices, setNotices] = useState<string[]>([]);
  const latest = useRef(value);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = value;
  }, [value]);

  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const upload = async (files: FileWithPath[], rejections: FileRejection[]) => {
    const messages: string[] = [];
    if (rejections.length > 0) {
      const names = rejections.map((rejection) => rejection.file.name).join(', ');
      messages.push(t`Non sono immagini e sono stati ignorati: ${names}`);
    }
    const free = Math.max(0, MAX_VEHICLE_IMAGES - latest.current.length);
    const batch = files.slice(0, free);
    const ignored = files.length - batch.length;
    if (ignored > 0) {
      messages.push(
        t({
          message: plural(ignored, {
            one: `Massimo ${MAX_VEHICLE_IMAGES} immagini: # file ignorato`,
            other: `Massimo ${MAX_VEHICLE_IMAGES} immagini: # file ignorati`,
          }),
        }),
      );
    }
    setNotices(messages);
    if (batch.length === 0) return;

    const controller = new AbortController();
    abortRef.current = controller;
    setUploading(true);
    setProgress(0);
    try {
      const urls = await send(batch, { onProgress: setProgress, signal: controller.signal });
      const total = Math.min(latest.current.length + urls.length, MAX_VEHICLE_IMAGES);
      onChange((images) => [...images, ...urls].slice(0, MAX_VEHICLE_IMAGES));
      showSuccessToast(
        t`Immagini caricate e aggiunte`,
        t({
          message: plural(urls.length, {
            one: `# immagine caricata (${total}/${MAX_VEHICLE_IMAGES})`,
            other: `# immagini caricate (${total}/${MAX_VEHICLE_IMAGES})`,
          }),
        }),
      );
    } catch (uploadError) {
      if (controller.signal.aborted) return;
      showErrorToast(
        t`Errore upload`,
        t`Errore durante il caricamento delle immagini`,
        apiErrorMessage(uploadError, i18n),
      );
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  return { uploading, progress, notices, clearNotices: () => setNotices([]), upload };
}
