import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuthenticatorService } from '../authenticator/service';
import type { NoticeService } from '../notices/service';
import type { PlatformService } from '../platform/service';
import type { SessionService } from '../session/service';
import type { VerificationService } from '../verification/service';
import { createAccountLockAlert } from './account-lock-alert';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';

/** Registration, login, logout and passwords (issue 3); auth owns `users` (schema.ts). */
export async function registerAuth(
  app: FastifyInstance,
  deps: {
    db: Db;
    sessions: SessionService;
    verification: VerificationService;
    authenticator: AuthenticatorService;
    notices: NoticeService;
    platform: PlatformService;
    clock: Clock;
  },
): Promise<AuthService> {
  const auth = createAuthService(deps.db, {
    sessions: deps.sessions,
    verification: deps.verification,
    platform: deps.platform,
    clock: deps.clock,
    secondFactor: deps.authenticator.verifySecondFactor,
    onAccountLocked: createAccountLockAlert({ notices: deps.notices, verification: deps.verification }),
  });
  await app.register(authRoutes, { auth, notices: deps.notices });
  return auth;
}
