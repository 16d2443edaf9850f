import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { BrandOverrides } from './brand';
import { platformRoutes } from './routes';
import { createPlatformService, type PlatformService } from './service';

/** Reference data and platform documents (SPEC 3 and 7): the service and its calls. */
export async function registerPlatform(app: FastifyInstance, deps: { db: Db; brandOverrides: BrandOverrides }): Promise<PlatformService> {
  const platform = createPlatformService(deps.db, deps.brandOverrides, { log: (err, msg) => app.log.error({ err }, msg) });
  await app.register(platformRoutes, { platform });
  return platform;
}
