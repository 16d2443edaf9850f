import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { unnestRows } from '../../db/unnest';
import { notices } from './schema';

/** SQL of notices; every read and write is scoped to one user id. */
export function createNoticeRepository(db: DbOrTx) {
  const mine = (userId: number) => eq(notices.userId, userId);
  return {
    async insert(userId: number, kind: string, params: Record<string, string>) {
      await db.insert(notices).values({ userId, kind, params });
    },
    /** One notice to each of `userIds`, in one statement; answers the ids it reached. */
    async insertForUsers(userIds: readonly number[], kind: string, params: Record<string, string>): Promise<number[]> {
      if (userIds.length === 0) return [];
      const result = await db.execute<{ user_id: number }>(sql`
        insert into notices (user_id, kind, params)
        select u, ${kind}, ${JSON.stringify(params)}::jsonb from unnest(${sql.param([...userIds])}::integer[]) as u
        returning user_id`);
      return (result as unknown as { rows: Array<{ user_id: number }> }).rows.map((r) => Number(r.user_id));
    },
    /** Many notices, each to its own user, in one statement (a liquidation cascade's). */
    async insertMany(rows: readonly { userId: number; kind: string; params: Record<string, string> }[]): Promise<void> {
      if (rows.length === 0) return;
      const v = unnestRows(rows, [
        ['u', 'integer', (r) => r.userId],
        ['k', 'text', (r) => r.kind],
        ['p', 'text', (r) => JSON.stringify(r.params)],
      ]);
      await db.execute(sql`insert into notices (user_id, kind, params) select v.u, v.k, v.p::jsonb from ${v}`);
    },
    /** The unread count of each of `userIds` that has any. */
    async unreadOf(userIds: readonly number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const result = await db.execute<{ user_id: number; n: number }>(sql`
        select user_id, count(*)::int as n from notices
        where user_id = any(${sql.param([...userIds])}::integer[]) and read_at is null group by user_id`);
      return new Map((result as unknown as { rows: Array<{ user_id: number; n: number }> }).rows.map((r) => [Number(r.user_id), Number(r.n)]));
    },
    page(userId: number, offset: number, limit: number) {
      return db.select().from(notices).where(mine(userId)).orderBy(desc(notices.id)).offset(offset).limit(limit);
    },
    async total(userId: number) {
      const [row] = await db.select({ n: count() }).from(notices).where(mine(userId));
      return row?.n ?? 0;
    },
    async unread(userId: number) {
      const [row] = await db.select({ n: count() }).from(notices).where(and(mine(userId), isNull(notices.readAt)));
      return row?.n ?? 0;
    },
    /** Marks one of the user's notices read; false when the user has no notice with that id. */
    async markRead(userId: number, id: number, now: Date): Promise<boolean> {
      const found = await db.select({ id: notices.id }).from(notices).where(and(mine(userId), eq(notices.id, id)));
      if (!found.length) return false;
      await db
        .update(notices)
        .set({ readAt: now })
        .where(and(mine(userId), eq(notices.id, id), isNull(notices.readAt)));
      return true;
    },
    async markAllRead(userId: number, now: Date) {
      await db.update(notices).set({ readAt: now }).where(and(mine(userId), isNull(notices.readAt)));
    },
  };
}
