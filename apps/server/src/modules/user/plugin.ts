import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuthenticatorService } from '../authenticator/service';
import type { SessionService } from '../session/service';
import type { VerificationService } from '../verification/service';
import { createAccountService, type AccountService } from './account-service';
import { userRoutes } from './routes';

/** The personal centre: profile, avatar, e-mail and mobile changes. */
export async function registerUser(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionService; verification: VerificationService; authenticator: AuthenticatorService; clock: Clock },
): Promise<AccountService> {
  const account = createAccountService(deps.db, deps);
  await app.register(userRoutes, { account });
  return account;
}
