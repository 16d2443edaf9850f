import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { isAdmin } from './roles';
import { installSessionPolicy } from './session-policy';
import type { SessionUser } from '../session/service';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user when their role is 'admin'. Throws NOT_LOGGED_IN (code 403) without a live
     * session and ADMIN_ONLY (code 3500, 'only available to administrators') for anyone else.
     */
    requireAdmin(): Promise<SessionUser>;
  }
}


/**
 * Registers `request.requireAdmin()` and the deny-by-default session policy (session-policy.ts) for
 * every route registered after it; needs the session plugin (request.requireUser) registered first.
 */
export const adminGuard = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('requireAdmin', async function (this: FastifyRequest) {
      const user = await this.requireUser();
      if (!isAdmin(user)) throw new AppError('ADMIN_ONLY');
      // In production an admin account is worth stealing: no back office until an authenticator is enrolled.
      if (this.server.config?.production && !(await this.server.services.authenticator.isEnabled(user.id)))
        throw new AppError('ADMIN_AUTHENTICATOR_REQUIRED');
      return user;
    });
    installSessionPolicy(app);
  },
  { name: 'admin-guard' },
);
