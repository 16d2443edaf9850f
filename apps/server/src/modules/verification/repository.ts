import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devOutbox, verificationCodes } from './schema';

export type CodeRow = typeof verificationCodes.$inferSelect;

export function createVerificationRepository(db: DbOrTx) {
  const c = verificationCodes;
  return {
    async insert(row: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.insert(c).values(row);
    },

    /** The newest code of an address and purpose: the only one that counts. */
    async latest(address: string, purpose: string): Promise<CodeRow | undefined> {
      const rows = await db
        .select()
        .from(c)
        .where(and(eq(c.address, address), eq(c.purpose, purpose)))
        .orderBy(desc(c.id))
        .limit(1);
      return rows[0];
    },

    /** Counts a try before the code is compared; false when the code is used, expired or out of tries. */
    async reserveTry(id: number, now: Date, maxTries: number): Promise<boolean> {
      const rows = await db
        .update(c)
        .set({ attempts: sql`${c.attempts} + 1` })
        .where(and(eq(c.id, id), isNull(c.consumedAt), gt(c.expiresAt, now), lt(c.attempts, maxTries)))
        .returning({ id: c.id });
      return rows.length > 0;
    },

    /** A try that proved the right code does not count against it. */
    async giveBackTry(id: number): Promise<void> {
      await db
        .update(c)
        .set({ attempts: sql`greatest(${c.attempts} - 1, 0)` })
        .where(eq(c.id, id));
    },

    /** Uses the code up; false when another request used it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(c)
        .set({ consumedAt: now })
        .where(and(eq(c.id, id), isNull(c.consumedAt)))
        .returning({ id: c.id });
      return rows.length > 0;
    },

    async addToOutbox(row: typeof devOutbox.$inferInsert): Promise<void> {
      await db.insert(devOutbox).values(row);
    },

    recentOutbox(address: string, limit: number) {
      return db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.address, address))
        .orderBy(desc(devOutbox.id))
        .limit(limit);
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
