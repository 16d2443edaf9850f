import { z } from 'zod';
import { ERROR_CODES, errorMessage, type ErrorKey } from '@aurelix/shared/errors';
import type { Envelope } from '@aurelix/shared/envelope';
import type { Locale } from '@aurelix/shared/locales';

/* Domain errors live in lib/app-error.ts; the error handler maps them to the envelope. */

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, msg: 'success', data };
}

export function fail(key: ErrorKey, locale: Locale): Envelope<null> {
  return { code: ERROR_CODES[key], msg: errorMessage(key, locale), data: null };
}

/** Response schema of a route: the envelope around its data (null when the call failed). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data: data.nullable() });
}
