import type { FastifyRequest } from 'fastify';
import { identityFields, PHOTO_MAX_BYTES, type IdentityFields } from '@aurelix/shared/schemas/identity';
import type { ErrorKey } from '@aurelix/shared/errors';
import { AppError } from '../../lib/app-error';

const SIDES = ['front', 'back'] as const;
type Side = (typeof SIDES)[number];

/** @fastify/multipart's limit errors, as the catalogue names them for a user. */
function keyOfUploadError(err: unknown): ErrorKey | undefined {
  const code = (err as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return 'IDENTITY_PHOTO_TOO_LARGE';
  // The form has exactly 3 fields and 2 files: more means a field the form does not have.
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return 'UNKNOWN_FIELD';
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'IDENTITY_PHOTO_REQUIRED';
  return undefined;
}

/**
 * Reads the identity form: 3 text fields and the files `front` and `back`, each at most 5 MB (busboy
 * stops reading a larger file). Nothing is stored here; the text is checked by the shared schema.
 */
export async function readIdentityForm(request: FastifyRequest): Promise<{ fields: IdentityFields; photos: Record<Side, Buffer> }> {
  const text: Record<string, string> = {};
  const files: Partial<Record<Side, Buffer>> = {};
  try {
    const parts = request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 3, fieldSize: 1024, parts: 5 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (!(SIDES as readonly string[]).includes(part.fieldname)) throw new AppError('UNKNOWN_FIELD');
        files[part.fieldname as Side] = buffer;
      } else {
        text[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Reading the form only reads the request: anything else that fails here (no boundary, a
    // truncated part) is a malformed form, not a fault of the server.
    throw new AppError(keyOfUploadError(err) ?? 'INVALID_PARAMS');
  }
  const parsed = identityFields.safeParse(text);
  if (!parsed.success) {
    const unknown = parsed.error.issues.some((i) => i.code === 'unrecognized_keys');
    throw new AppError(unknown ? 'UNKNOWN_FIELD' : ((parsed.error.issues[0]?.message ?? 'INVALID_PARAMS') as ErrorKey));
  }
  if (!files.front?.length || !files.back?.length) throw new AppError('IDENTITY_PHOTO_REQUIRED');
  return { fields: parsed.data, photos: { front: files.front, back: files.back } };
}
