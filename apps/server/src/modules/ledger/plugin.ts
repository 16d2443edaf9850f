import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createLedger, type Ledger } from './service';

/**
 * The ledger (ARCHITECTURE 5): no routes of its own; the modules that hold money frozen register
 * their holders with it when they are registered.
 */
export async function registerLedger(_app: FastifyInstance, deps: { db: Db }): Promise<Ledger> {
  return createLedger(deps.db);
}
