import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUnstorableText } from '@aurelix/shared/schemas/text';
import { AppError } from '../lib/app-error';

/**
 * Refuses, before any route schema or handler runs, a request whose body, query or path holds text
 * PostgreSQL cannot store (packages/shared schemas/text.ts): a translated TEXT_UNSTORABLE rather than
 * a failed query and a 500. One hook on the root covers every route, including those added later.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const at =
      findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (at !== undefined) throw new AppError('TEXT_UNSTORABLE', at);
  });
});
