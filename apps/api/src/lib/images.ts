import { createHash } from 'node:crypto';
import { IMAGE_VARIANT_FORMATS, type ImageVariantFormat, variantWidths } from '@nbt/validation';
import sharp from 'sharp';

import { AppError } from '../errors.js';

/** Image formats accepted for upload, recognised by their first bytes, never by name or declared type. */
type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export function sniffImageFormat(bytes: Buffer): Format | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('ascii', 0, 6) === 'GIF87a' || bytes.toString('ascii', 0, 6) === 'GIF89a') return 'gif';
  if (bytes.toString('ascii', 4, 8) === 'ftyp' && /^(avif|avis)$/.test(bytes.toString('ascii', 8, 12))) return 'avif';
  return undefined;
}

/** Largest side kept for a stored photo, and the most pixels and the longest side an upload may have. */
export const MAX_IMAGE_SIDE = 2400;
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_INPUT_SIDE = 12_000;

/**
 * Refuses an image whose header announces more pixels than we decode, before any pixel is
 * decoded: a few kilobytes of compressed PNG can claim gigapixels (a decompression bomb).
 */
async function assertDimensions(bytes: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false, animated: false }).metadata());
  } catch (error) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'NOT_AN_IMAGE', { cause: error });
  }
  if (!width || !height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'NOT_AN_IMAGE');
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'IMAGE_TOO_LARGE', {
      params: { maxSide: MAX_INPUT_SIDE, megapixels: MAX_INPUT_PIXELS / 1_000_000 },
    });
  }
}

/**
 * An upload's check by its first bytes and its header, without decoding a pixel: an image of a
 * format we take (NOT_AN_IMAGE otherwise), no larger than we decode (IMAGE_TOO_LARGE).
 */
export async function checkImage(bytes: Buffer): Promise<void> {
  if (!sniffImageFormat(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'NOT_AN_IMAGE');
  await assertDimensions(bytes);
}

/** A stored photo's bytes as we wrote them, with its width. */
export interface EncodedImage {
  bytes: Buffer;
  extension: 'jpg' | 'webp';
  width: number;
  /** `contentKey` of the file the office uploaded; none for the demo's photos. */
  contentKey?: string;
}

/**
 * What tells one uploaded file from another by its content: the first 64 bits of its SHA-256, in
 * hex. Stored photos carry it in their names (see `createImageStorage`), so the same file added
 * again is known without reading a stored photo back.
 */
export function contentKey(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/** One responsive variant of a photo (see `@nbt/validation` images.ts for the names). */
export interface ImageVariant {
  width: number;
  format: ImageVariantFormat;
  bytes: Buffer;
}

/** A photo ready to store: the original and its variants. */
export interface ImageSet extends EncodedImage {
  variants: ImageVariant[];
}

/**
 * Encoder settings of the variants. AVIF effort 1 and WebP effort 2 take about a second of CPU
 * for the six variants of a photo (a quarter of AVIF effort 2's time for ~15 % more bytes), so a
 * batch of ten uploads and the demo seed stay at seconds on two cores.
 */
export const VARIANT_SETTINGS = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 72, effort: 2 },
} as const satisfies Record<ImageVariantFormat, sharp.AvifOptions & sharp.WebpOptions>;

const ENCODERS: Record<ImageVariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif(VARIANT_SETTINGS.avif),
  webp: (image) => image.webp(VARIANT_SETTINGS.webp),
};

/**
 * The responsive variants of an image we encoded ourselves (an upload after `reencodeImage`, a
 * bundled demo picture): 400, 800 and 1600 px wide as AVIF and WebP, never wider than the original.
 */
export async function makeImageSet(image: EncodedImage): Promise<ImageSet> {
  const jobs = variantWidths(image.width).flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map(async (format): Promise<ImageVariant> => {
      const resized = sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
        width,
        withoutEnlargement: true,
      });
      return { width, format, bytes: await ENCODERS[format](resized).toBuffer() };
    }),
  );
  return { ...image, variants: await Promise.all(jobs) };
}

/** The width of an image we trust (a bundled demo picture), read from its header. */
export async function imageWidth(bytes: Buffer): Promise<number> {
  const { width } = await sharp(bytes).metadata();
  if (!width) throw new Error('image without a width');
  return width;
}

/**
 * Decodes and re-encodes an uploaded image: what is stored is only pixels we produced, with the
 * orientation applied and every metadata block (EXIF location, comments, hidden payloads) gone.
 */
export async function reencodeImage(bytes: Buffer): Promise<EncodedImage> {
  await checkImage(bytes);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    const resized = image
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    // Transparency survives as WebP; everything else becomes a progressive JPEG.
    if (meta.hasAlpha) {
      const { data, info } = await resized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
      return { bytes: data, extension: 'webp', width: info.width, contentKey: contentKey(bytes) };
    }
    const { data, info } = await resized
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, extension: 'jpg', width: info.width, contentKey: contentKey(bytes) };
  } catch (error) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'NOT_AN_IMAGE', { cause: error });
  }
}
