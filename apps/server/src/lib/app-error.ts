import type { ErrorKey } from '@aurelix/shared/errors';

/**
 * A business rejection, raised by domain code (services, the ledger) in the catalogue's words. It
 * knows nothing of HTTP: http/error-handler.ts maps it to the envelope (HTTP 200, the catalogue's
 * code and the message in the request's language).
 */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly detail?: string,
  ) {
    super(key);
  }
}
