import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from './schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** SQL of API keys; every read of a user's keys is scoped to that user. */
export const apiKeyRepository = {
  insert(db: DbOrTx, row: typeof apiKeys.$inferInsert) {
    return db.insert(apiKeys).values(row).returning().then((r) => r[0]!);
  },
  liveOf(db: DbOrTx, userId: number) {
    return db.select().from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))).orderBy(asc(apiKeys.id));
  },
  async liveCount(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    return Number(row?.n ?? 0);
  },
  async byKey(db: DbOrTx, apiKey: string): Promise<ApiKeyRow | undefined> {
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.apiKey, apiKey)).limit(1);
    return row;
  },
  async revoke(db: DbOrTx, userId: number, id: number, at: number): Promise<boolean> {
    const rows = await db
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return rows.length > 0;
  },
};
