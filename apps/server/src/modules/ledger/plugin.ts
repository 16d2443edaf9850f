import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ledgerDevRoutes } from './dev-routes';
import { createLedger, type Ledger } from './service';

/**
 * The ledger (ARCHITECTURE 5): the modules that hold money frozen register their holders with it
 * when they are registered. Its one route is the development audit (never in production).
 */
export async function registerLedger(app: FastifyInstance, deps: { db: Db; production: boolean }): Promise<Ledger> {
  const ledger = createLedger(deps.db);
  if (!deps.production) await app.register(ledgerDevRoutes, { ledger });
  return ledger;
}
