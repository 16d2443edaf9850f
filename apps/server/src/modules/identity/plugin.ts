import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { adminIdentityRoutes } from '../admin/identity-routes';
import type { NoticeService } from '../notices/service';
import type { PlatformService } from '../platform/service';
import { identityRoutes } from './routes';
import { createIdentityService, type IdentityService } from './service';

/** Identity verification: the user's application and the back office's review. */
export async function registerIdentity(
  app: FastifyInstance,
  deps: { db: Db; platform: PlatformService; notices: NoticeService; clock: Clock },
): Promise<IdentityService> {
  const identity = createIdentityService(deps.db, { platform: deps.platform, notices: deps.notices, clock: deps.clock });
  await app.register(identityRoutes, { identity });
  await app.register(adminIdentityRoutes, { identity });
  return identity;
}
