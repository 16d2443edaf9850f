import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { noticeRoutes } from './routes';
import { createNoticeService, type NoticeAccounts, type NoticeService } from './service';

/**
 * Notices of the signed-in user and the admin's send call. Pushes go to the user's private channel
 * through `publishToUser` (realtime's).
 */
export async function registerNotices(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; accounts: NoticeAccounts; publishToUser: (userId: number, data: unknown) => void },
): Promise<NoticeService> {
  const notices = createNoticeService(deps.db, { clock: deps.clock, accounts: deps.accounts });
  notices.publishVia(deps.publishToUser);
  await app.register(noticeRoutes, { notices });
  return notices;
}
