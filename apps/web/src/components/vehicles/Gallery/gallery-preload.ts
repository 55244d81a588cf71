import { photoAddress, responsiveImage } from '@nbt/validation';

// Apart from the gallery component: the vehicle route's `head` uses it, and the route tree (with
// the heads) is in every page's first script, where the gallery itself has no place.

/**
 * The big photo's drawn width (VehicleDetailView): beside the 22.5rem column from 62em, up to
 * about 630 px in the 1140 px container; the screen less its margins below.
 */
export const GALLERY_SIZES = '(min-width: 71.25em) 630px, (min-width: 62em) calc(100vw - 500px), calc(100vw - 40px)';
/** A `head().links` entry of the vehicle route. */
export interface PreloadLink {
  rel: 'preload';
  as: 'image';
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
  fetchPriority: 'high';
}

/**
 * The `<link rel="preload">` of the gallery's first photo, with the same `srcset` and `sizes`
 * as its AVIF `<source>`, so the browser fetches the very file the gallery then shows (browsers
 * without AVIF skip a preload typed image/avif). None when there are no photos.
 */
export function galleryPreloadLinks(images: readonly string[], photosBase: string | undefined): PreloadLink[] {
  const first = images[0];
  if (!first) return [];
  const [avif] = responsiveImage(first, photosBase).sources;
  if (!avif) return [{ rel: 'preload', as: 'image', href: photoAddress(first, photosBase), fetchPriority: 'high' }];
  return [
    {
      rel: 'preload',
      as: 'image',
      href: photoAddress(first, photosBase),
      imageSrcSet: avif.srcSet,
      imageSizes: GALLERY_SIZES,
      type: avif.type,
      fetchPriority: 'high',
    },
  ];
}
