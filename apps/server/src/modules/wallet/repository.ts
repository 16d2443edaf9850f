import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../ledger/repository';
import { walletTransfers } from './schema';

/*
 * The wallet's reads of the ledger journal (postings joined to journal_entries) and its own
 * transfer table. It only reads the ledger's tables; every write of money goes through the ledger
 * service.
 */

/** Reasons of money that entered or left the exchange (they are not profit or loss). */
export const EXTERNAL_REASONS = ['deposit', 'withdrawal'] as const;

/** Postings of the journal that the log tabs show (see logWhere). */
export interface LogFilter {
  userId: number;
  since: Date;
  currency?: string;
  /** SQL condition on `e` (journal_entries) and `p` (postings) for the tab. */
  tab: SQL;
}

export interface LogLine {
  posting_id: string;
  created_at: Date | string;
  reason: string;
  ref_type: string;
  ref_id: string;
  memo: string;
  account: string;
  currency: string;
  field: string;
  amount: string;
  available_after: string;
  frozen_after: string;
  from_account: string | null;
  to_account: string | null;
}

export type TransferRow = typeof walletTransfers.$inferSelect;

export const walletRepository = {
  /** Each wallet row's total (available + frozen) right after its last posting before `at`. */
  holdingsAt(db: DbOrTx, userId: number, at: Date) {
    return selectRows<{ account: string; currency: string; total: string }>(
      db,
      sql`select distinct on (account, currency) account, currency,
            (available_after + frozen_after)::text as total
          from postings where user_id = ${userId} and created_at < ${at.toISOString()}
          order by account, currency, id desc`,
    );
  },

  /** Net amount per currency of the user's postings with one of `reasons` since `since`. */
  netByReason(db: DbOrTx, userId: number, since: Date, reasons: readonly string[]) {
    return selectRows<{ currency: string; amount: string }>(
      db,
      sql`select p.currency, sum(p.amount)::text as amount
          from postings p join journal_entries e on e.id = p.entry_id
          where p.user_id = ${userId} and p.created_at >= ${since.toISOString()}
            and e.reason in (${sql.join(reasons.map((r) => sql`${r}`), sql`, `)})
          group by p.currency`,
    );
  },

  /**
   * Frozen money that open orders hold in the spot wallet: the net of the frozen-side postings that
   * belong to spot orders (ref types spot_order and spot_trade: the freeze, its release, the trades
   * and buyer fees settled from it), plus any order_ reason.
   */
  orderFrozen(db: DbOrTx, userId: number) {
    return selectRows<{ currency: string; amount: string }>(
      db,
      sql`select p.currency, sum(p.amount)::text as amount
          from postings p join journal_entries e on e.id = p.entry_id
          where p.user_id = ${userId} and p.account = 'spot' and p.field = 'frozen'
            and (e.ref_type in ('spot_order', 'spot_trade') or e.reason like 'order\\_%')
          group by p.currency`,
    );
  },

  /** ICO tokens released into the ico wallet (reason ico_release): since `since` and in total. */
  icoReleased(db: DbOrTx, userId: number, since: Date) {
    return selectRows<{ currency: string; today: string; total: string }>(
      db,
      sql`select p.currency,
            coalesce(sum(p.amount) filter (where p.created_at >= ${since.toISOString()}), 0)::text as today,
            sum(p.amount)::text as total
          from postings p join journal_entries e on e.id = p.entry_id
          where p.user_id = ${userId} and p.account = 'ico' and p.amount > 0 and e.reason = 'ico_release'
          group by p.currency`,
    );
  },

  /** One page of log lines newest first, and how many lines match. */
  async logPage(db: DbOrTx, filter: LogFilter, limit: number, offset: number) {
    const where = sql`p.user_id = ${filter.userId} and p.created_at >= ${filter.since.toISOString()}
      and ${filter.tab} ${filter.currency ? sql`and p.currency = ${filter.currency}` : sql``}`;
    const [rows, totals] = await Promise.all([
      selectRows<LogLine>(
        db,
        sql`select p.id::text as posting_id, p.created_at, e.reason, e.ref_type, e.ref_id, e.memo,
              p.account, p.currency, p.field, p.amount::text as amount,
              p.available_after::text as available_after, p.frozen_after::text as frozen_after,
              t.from_account, t.to_account
            from postings p join journal_entries e on e.id = p.entry_id
            left join wallet_transfers t on e.ref_type = 'wallet_transfer' and e.ref_id = t.id::text
            where ${where}
            order by p.id desc limit ${limit} offset ${offset}`,
      ),
      selectRows<{ n: string | number }>(
        db,
        sql`select count(*) as n from postings p join journal_entries e on e.id = p.entry_id where ${where}`,
      ),
    ]);
    return { rows, total: Number(totals[0]?.n ?? 0) };
  },

  /** Claims (user, client id) for a new transfer; undefined when a transfer already holds it. */
  async claimTransfer(
    db: DbOrTx,
    row: Pick<TransferRow, 'userId' | 'clientId' | 'currency' | 'fromAccount' | 'toAccount' | 'amount'>,
  ): Promise<number | undefined> {
    const inserted = await db
      .insert(walletTransfers)
      .values(row)
      .onConflictDoNothing({ target: [walletTransfers.userId, walletTransfers.clientId] })
      .returning({ id: walletTransfers.id });
    return inserted[0]?.id;
  },

  async completeTransfer(
    db: DbOrTx,
    id: number,
    done: Pick<TransferRow, 'entryId' | 'fromBefore' | 'fromAfter' | 'toBefore' | 'toAfter'>,
  ): Promise<TransferRow> {
    const [row] = await db.update(walletTransfers).set(done).where(eq(walletTransfers.id, id)).returning();
    return row!;
  },

  async transferByClientId(db: DbOrTx, userId: number, clientId: string): Promise<TransferRow | undefined> {
    const rows = await db
      .select()
      .from(walletTransfers)
      .where(and(eq(walletTransfers.userId, userId), eq(walletTransfers.clientId, clientId)))
      .limit(1);
    return rows[0];
  },
};
