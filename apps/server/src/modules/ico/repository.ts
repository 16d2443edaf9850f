import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { icoProjects, icoSubscriptions } from './schema';

export type ProjectRow = typeof icoProjects.$inferSelect;
export type ProjectInsert = typeof icoProjects.$inferInsert;
export type SubscriptionRow = typeof icoSubscriptions.$inferSelect;

/** The ICO module's reads and writes of its own tables. */
export const icoRepository = {
  projects: (db: DbOrTx) => db.select().from(icoProjects).orderBy(desc(icoProjects.endAt), asc(icoProjects.id)),

  async project(db: DbOrTx, id: number, lock?: 'share' | 'update'): Promise<ProjectRow | undefined> {
    const q = db.select().from(icoProjects).where(eq(icoProjects.id, id));
    const [row] = lock ? await q.for(lock) : await q;
    return row;
  },

  async projectBySymbol(db: DbOrTx, symbol: string) {
    const [row] = await db.select({ id: icoProjects.id }).from(icoProjects).where(eq(icoProjects.symbol, symbol));
    return row;
  },

  async projectByDemoKey(db: DbOrTx, key: string) {
    const [row] = await db.select().from(icoProjects).where(eq(icoProjects.demoKey, key));
    return row;
  },

  async insertProject(db: DbOrTx, values: ProjectInsert): Promise<ProjectRow | undefined> {
    const [row] = await db.insert(icoProjects).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updateProject(db: DbOrTx, id: number, values: Partial<ProjectInsert>) {
    const [row] = await db.update(icoProjects).set(values).where(eq(icoProjects.id, id)).returning();
    return row;
  },

  /** Projects whose recruit has ended and that are not allocated yet. */
  due: (db: DbOrTx, now: number) =>
    db.select({ id: icoProjects.id }).from(icoProjects).where(and(isNull(icoProjects.allocatedAt), lte(icoProjects.endAt, now))),

  async nextEnd(db: DbOrTx): Promise<number | undefined> {
    const [row] = await db.select({ at: sql<string | null>`min(${icoProjects.endAt})::text` }).from(icoProjects).where(isNull(icoProjects.allocatedAt));
    return row?.at ? Number(row.at) : undefined;
  },

  /** Subscribed lots and subscribers per project. */
  totals: (db: DbOrTx, ids?: number[]) =>
    db
      .select({
        projectId: icoSubscriptions.projectId,
        lots: sql<number>`coalesce(sum(${icoSubscriptions.lots}), 0)::int`,
        users: sql<number>`count(*)::int`,
        paid: sql<string>`coalesce(sum(${icoSubscriptions.paid}), 0)::text`,
        consumption: sql<string>`coalesce(sum(${icoSubscriptions.consumption}), 0)::text`,
      })
      .from(icoSubscriptions)
      .where(ids ? inArray(icoSubscriptions.projectId, ids) : undefined)
      .groupBy(icoSubscriptions.projectId),

  async subscriptionOf(db: DbOrTx, projectId: number, userId: number, lock = false) {
    const q = db.select().from(icoSubscriptions).where(and(eq(icoSubscriptions.projectId, projectId), eq(icoSubscriptions.userId, userId)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  subscriptionsOfProject: (db: DbOrTx, projectId: number) =>
    db.select().from(icoSubscriptions).where(eq(icoSubscriptions.projectId, projectId)).orderBy(asc(icoSubscriptions.id)),

  /**
   * Adds `lots` to the user's subscription, or opens it, only while the total stays within
   * `maxLots`: one statement, so simultaneous requests of one user cannot pass the maximum together
   * (the upsert takes the row's lock and re-checks against the latest lots). Undefined: refused.
   */
  async addLots(db: DbOrTx, v: { projectId: number; userId: number; lots: number; cost: string; maxLots: number; now: number }) {
    const [row] = await db
      .insert(icoSubscriptions)
      .values({ projectId: v.projectId, userId: v.userId, lots: v.lots, paid: v.cost, createdAt: v.now, updatedAt: v.now })
      .onConflictDoUpdate({
        target: [icoSubscriptions.projectId, icoSubscriptions.userId],
        set: {
          lots: sql`${icoSubscriptions.lots} + excluded.lots`,
          paid: sql`${icoSubscriptions.paid} + excluded.paid`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${icoSubscriptions.lots} + excluded.lots <= ${v.maxLots}`,
      })
      .returning({ id: icoSubscriptions.id, lots: icoSubscriptions.lots });
    return row;
  },

  async writeResult(db: DbOrTx, id: number, r: { wonLots: number; consumption: string; refund: string; tokens: string; tokensFrozen: string; now: number }) {
    await db
      .update(icoSubscriptions)
      .set({ wonLots: r.wonLots, consumption: r.consumption, refund: r.refund, tokens: r.tokens, tokensFrozen: r.tokensFrozen, updatedAt: r.now })
      .where(eq(icoSubscriptions.id, id));
  },

  async addReleased(db: DbOrTx, id: number, amount: string, now: number) {
    await db
      .update(icoSubscriptions)
      .set({ released: sql`${icoSubscriptions.released} + ${amount}::numeric`, updatedAt: now })
      .where(eq(icoSubscriptions.id, id));
  },

  /** A user's subscriptions with their projects, newest first; `allocated` narrows to one side. */
  async userSubscriptions(db: DbOrTx, userId: number, opts: { allocated: boolean; withTokens?: boolean; limit: number; offset: number }) {
    const where = and(
      eq(icoSubscriptions.userId, userId),
      opts.allocated ? isNotNull(icoProjects.allocatedAt) : isNull(icoProjects.allocatedAt),
      opts.withTokens ? sql`${icoSubscriptions.tokens} > 0` : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select({ sub: icoSubscriptions, project: icoProjects })
        .from(icoSubscriptions)
        .innerJoin(icoProjects, eq(icoProjects.id, icoSubscriptions.projectId))
        .where(where)
        .orderBy(desc(icoSubscriptions.id))
        .limit(opts.limit)
        .offset(opts.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(icoSubscriptions)
        .innerJoin(icoProjects, eq(icoProjects.id, icoSubscriptions.projectId))
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },
};
