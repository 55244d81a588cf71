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

export const NOT_AN_IMAGE_MESSAGE = 'Il file non è un\u2019immagine valida (JPEG, PNG, WebP, GIF o AVIF)';
export const IMAGE_TOO_LARGE_MESSAGE =
  'Immagine troppo grande: al massimo 12.000 pixel per lato e 50 megapixel. Riducila e riprova.';

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
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE, { cause: error });
  }
  if (!width || !height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE);
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  }
}

/**
 * Decodes and re-encodes an uploaded image: what is stored is only pixels we produced, with the
 * orientation applied and every metadata block (EXIF location, comments, hidden payloads) gone.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; extension: 'jpg' | 'webp' }> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE);
  await assertDimensions(bytes);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    const resized = image
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    // Transparency survives as WebP; everything else becomes a progressive JPEG.
    if (meta.hasAlpha) return { bytes: await resized.webp({ quality: 82 }).toBuffer(), extension: 'webp' };
    return {
      bytes: await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      extension: 'jpg',
    };
  } catch (error) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE, { cause: error });
  }
}
