import { photoAddress, responsiveImage, type VehicleCategory } from '@nbt/validation';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { usePhotosBase } from '../../../lib/photos';
import classes from './VehicleImage.module.css';

/** Shown instead of a car's photo that is missing or fails to load. */
export const VEHICLE_PLACEHOLDER_SRC = '/vehicle-placeholder.svg';

/**
 * Each category's own picture for a missing photo: a truck, an earth-moving machine, a car (small
 * static SVGs drawn by tools/demo-images, cached by the browser once for every card).
 */
const PLACEHOLDERS: Record<VehicleCategory, string> = {
  auto: VEHICLE_PLACEHOLDER_SRC,
  camion: '/vehicle-placeholder-truck.svg',
  movimento_terra: '/vehicle-placeholder-machine.svg',
};

/** The picture shown for a vehicle of `category` without a photo: a car's when not given. */
export const vehiclePlaceholder = (category: VehicleCategory | undefined): string =>
  category ? PLACEHOLDERS[category] : VEHICLE_PLACEHOLDER_SRC;

export interface VehicleImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet'> {
  /** The photo's address; none shows the placeholder. */
  src: string | undefined;
  alt: string;
  /** Intrinsic size (the slot's aspect ratio), so the page doesn't shift while the photo loads. */
  width: number;
  height: number;
  /** How wide the photo is drawn, as the `sizes` attribute: the browser picks the variant from it. */
  sizes?: string;
  /** The widest variant worth downloading for this slot, in pixels. */
  maxVariantWidth?: number;
  /** Whose placeholder to show without a photo: a car's when not given. */
  category?: VehicleCategory;
}

/**
 * A vehicle photo as a `<picture>` of its AVIF and WebP variants (see `@nbt/validation`
 * images.ts), for the browser to pick the size it needs. A photo without variants (an older
 * upload) is shown as it is; when a variant can't be loaded the original is tried, and when that
 * fails too the placeholder image of the vehicle's category is shown.
 */
export function VehicleImage({ src, alt, sizes, maxVariantWidth, category, onError, ...others }: VehicleImageProps) {
  // Remember which address failed and how far, so a new `src` gets its own chance.
  const [failed, setFailed] = useState<{ src: string; stage: 'variants' | 'original' } | undefined>(undefined);
  const showPlaceholder = !src || (failed?.src === src && failed.stage === 'original');
  const photosBase = usePhotosBase();
  const picture = src && !showPlaceholder ? responsiveImage(src, photosBase, maxVariantWidth) : undefined;
  const useVariants = picture !== undefined && picture.sources.length > 0 && failed?.src !== src;
  const imgRef = useRef<HTMLImageElement>(null);

  // A photo that failed before the page was hydrated (server-rendered HTML) fired its error event
  // before React listened: a finished load without pixels is that failure, replayed once. (A lazy
  // photo not requested yet has no currentSrc.)
  useEffect(() => {
    const element = imgRef.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) {
      element.dispatchEvent(new Event('error'));
    }
  }, []);

  const img = (
    <img
      {...others}
      ref={imgRef}
      src={showPlaceholder ? vehiclePlaceholder(category) : photoAddress(src, photosBase)}
      alt={alt}
      data-placeholder={showPlaceholder ? 'true' : undefined}
      onError={(event) => {
        if (src && !showPlaceholder) setFailed({ src, stage: useVariants ? 'variants' : 'original' });
        onError?.(event);
      }}
    />
  );
  if (!useVariants) return img;
  return (
    <picture className={classes.picture}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
