/**
 * Responsive variants of the stored photos, derived from the stored address alone, so the server
 * that writes them and the web app that lists them in `srcset` agree without asking each other.
 *
 * A photo stored with variants is named `/uploads/<id>-w<width>.<ext>`, `<width>` being the width
 * of the stored original. Beside it lie `/uploads/<id>-w<width>-<variant width>.avif` and `.webp`
 * for 400, 800 and 1600 px, never wider than the original: a 900 px original gets 400, 800 and
 * 900. Any other address (an older upload, an outside image) has no variants and is shown as is.
 */

/** Widths the variants are made at, narrowest first. */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;

/** Formats of the variants, the one to prefer first. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

const MIME_TYPES: Record<ImageVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** `/uploads/<id>-w<width>.<ext>`: the id is what the storage chose, without dashes. */
const WITH_VARIANTS = /^\/uploads\/([A-Za-z0-9_]+)-w([1-9]\d{0,4})\.(jpg|webp)$/;

export interface VariantsName {
  /** The address without its extension: `/uploads/<id>-w<width>`. */
  stem: string;
  /** Width of the stored original, in pixels. */
  width: number;
}

/** The parts of an address that has variants; undefined for one that has none. */
export function parseVariantsName(url: string): VariantsName | undefined {
  const match = WITH_VARIANTS.exec(url);
  if (!match) return undefined;
  return { stem: url.slice(0, url.lastIndexOf('.')), width: Number(match[2]) };
}

/** The file name (no folder) an original of `width` pixels is stored under, with variants. */
export function variantsFileName(id: string, width: number, extension: string): string {
  return `${id}-w${width}.${extension}`;
}

/** The widths made for an original `width` px wide: the standard ones below it, then its own (at most 1600). */
export function variantWidths(width: number): number[] {
  const below = IMAGE_VARIANT_WIDTHS.filter((standard) => standard < width);
  return below.length === IMAGE_VARIANT_WIDTHS.length ? below : [...below, width];
}

/** The address of one variant: `/uploads/<id>-w900.jpg` → `/uploads/<id>-w900-800.webp`. */
export function variantUrl(name: VariantsName, width: number, format: ImageVariantFormat): string {
  return `${name.stem}-${width}.${format}`;
}

/** Every variant address of a stored photo (none for one without variants), for writing and deleting them. */
export function imageVariantUrls(url: string): string[] {
  const name = parseVariantsName(url);
  if (!name) return [];
  return variantWidths(name.width).flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map((format) => variantUrl(name, width, format)),
  );
}

const UPLOADS_PREFIX = '/uploads/';

/**
 * The address a page names for a stored photo. `base` is where the deployment serves the photos
 * (PUBLIC_UPLOADS_URL: a CDN, a public bucket) in place of the site's `/uploads`; a stored photo
 * is named under it when there is one, any other address is left as it is.
 */
export function photoAddress(url: string, base: string | undefined): string {
  if (!base || !url.startsWith(UPLOADS_PREFIX)) return url;
  return `${base.replace(/\/+$/, '')}/${url.slice(UPLOADS_PREFIX.length)}`;
}

/** One `<source>` of a `<picture>`. */
export interface ImageSource {
  type: string;
  srcSet: string;
}

/** What a `<picture>` needs: the fallback address and, when the photo has variants, one source per format. */
export interface ResponsiveImage {
  src: string;
  sources: ImageSource[];
}

/**
 * The `<picture>` sources of a photo, at the addresses pages name (`photoAddress` under `base`),
 * up to `maxWidth` px (a card's cover never needs the 1600 px one, even on a 3× phone screen). A
 * photo without variants gets no sources: the original is shown.
 */
export function responsiveImage(
  url: string,
  base: string | undefined,
  maxWidth = Number.POSITIVE_INFINITY,
): ResponsiveImage {
  const name = parseVariantsName(url);
  if (!name) return { src: photoAddress(url, base), sources: [] };
  const all = variantWidths(name.width);
  const fitting = all.filter((width) => width <= maxWidth);
  // Even the narrowest is wider than asked: that one, not none.
  const widths = fitting.length > 0 ? fitting : all.slice(0, 1);
  return {
    src: photoAddress(url, base),
    sources: IMAGE_VARIANT_FORMATS.map((format) => ({
      type: MIME_TYPES[format],
      srcSet: widths.map((width) => `${photoAddress(variantUrl(name, width, format), base)} ${width}w`).join(', '),
    })),
  };
}
