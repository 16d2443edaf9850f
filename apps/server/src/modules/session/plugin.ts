import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createSessionService, type SessionService, type SessionUser } from './service';

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

/** Sessions (ARCHITECTURE 9) and `request.requireUser()`; registered before any route that needs a user. */
export async function registerSession(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<SessionService> {
  const sessions = createSessionService(deps.db, deps.clock);
  await app.register(sessionPlugin, { sessions });
  return sessions;
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await opts.sessions.userOf(tokenOf(this));
    if (!user) throw new AppError('NOT_LOGGED_IN');
    return user;
  });
});
