import { useLingui } from '@lingui/react/macro';
import { useDirection } from '@mantine/core';
import type { VehicleCategory } from '@nbt/validation';
import { IconArrowsMaximize, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import { withDeferredMessages } from '../../../lib/deferred-catalog';
import { VehicleImage } from '../VehicleImage';
import { GALLERY_SIZES } from './gallery-preload';
import classes from './Gallery.module.css';

/** Intrinsic size of the big photo (16:10). */
const MAIN_WIDTH = 1280;
const MAIN_HEIGHT = 800;
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 120;
/** Thumbnails are 96–112 px wide: the 400 px variant is plenty even at 3×. */
const THUMB_SIZES = '112px';
const THUMB_MAX_VARIANT = 400;
/** A horizontal swipe longer than this (px) changes the photo. */
const SWIPE_MIN_PX = 40;

export interface GalleryProps {
  /** Photo addresses in order; the first is shown first. */
  images: readonly string[];
  /** What the photos show, e.g. 'BMW M4 Competition' (for alt texts). */
  name: string;
  /** The vehicle's category, whose picture stands in for a missing photo. */
  category?: VehicleCategory;
}

/** Full screen: its code, styles and messages load when a visitor first opens it. */
const GalleryLightbox = lazy(() => withDeferredMessages(() => import('./GalleryLightbox')));

/** Key presses in these places belong to the control, not to the gallery. */
function isInteractiveTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return Boolean(target.closest('[role="tablist"], [role="slider"], [role="listbox"], [role="menu"], [role="dialog"]'));
}

/** 0..total-1, wrapping around both ways. */
export function wrapIndex(index: number, total: number): number {
  return total === 0 ? 0 : ((index % total) + total) % total;
}

/**
 * The vehicle's photos: a big image with previous/next buttons, thumbnails, an
 * 'n / total' counter and the left/right arrow keys, wrapping around both ways. The index changes
 * only by the visitor's action. Right-to-left (Arabic), the order runs from right to left: the
 * right arrow key and the right-hand button go back, the left ones go forward, and the icons are
 * mirrored. A photo that fails to load shows the placeholder of the vehicle's category.
 */
export function Gallery({ images, name, category }: GalleryProps) {
  const { t } = useLingui();
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const total = images.length;
  const [index, setIndex] = useState(0);
  const current = wrapIndex(index, total);
  const stripRef = useRef<HTMLDivElement>(null);
  const touchStartX = useRef<number | null>(null);
  const movedByUser = useRef(false);
  // Mounted from the first open on, so closing plays its animation and reopening is instant.
  const [lightbox, setLightbox] = useState<'never' | 'open' | 'closed'>('never');

  const go = useCallback(
    (delta: number) => {
      movedByUser.current = true;
      setIndex((value) => wrapIndex(value + delta, total));
    },
    [total],
  );

  const show = (next: number) => {
    movedByUser.current = true;
    setIndex(next);
  };

  useEffect(() => {
    if (total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isInteractiveTarget(event.target)) return;
      event.preventDefault();
      const towardsEnd = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
      go(towardsEnd ? 1 : -1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go, rtl, total]);

  // Keep the active thumbnail in view inside its strip, without scrolling the page.
  useEffect(() => {
    if (!movedByUser.current) return;
    const strip = stripRef.current;
    const thumb = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !thumb) return;
    const stripBox = strip.getBoundingClientRect();
    const thumbBox = thumb.getBoundingClientRect();
    if (thumbBox.left < stripBox.left) strip.scrollBy({ left: thumbBox.left - stripBox.left - 8 });
    else if (thumbBox.right > stripBox.right) strip.scrollBy({ left: thumbBox.right - stripBox.right + 8 });
  }, [current]);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    // Swiping the photo away to the left brings the next one (to the right in Arabic).
    const swipedLeft = end < start;
    go(swipedLeft !== rtl ? 1 : -1);
  };

  // A click or tap on the photo itself (not on its buttons) opens it full screen.
  const onStageClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    setLightbox('open');
  };

  const PreviousIcon = rtl ? IconChevronRight : IconChevronLeft;
  const NextIcon = rtl ? IconChevronLeft : IconChevronRight;

  return (
    <div className={classes.root} role="region" aria-roledescription={t`galleria`} aria-label={t`Foto di ${name}`}>
      <div
        className={classes.stage}
        onTouchStart={total > 1 ? onTouchStart : undefined}
        onTouchEnd={total > 1 ? onTouchEnd : undefined}
        onClick={onStageClick}
      >
        <VehicleImage
          src={images[current]}
          category={category}
          alt={total > 1 ? t`${name}, foto ${current + 1} di ${total}` : name}
          sizes={GALLERY_SIZES}
          width={MAIN_WIDTH}
          height={MAIN_HEIGHT}
          fetchPriority="high"
          className={classes.image}
          data-testid="gallery-image"
        />
        <ClientOnly>
          <button
            type="button"
            className={classes.expand}
            onClick={() => setLightbox('open')}
            aria-label={t`Apri le foto a schermo intero`}
            aria-haspopup="dialog"
          >
            <IconArrowsMaximize size={20} stroke={1.8} aria-hidden="true" />
          </button>
        </ClientOnly>
        {total > 1 ? (
          // Arrows and counter only once the gallery responds: the server's markup shows the first
          // photo, and an arrow (or the arrow keys the counter invites) would do nothing until then.
          <ClientOnly>
            <button
              type="button"
              className={classes.nav}
              data-side="start"
              onClick={() => go(-1)}
              aria-label={t`Foto precedente`}
            >
              <PreviousIcon size={26} stroke={1.8} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={classes.nav}
              data-side="end"
              onClick={() => go(1)}
              aria-label={t`Foto successiva`}
            >
              <NextIcon size={26} stroke={1.8} aria-hidden="true" />
            </button>
            <span className={classes.counter} aria-live="polite">
              {/* 'n / total' reads left to right in every language. */}
              <bdi dir="ltr" data-testid="gallery-counter">
                {current + 1} / {total}
              </bdi>
            </span>
          </ClientOnly>
        ) : null}
      </div>

      {total > 1 ? (
        <div className={classes.strip} ref={stripRef} role="group" aria-label={t`Miniature`}>
          {images.map((image, position) => (
            <button
              key={`${position}-${image}`}
              type="button"
              className={classes.thumb}
              aria-current={position === current ? 'true' : undefined}
              aria-label={t`Mostra la foto ${position + 1} di ${total}`}
              onClick={() => show(position)}
            >
              <VehicleImage
                src={image}
                category={category}
                alt=""
                sizes={THUMB_SIZES}
                maxVariantWidth={THUMB_MAX_VARIANT}
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                loading="lazy"
                decoding="async"
                className={classes.thumbImage}
              />
            </button>
          ))}
        </div>
      ) : null}

      {lightbox === 'never' ? null : (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            name={name}
            index={current}
            open={lightbox === 'open'}
            onClose={() => setLightbox('closed')}
            onView={(viewed) => {
              if (viewed !== current) show(viewed);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
