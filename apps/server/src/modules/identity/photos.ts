import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_PIXELS } from '@aurelix/shared/schemas/identity';
import { AppError } from '../../lib/app-error';

/** Formats accepted by content (sharp's reading of the bytes); the file name and declared type are ignored. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Stored photos are at most this wide or high: plenty for a reviewer, small in the database. */
const STORED_MAX_SIDE = 2000;

const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/**
 * Decodes an uploaded ID photo and re-encodes it as a fresh JPEG: whatever else the file carried
 * (EXIF with location, trailing data, a polyglot payload) is not kept. Refuses anything that is not a
 * JPEG, PNG or WebP image, and pixel floods (a tiny file that decodes to a huge bitmap) before decoding.
 */
export async function reencodePhoto(input: Buffer): Promise<{ mime: 'image/jpeg'; data: Buffer }> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (err) {
    throw new AppError(isPixelLimit(err) ? 'IDENTITY_PHOTO_TOO_MANY_PIXELS' : 'IDENTITY_PHOTO_NOT_IMAGE');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new AppError('IDENTITY_PHOTO_NOT_IMAGE');
  if (!meta.width || !meta.height) throw new AppError('IDENTITY_PHOTO_NOT_IMAGE');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new AppError('IDENTITY_PHOTO_TOO_MANY_PIXELS');
  try {
    const data = await sharp(input, options)
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { mime: 'image/jpeg', data };
  } catch (err) {
    throw new AppError(isPixelLimit(err) ? 'IDENTITY_PHOTO_TOO_MANY_PIXELS' : 'IDENTITY_PHOTO_NOT_IMAGE');
  }
}
