import { useState, type ImgHTMLAttributes } from 'react';

/** Shown instead of a photo that is missing or fails to load (spec §8). */
export const VEHICLE_PLACEHOLDER_SRC = '/vehicle-placeholder.svg';

export interface VehicleImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The photo's address; none shows the placeholder. */
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
}

/** A vehicle photo that falls back to the placeholder image when it can't be loaded. */
export function VehicleImage({ src, alt, onError, ...others }: VehicleImageProps) {
  // Remember which address failed, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showPlaceholder = !src || failedSrc === src;
  return (
    <img
      {...others}
      src={showPlaceholder ? VEHICLE_PLACEHOLDER_SRC : src}
      alt={alt}
      data-placeholder={showPlaceholder ? 'true' : undefined}
      onError={(event) => {
        if (src && !showPlaceholder) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
