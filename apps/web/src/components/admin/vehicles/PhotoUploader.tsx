import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  useDirection,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { MAX_VEHICLE_IMAGES } from '@nbt/validation';
import {
  IconChevronLeft,
  IconChevronRight,
  IconGripVertical,
  IconPhoto,
  IconTrash,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../lib/api-error';
import classes from './PhotoUploader.module.css';
import { uploadVehicleImages } from './upload-vehicle-images';

export interface PhotoUploaderProps {
  /** Image addresses in display order; the first is the cover. */
  value: string[];
  /** Receives an updater, so an upload that ends after other edits adds to the latest list. */
  onChange: (update: (images: string[]) => string[]) => void;
  /** A validation message for the images (e.g. from the server). */
  error?: ReactNode;
  /** Tells the form an upload is running, so it can hold the save until the addresses are in. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Moves the item at `from` to position `to`, shifting the ones between. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

type MoveAction = 'left' | 'right';

/**
 * The photos of a vehicle: drop or pick image files (uploaded at once, with a progress bar), then
 * reorder the thumbnails by dragging them or with their arrow buttons, and remove them. At most
 * 10 photos: extra files are left out, and the admin is told how many.
 */
export function PhotoUploader({ value, onChange, error, onUploadingChange }: PhotoUploaderProps) {
  const { t, i18n } = useLingui();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [notices, setNotices] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ url: string; action: MoveAction } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const latest = useRef(value);
  const abortRef = useRef<AbortController | null>(null);
  const openPicker = useRef<() => void>(null);
  const helpId = useId();
  const limitsId = useId();

  useEffect(() => {
    latest.current = value;
  }, [value]);

  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  // Reordering moves the thumbnail's DOM node, which drops keyboard focus: put it back on the same button.
  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const item = [...listRef.current.querySelectorAll<HTMLElement>('[data-photo]')].find(
      (node) => node.dataset.photo === focusAfterMove.url,
    );
    const preferred = item?.querySelector<HTMLButtonElement>(`[data-action="${focusAfterMove.action}"]:not(:disabled)`);
    const fallback = item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    (preferred ?? fallback)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, value]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    onChange((images) => moveItem(images, from, to));
    setAnnouncement(t`Foto spostata in posizione ${to + 1}`);
  };

  const rtl = useDirection().dir === 'rtl';
  const moveWithButton = (index: number, action: MoveAction) => {
    const url = value[index];
    if (url === undefined) return;
    move(index, action === 'left' ? index - 1 : index + 1);
    setFocusAfterMove({ url, action });
  };

  const remove = (index: number) => {
    onChange((images) => images.filter((_, i) => i !== index));
    setAnnouncement(t`Foto ${index + 1} rimossa`);
  };

  const handleDrop = async (files: FileWithPath[], rejections: FileRejection[]) => {
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
      const urls = await uploadVehicleImages(batch, { onProgress: setProgress, signal: controller.signal });
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

  const full = value.length >= MAX_VEHICLE_IMAGES;
  const keys = keysFor(value);

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
        onDropAny={(files, rejections) => void handleDrop(files, rejections)}
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
          onClose={() => setNotices([])}
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

      {value.length > 0 ? (
        <div ref={listRef}>
          <SimpleGrid
            component="ul"
            cols={{ base: 2, xs: 3, sm: 4, md: 5 }}
            spacing="sm"
            className={classes.list}
            aria-label={t`Foto del veicolo`}
            aria-describedby={helpId}
          >
            {value.map((url, index) => (
              <li
                key={keys[index]}
                data-photo={url}
                className={classes.thumb}
                data-dragging={dragIndex === index || undefined}
                data-over={overIndex === index && dragIndex !== index ? true : undefined}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragIndex(index);
                }}
                onDragOver={(event) => {
                  if (dragIndex === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (overIndex !== index) setOverIndex(index);
                }}
                onDragLeave={() => {
                  if (overIndex === index) setOverIndex(null);
                }}
                onDrop={(event) => {
                  if (dragIndex === null) return;
                  event.preventDefault();
                  move(dragIndex, index);
                  setDragIndex(null);
                  setOverIndex(null);
                }}
                onDragEnd={() => {
                  setDragIndex(null);
                  setOverIndex(null);
                }}
              >
                <Image
                  src={url}
                  alt={t`Foto ${index + 1}`}
                  fallbackSrc="/vehicle-placeholder.svg"
                  className={classes.image}
                  draggable={false}
                />
                <IconGripVertical size={18} className={classes.grip} aria-hidden />
                {index === 0 ? (
                  <Badge className={classes.cover} size="sm" color="gold.5">
                    <Trans>Copertina</Trans>
                  </Badge>
                ) : null}
                <div className={classes.controls}>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="filled"
                      color="dark"
                      size="md"
                      data-action="left"
                      disabled={index === 0}
                      aria-label={
                        rtl ? t`Sposta a destra la foto ${index + 1}` : t`Sposta a sinistra la foto ${index + 1}`
                      }
                      onClick={() => moveWithButton(index, 'left')}
                    >
                      {/* Earlier in the order: to the left, or to the right in a right-to-left page. */}
                      {rtl ? <IconChevronRight size={16} aria-hidden /> : <IconChevronLeft size={16} aria-hidden />}
                    </ActionIcon>
                    <ActionIcon
                      variant="filled"
                      color="dark"
                      size="md"
                      data-action="right"
                      disabled={index === value.length - 1}
                      aria-label={
                        rtl ? t`Sposta a sinistra la foto ${index + 1}` : t`Sposta a destra la foto ${index + 1}`
                      }
                      onClick={() => moveWithButton(index, 'right')}
                    >
                      {rtl ? <IconChevronLeft size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                    </ActionIcon>
                  </Group>
                  <ActionIcon
                    variant="filled"
                    color="red.8"
                    size="md"
                    aria-label={t`Rimuovi la foto ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </div>
              </li>
            ))}
          </SimpleGrid>
        </div>
      ) : null}

      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}

/** Stable React keys for the list, even if the same address appears twice. */
function keysFor(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const count = seen.get(url) ?? 0;
    seen.set(url, count + 1);
    return count === 0 ? url : `${url}#${count}`;
  });
}
