import type { Locale } from '@aurelix/shared/locales';
import type { NoticePage, NoticePush } from '@aurelix/shared/schemas/notices';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createNoticeRepository } from './repository';
import { renderNotice, type SystemNoticeKind } from './templates';

/** Delivers a push to a user's private channel; registerNotices plugs in realtime.publishToUser. */
export type NoticePublisher = (userId: number, data: NoticePush) => void;

/**
 * Notices (issue 3 item 7). Other modules call `notify(userId, kind, params)`; a kind needs a template
 * in templates.ts (10 locales) to be read in the user's language.
 */
/** What notices needs to know of users and their logins; auth owns both and answers through these. */
export interface NoticeAccounts {
  /** How often a user has logged in, in all and from one address. */
  loginCounts(userId: number, ip: string): Promise<{ all: number; fromIp: number }>;
  /** Every customer (platform accounts aside). */
  customerIds(): Promise<number[]>;
  isCustomer(userId: number): Promise<boolean>;
}

export interface NoticeDeps {
  clock: Clock;
  accounts: NoticeAccounts;
}

export function createNoticeService(db: Db, { clock, accounts }: NoticeDeps) {
  const repo = createNoticeRepository(db);
  let publish: NoticePublisher = () => {};

  async function pushUnread(userId: number) {
    publish(userId, { type: 'notice', unread: await repo.unread(userId) });
  }

  const service = {
    /** Set once realtime is up; until then (and in jobs without sockets) pushes are skipped. */
    publishVia(publisher: NoticePublisher) {
      publish = publisher;
    },

    /** Stores a notice for one user and pushes the new unread count to their open pages. */
    async notify(userId: number, kind: SystemNoticeKind | 'admin' | (string & {}), params: Record<string, string> = {}) {
      await repo.insert(userId, kind, params);
      await pushUnread(userId);
    },

    /**
     * Many notices at once, each to its own user (a liquidation cascade's): one insert and one
     * count of the unread for all of them, then each user's new count pushed.
     */
    async notifyMany(list: readonly { userId: number; kind: SystemNoticeKind; params: Record<string, string> }[]) {
      if (list.length === 0) return;
      await repo.insertMany(list);
      const users = [...new Set(list.map((n) => n.userId))];
      const unread = await repo.unreadOf(users);
      for (const userId of users) publish(userId, { type: 'notice', unread: unread.get(userId) ?? 0 });
    },

    /** An admin's notice, to one user or (user_id omitted) to every user. */
    async sendAdminNotice(body: { user_id?: number; title: string; content: string }) {
      const params = { title: body.title, content: body.content };
      if (body.user_id === undefined) {
        const reached = await repo.insertForUsers(await accounts.customerIds(), 'admin', params);
        for (const userId of reached) publish(userId, { type: 'notice', unread: await repo.unread(userId) });
        return { sent: reached.length };
      }
      if (!(await accounts.isCustomer(body.user_id))) throw new AppError('NOTICE_USER_NOT_FOUND');
      await service.notify(body.user_id, 'admin', params);
      return { sent: 1 };
    },

    /**
     * After a successful login: a notice when it came from an address this user has never logged in
     * from before (the login just recorded is the only one from it), except on the very first login.
     */
    async afterLogin<T extends { user: { id: number } }>(result: T, client: { ip: string }): Promise<T> {
      const counts = await accounts.loginCounts(result.user.id, client.ip);
      if (counts.fromIp === 1 && counts.all > 1) await service.notify(result.user.id, 'login_new_address', { ip: client.ip });
      return result;
    },

    async list(userId: number, page: number, limit: number, locale: Locale): Promise<NoticePage> {
      const [rows, total, unread] = await Promise.all([
        repo.page(userId, (page - 1) * limit, limit),
        repo.total(userId),
        repo.unread(userId),
      ]);
      const list = rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        ...renderNotice(r.kind, r.params, locale),
        read: r.readAt !== null,
        created_at: r.createdAt.toISOString(),
      }));
      return { list, total, unread, page, limit };
    },

    unread: (userId: number) => repo.unread(userId),

    async markRead(userId: number, id: number) {
      if (!(await repo.markRead(userId, id, clock.now()))) throw new AppError('NOTICE_NOT_FOUND');
      await pushUnread(userId);
    },

    async markAllRead(userId: number) {
      await repo.markAllRead(userId, clock.now());
      await pushUnread(userId);
    },
  };
  return service;
}

export type NoticeService = ReturnType<typeof createNoticeService>;
