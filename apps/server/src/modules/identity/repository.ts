import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRecords } from '../auth/users';
import { identityApplications, identityPhotos } from './schema';

export type ApplicationRow = typeof identityApplications.$inferSelect;

/** SQL of identity verification; photo bytes are only read by `photo`. */
export function createIdentityRepository(db: DbOrTx) {
  return {
    async insertPhoto(userId: number, mime: string, data: Buffer): Promise<number> {
      const [row] = await db.insert(identityPhotos).values({ userId, mime, data }).returning({ id: identityPhotos.id });
      return row!.id;
    },
    async photo(id: number) {
      const [row] = await db.select().from(identityPhotos).where(eq(identityPhotos.id, id));
      return row;
    },
    async insertApplication(row: typeof identityApplications.$inferInsert): Promise<ApplicationRow> {
      const [inserted] = await db.insert(identityApplications).values(row).returning();
      return inserted!;
    },
    async latestOf(userId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(identityApplications)
        .where(eq(identityApplications.userId, userId))
        .orderBy(desc(identityApplications.id))
        .limit(1);
      return row;
    },
    async byId(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(identityApplications).where(eq(identityApplications.id, id));
      return row;
    },
    /** A page of applications with each applicant's account name (from auth's functions). */
    async page(status: number, offset: number, limit: number) {
      const rows = await db
        .select()
        .from(identityApplications)
        .where(eq(identityApplications.status, status))
        .orderBy(status === 2 ? identityApplications.id : desc(identityApplications.id))
        .offset(offset)
        .limit(limit);
      const accounts = await userRecords.accountsOf(db, rows.map((r) => r.userId));
      return rows.map((application) => ({ application, account: accounts.get(application.userId) ?? '' }));
    },
    async countWithStatus(status: number) {
      const [row] = await db.select({ n: count() }).from(identityApplications).where(eq(identityApplications.status, status));
      return row?.n ?? 0;
    },
    /** Moves an application only if it still has `from`: a second reviewer's click changes nothing. */
    async review(id: number, from: number, to: number, patch: { reason: string; reviewedBy: number; reviewedAt: Date }) {
      const rows = await db
        .update(identityApplications)
        .set({ status: to, ...patch })
        .where(and(eq(identityApplications.id, id), eq(identityApplications.status, from)))
        .returning();
      return rows[0];
    },
    nameStatus: (userId: number) => userRecords.nameStatus(db, userId),
    /** users.name_status, moved only from one of `from` (auth's function: auth owns `users`). */
    setNameStatus: (userId: number, from: number[], to: number) => userRecords.setNameStatus(db, userId, from, to),
  };
}
