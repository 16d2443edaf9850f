import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

/** Avatars are shown at most 128 px wide; 256 px keeps them sharp on 2x screens. */
export const AVATAR_SIZE = 256;
/** Pixel-flood guard: a tiny file may declare a huge canvas; refuse anything above 40 megapixels. */
export const AVATAR_MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an upload by its content (not its name or declared type) and re-encodes it: a square WebP
 * without metadata (sharp drops EXIF, GPS and ICC unless asked to keep them). Anything that is not a
 * decodable JPEG, PNG or WebP is refused with AVATAR_NOT_IMAGE.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('AVATAR_NOT_IMAGE');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new AppError('AVATAR_NOT_IMAGE');
  if ((meta.width ?? 0) * (meta.height ?? 0) > AVATAR_MAX_PIXELS)
    throw new AppError('AVATAR_TOO_MANY_PIXELS');
  try {
    return await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new AppError('AVATAR_TOO_MANY_PIXELS');
    throw new AppError('AVATAR_NOT_IMAGE');
  }
}
