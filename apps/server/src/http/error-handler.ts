import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorKey } from '@aurelix/shared/errors';
import { AppError } from '../lib/app-error';
import { fail } from './envelope';

/** Maps Fastify's own client errors (bad JSON, size, media type) to catalogue keys. */
const FASTIFY_CODES: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_PARAMS',
  FST_ERR_VALIDATION: 'INVALID_PARAMS',
};

function keyOf(error: FastifyError & { validation?: unknown[] }): ErrorKey | undefined {
  if (error instanceof AppError) return error.key;
  if (error.validation) {
    const issues = JSON.stringify(error.validation);
    if (issues.includes('unrecognized_keys')) return 'UNKNOWN_FIELD';
    if (issues.includes('UNKNOWN_PAIR')) return 'UNKNOWN_PAIR';
    return 'INVALID_PARAMS';
  }
  if (error.statusCode === 429) return 'TOO_MANY_REQUESTS';
  if (error.code && FASTIFY_CODES[error.code]) return FASTIFY_CODES[error.code];
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'INVALID_PARAMS';
  return undefined;
}

/**
 * One error handler (STYLE, fastify/demo): business and client errors become envelope errors in the
 * request's language with HTTP 200; anything else is logged and answered 500 'System error' without detail.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const key = keyOf(error);
    if (key) {
      if (!(error instanceof AppError)) request.log.info({ err: error.message }, 'client error');
      return reply.code(200).send(fail(key, request.locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('SYSTEM_ERROR', request.locale));
  });
}
