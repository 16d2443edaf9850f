import type { FastifyInstance } from 'fastify';
import { isAdjustable, type Clock } from '../../lib/clock';
import { devClockRoutes } from './routes';

/** POST /api/dev/clock outside production, when the clock can be moved; absent in production. */
export async function registerDevClock(app: FastifyInstance, deps: { clock: Clock; production: boolean }): Promise<void> {
  if (!deps.production && isAdjustable(deps.clock)) await app.register(devClockRoutes, { clock: deps.clock });
}
