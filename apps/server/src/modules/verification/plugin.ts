import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { verificationRoutes } from './routes';
import { createVerificationService, type VerificationService } from './service';

/** Verification codes by e-mail or SMS, and the dev outbox outside production (ARCHITECTURE 9). */
export async function registerVerification(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; smtpUrl?: string; production: boolean; brandName?: string },
): Promise<VerificationService> {
  const verification = createVerificationService(deps.db, {
    clock: deps.clock,
    smtpUrl: deps.smtpUrl,
    production: deps.production,
    brandName: deps.brandName,
  });
  await app.register(verificationRoutes, { verification, exposeOutbox: !deps.production });
  return verification;
}
