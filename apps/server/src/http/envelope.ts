import { z } from 'zod';
import { ERROR_CODES, errorMessage, type ErrorKey } from '@aurelix/shared/errors';
import type { Envelope } from '@aurelix/shared/envelope';
import type { Locale } from '@aurelix/shared/locales';

/**
 * Domain errors live in lib/app-error.ts; re-exported here only so that code written before the move
 * keeps compiling. Domain code imports lib/app-error (the lint's module-boundaries rule says so).
 */
export { AppError } from '../lib/app-error';

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
