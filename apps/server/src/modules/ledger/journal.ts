import type { DbOrTx } from '../../db/client';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import type { Account, BalanceField } from './entry';
import { journalPage, type JournalFilter } from './journal-sql';

export type { JournalFilter } from './journal-sql';

/** Paging and filters of a wallet log; pages start at 1. */
export interface JournalQuery extends JournalFilter {
  page?: number;
  pageSize?: number;
}

/** One line of the wallet log: one posting on one of the user's rows. */
export interface JournalLine {
  postingId: number;
  entryId: number;
  reason: string;
  refType: string;
  refId: string;
  memo: string;
  account: Account;
  currency: string;
  field: BalanceField;
  /** Signed: negative when money left this half of the row. */
  amount: string;
  /** The moved half (available or frozen) before and after this posting. */
  before: string;
  after: string;
  availableAfter: string;
  frozenAfter: string;
  createdAt: Date;
}

/** One page of the wallet log and the number of lines across all pages. */
export interface JournalPage {
  items: JournalLine[];
  total: number;
  page: number;
  pageSize: number;
}

/** A client cannot ask for more lines than this in one page. */
export const MAX_PAGE_SIZE = 100;

/** A user's postings newest first; "before" is derived from "after", which each posting stores. */
export async function readJournal(db: DbOrTx, userId: number, query: JournalQuery): Promise<JournalPage> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize ?? 20)));
  const { rows, total } = await journalPage(db, userId, query, pageSize, (page - 1) * pageSize);
  const items = rows.map(({ posting: p, ...entry }): JournalLine => {
    const field = p.field as BalanceField;
    const after = field === 'available' ? p.availableAfter : p.frozenAfter;
    return {
      postingId: p.id,
      entryId: p.entryId,
      ...entry,
      account: p.account as Account,
      currency: p.currency,
      field,
      amount: normalizeDecimal(p.amount),
      before: normalizeDecimal(new Decimal(after).minus(p.amount)),
      after: normalizeDecimal(after),
      availableAfter: normalizeDecimal(p.availableAfter),
      frozenAfter: normalizeDecimal(p.frozenAfter),
      createdAt: p.createdAt,
    };
  });
  return { items, total, page, pageSize };
}
