import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { futuresLiquidations } from './schema';

export type LiquidationRow = typeof futuresLiquidations.$inferSelect;

/** The futures admin's own reads (issue 16 item 10); contract rows go through futuresRepository. */
export const futuresAdminRepository = {
  /** Liquidations newest first, one page, optionally of one contract. */
  async liquidations(db: DbOrTx, q: { symbol?: string; page: number; pageSize: number }): Promise<{ rows: LiquidationRow[]; total: number }> {
    const where = q.symbol ? eq(futuresLiquidations.symbol, q.symbol) : undefined;
    const rows = await db
      .select()
      .from(futuresLiquidations)
      .where(where)
      .orderBy(desc(futuresLiquidations.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await db.select({ n: count() }).from(futuresLiquidations).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};
