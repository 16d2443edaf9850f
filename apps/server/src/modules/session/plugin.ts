import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { SessionService, SessionUser } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; throws NOT_LOGGED_IN (envelope code 403) without a live session. */
    requireUser(): Promise<SessionUser>;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  return typeof header === 'string' ? header : undefined;
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await opts.sessions.userOf(tokenOf(this));
    if (!user) throw new AppError('NOT_LOGGED_IN');
    return user;
  });
});
