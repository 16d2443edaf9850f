import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { authenticatorRoutes } from './routes';
import { createAuthenticatorService, type AuthenticatorService } from './service';

/** The authenticator app (TOTP): asked at login, withdrawal and security changes once enabled. */
export async function registerAuthenticator(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; issuer: string },
): Promise<AuthenticatorService> {
  const authenticator = createAuthenticatorService(deps.db, { clock: deps.clock, issuer: deps.issuer });
  await app.register(authenticatorRoutes, { authenticator });
  return authenticator;
}
