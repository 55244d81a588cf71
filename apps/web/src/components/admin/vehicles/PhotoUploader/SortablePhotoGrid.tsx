import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Image, SimpleGrid, useDirection, VisuallyHidden } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DraggableSyntheticListeners,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconChevronLeft, IconChevronRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './PhotoUploader.module.css';

export interface SortablePhotoGridProps {
  /** Image addresses in display order; the first is the cover. */
  value: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  /** The id of the text that explains the ordering. */
  describedBy: string;
}

type MoveAction = 'left' | 'right';

/**
 * The photos as thumbnails the admin reorders by dragging (mouse or touch), with the keyboard from
 * each one's handle (Space, arrows, Space; Esc cancels), or with the arrow buttons, and removes.
 * Every move is announced to screen readers, in the page's language.
 */
export function SortablePhotoGrid({ value, onChange, describedBy }: SortablePhotoGridProps) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ url: string; action: MoveAction } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rtl = useDirection().dir === 'rtl';
  const ids = idsFor(value);
  // A press on a thumbnail's buttons is a click, not a drag: dragging starts once the pointer moves.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;

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
    onChange((images) => arrayMove(images, from, to));
    setAnnouncement(t`Foto spostata in posizione ${to + 1}`);
  };

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

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0 || from === to) return;
    onChange((images) => arrayMove(images, from, to));
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable: t`Per spostare una foto premi Spazio o Invio sulla sua maniglia, usa le frecce per cambiarne la posizione e premi di nuovo Spazio o Invio per lasciarla. Esc annulla lo spostamento.`,
          },
          announcements: {
            onDragStart: ({ active }) => t`Foto ${position(active.id)} presa.`,
            // Picking a photo up puts it over its own place at once: that would drown the "presa" message.
            onDragOver: ({ active, over }) =>
              over?.id === active.id
                ? undefined
                : over
                  ? t`Foto ${position(active.id)} sopra la posizione ${position(over.id)}.`
                  : t`Foto ${position(active.id)} fuori dall'elenco.`,
            onDragEnd: ({ active, over }) =>
              over
                ? t`Foto spostata in posizione ${position(over.id)}`
                : t`Foto ${position(active.id)} lasciata al suo posto.`,
            onDragCancel: ({ active }) => t`Spostamento annullato: la foto ${position(active.id)} resta al suo posto.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <div ref={listRef}>
            <SimpleGrid
              component="ul"
              cols={{ base: 2, xs: 3, sm: 4, md: 5 }}
              spacing="sm"
              className={classes.list}
              aria-label={t`Foto del veicolo`}
              aria-describedby={describedBy}
            >
              {value.map((url, index) => (
                <SortablePhoto
                  key={ids[index]}
                  id={ids[index] ?? url}
                  url={url}
                  index={index}
                  last={index === value.length - 1}
                  rtl={rtl}
                  onMove={(action) => moveWithButton(index, action)}
                  onRemove={() => remove(index)}
                />
              ))}
            </SimpleGrid>
          </div>
        </SortableContext>
      </DndContext>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}

interface SortablePhotoProps {
  id: string;
  url: string;
  index: number;
  last: boolean;
  rtl: boolean;
  onMove: (action: MoveAction) => void;
  onRemove: () => void;
}

function SortablePhoto({ id, url, index, last, rtl, onMove, onRemove }: SortablePhotoProps) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t`foto ordinabile` },
  });
  // The whole thumbnail is dragged with the mouse or a finger; the keyboard picks it up from the handle.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const keyboardListeners: DraggableSyntheticListeners = onKeyDown ? { onKeyDown } : undefined;

  return (
    <li
      ref={setNodeRef}
      data-photo={url}
      className={classes.thumb}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...pointerListeners}
    >
      <Image
        src={url}
        alt={t`Foto ${index + 1}`}
        fallbackSrc="/vehicle-placeholder.svg"
        className={classes.image}
        draggable={false}
      />
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray.0"
        size="md"
        className={classes.grip}
        {...attributes}
        {...keyboardListeners}
        aria-label={t`Riordina la foto ${index + 1}`}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
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
            aria-label={rtl ? t`Sposta a destra la foto ${index + 1}` : t`Sposta a sinistra la foto ${index + 1}`}
            onClick={() => onMove('left')}
          >
            {/* Earlier in the order: to the left, or to the right in a right-to-left page. */}
            {rtl ? <IconChevronRight size={16} aria-hidden /> : <IconChevronLeft size={16} aria-hidden />}
          </ActionIcon>
          <ActionIcon
            variant="filled"
            color="dark"
            size="md"
            data-action="right"
            disabled={last}
            aria-label={rtl ? t`Sposta a sinistra la foto ${index + 1}` : t`Sposta a destra la foto ${index + 1}`}
            onClick={() => onMove('right')}
          >
            {rtl ? <IconChevronLeft size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </ActionIcon>
        </Group>
        <ActionIcon
          variant="filled"
          color="red.8"
          size="md"
          aria-label={t`Rimuovi la foto ${index + 1}`}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </div>
    </li>
  );
}

/** Stable ids for the list, even if the same address appears twice. */
function idsFor(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const count = seen.get(url) ?? 0;
    seen.set(url, count + 1);
    return count === 0 ? url : `${url}#${count}`;
  });
}
