import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { MAX_VEHICLE_IMAGES } from '@nbt/validation';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useRef } from 'react';
import classes from './PhotoUploader.module.css';
import { SortablePhotoGrid } from './SortablePhotoGrid';
import { type PhotoUploadOptions, usePhotoUpload } from './use-photo-upload';

export interface PhotoUploaderProps {
  /** Image addresses in display order; the first is the cover. */
  value: string[];
  /** Receives an updater, so an upload that ends after other edits adds to the latest list. */
  onChange: (update: (images: string[]) => string[]) => void;
  /** A validation message for the images (e.g. from the server). */
  error?: ReactNode;
  /** Tells the form an upload is running, so it can hold the save until the addresses are in. */
  onUploadingChange?: (uploading: boolean) => void;
  /** How the files are sent (the server's upload; a test gives its own). */
  send?: PhotoUploadOptions['send'];
}

/**
 * The photos of a vehicle: drop or pick image files (uploaded at once, with a progress bar), then
 * reorder the thumbnails by dragging them, with the keyboard or with their arrow buttons, and remove
 * them. At most 10 photos: extra files are left out, and the admin is told how many.
 */
export function PhotoUploader({ value, onChange, error, onUploadingChange, send }: PhotoUploaderProps) {
  const { t } = useLingui();
  const { uploading, progress, notices, clearNotices, upload } = usePhotoUpload({
    value,
    onChange,
    onUploadingChange,
    send,
  });
  const openPicker = useRef<() => void>(null);
  const helpId = useId();
  const limitsId = useId();
  const full = value.length >= MAX_VEHICLE_IMAGES;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" id={helpId} maw={480}>
          <Trans>Trascina le foto per riordinarle oppure usa le frecce. La prima foto è la copertina.</Trans>
        </Text>
        <Group gap="xs">
          <Badge variant="default" size="lg" tt="none" fw={500}>
            <Trans>
              {value.length}/{MAX_VEHICLE_IMAGES} foto
            </Trans>
          </Badge>
          {/* The keyboard way in: the drop area itself is for the mouse and drag and drop. */}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconUpload size={14} aria-hidden />}
            onClick={() => openPicker.current?.()}
            disabled={uploading}
            aria-describedby={limitsId}
          >
            <Trans>Seleziona foto</Trans>
          </Button>
        </Group>
      </Group>

      <Dropzone
        onDrop={() => {}}
        onDropAny={(files, rejections) => void upload(files, rejections)}
        accept={['image/*']}
        multiple
        disabled={uploading}
        openRef={openPicker}
        activateOnKeyboard={false}
        className={classes.dropzone}
        inputProps={{ 'aria-label': t`Seleziona le foto da caricare` }}
      >
        <Group justify="center" gap="lg" mih={110} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} color="var(--mantine-color-gold-4)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} color="var(--mantine-color-red-5)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={40} stroke={1.5} color="var(--mantine-color-dark-2)" aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="md" fw={500}>
              {full ? (
                <Trans>Limite di {MAX_VEHICLE_IMAGES} foto raggiunto</Trans>
              ) : (
                <Trans>Trascina qui le foto o clicca per selezionarle</Trans>
              )}
            </Text>
            <Text size="sm" c="dimmed" mt={4} id={limitsId}>
              <Trans>Immagini JPEG, PNG, WebP, GIF o AVIF, anche più di una alla volta, fino a 10 in tutto.</Trans>
            </Text>
          </div>
        </Group>
      </Dropzone>

      {uploading ? (
        <Stack gap={6}>
          <Progress value={progress} animated aria-label={t`Avanzamento del caricamento`} />
          <Text size="xs" c="dimmed">
            <Trans>Caricamento in corso... {progress}%</Trans>
          </Text>
        </Stack>
      ) : null}

      {notices.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          withCloseButton
          closeButtonLabel={t`Chiudi avviso`}
          onClose={clearNotices}
          role="status"
        >
          <Stack gap={4}>
            {notices.map((notice) => (
              <Text key={notice} size="sm">
                {notice}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}

      {error ? (
        <Text size="sm" c="red.4" role="alert">
          {error}
        </Text>
      ) : null}

      {value.length > 0 ? <SortablePhotoGrid value={value} onChange={onChange} describedBy={helpId} /> : null}
    </Stack>
  );
}
