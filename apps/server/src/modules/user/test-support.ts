import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from '../../../test/helpers/app';

/** Helpers for the personal-centre tests (not a test file itself). */

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipartFile(data: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----aurelix${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadAvatar(t: TestApp, token: string, data: Buffer, filename = 'me.png', type = 'image/png') {
  const { payload, contentType } = multipartFile(data, filename, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/center/avatar',
    headers: { token, 'content-type': contentType },
    payload,
  });
  return res.json() as { code: number; msg: string; data: { avatar: string } | null };
}

/** A real photo-like JPEG carrying EXIF metadata (camera and GPS-ish fields). */
export function jpegWithExif(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X1', Copyright: 'home address' } })
    .toBuffer();
}

/**
 * A valid 1x1 PNG whose header then claims `width` x `height`: a few hundred bytes that would
 * decode to gigabytes (the pixel flood an upload must refuse before decoding).
 */
export async function pixelFloodPng(width = 30_000, height = 30_000) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer();
  const out = Buffer.from(png);
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}
