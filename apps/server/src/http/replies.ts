import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, successMessage, type ErrorKey, type SuccessKey } from '@aurelix/shared/errors';
import type { Envelope } from '@aurelix/shared/envelope';
import type { Locale } from '@aurelix/shared/locales';
import { AppError } from '../lib/app-error';

const isErrorKey = (s: unknown): s is ErrorKey => typeof s === 'string' && Object.hasOwn(ERROR_CODES, s);

/** The catalogue key of a failed body check: an unknown field first, then the first check that names a key. */
export function keyOfValidation(error: Pick<FastifyError, 'validation'>): ErrorKey {
  const issues = (error.validation ?? []) as Array<{ keyword?: string; message?: string }>;
  if (issues.some((i) => i.keyword === 'unrecognized_keys')) return 'UNKNOWN_FIELD';
  return issues.map((i) => i.message).find(isErrorKey) ?? 'INVALID_PARAMS';
}

/**
 * The shared schemas name a catalogue key in every check (PASSWORD_WEAK, EMAIL_INVALID, ...). Routes of
 * this plugin set `attachValidation`, and this hook answers the key the failed check names, so a
 * user reads 'The two passwords do not match' rather than 'Invalid parameters'.
 */
export function answerValidationKeys(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.validationError) throw new AppError(keyOfValidation(request.validationError as FastifyError));
  });
}

/** A success answer whose message is translated (SPEC 8: 'verification code sent', ...). */
export function okWith<T>(key: SuccessKey, locale: Locale, data: T): Envelope<T> {
  return { code: 200, msg: successMessage(key, locale), data };
}

const USER_AGENT_MAX = 512;

/** Who is asking: the address the trusted proxies saw (http/locale.ts), the key of every lockout. */
export function clientOf(request: FastifyRequest): { ip: string; userAgent: string } {
  const agent = request.headers['user-agent'];
  return { ip: request.clientAddress, userAgent: (typeof agent === 'string' ? agent : '').slice(0, USER_AGENT_MAX) };
}
