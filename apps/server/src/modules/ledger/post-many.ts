import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/envelope';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import { compareRows, planEntry, rowKey, type Holding, type JournalEntryInput } from './entry';
import { LedgerError, type PostedEntry } from './post';
import { ensureRows, insertEntries, lockRows, moveBalances, type LockedRow } from './post-many-sql';
import type { PostingRow } from './repository';

interface RowState {
  available: Decimal;
  frozen: Decimal;
  allowNegative: boolean;
}

/**
 * Applies many journal entries as if `post` had been called for each in turn, in a constant number
 * of statements: create missing rows, lock every row in the global lock order, one conditional
 * update with each row's net change, one insert of the entries, one of the postings.
 *
 * All or nothing: if any entry would take a row below zero at the point where it comes (exactly
 * the check sequential `post` calls would make), nothing is written and it throws
 * AppError('INSUFFICIENT_BALANCE'); the caller can then post one by one to find the offender.
 * Each posting's available_after/frozen_after is the row's balance right after that leg, as
 * sequential posting would have written it.
 */
export async function postMany(db: DbOrTx, entries: readonly JournalEntryInput[]): Promise<PostedEntry[]> {
  if (entries.length === 0) return [];
  const plans = entries.map((entry) => {
    const plan = planEntry(entry);
    if (!plan.ok) {
      if (plan.rejection === 'INVALID_AMOUNT') throw new AppError('INVALID_AMOUNT', plan.detail);
      throw new LedgerError(plan.rejection, plan.detail);
    }
    return plan;
  });
  const net = new Map<string, Holding & { available: Decimal; frozen: Decimal }>();
  for (const plan of plans) {
    for (const row of plan.rows) {
      const key = rowKey(row);
      const sum = net.get(key) ?? { userId: row.userId, account: row.account, currency: row.currency, available: new Decimal(0), frozen: new Decimal(0) };
      sum.available = sum.available.plus(row.available);
      sum.frozen = sum.frozen.plus(row.frozen);
      net.set(key, sum);
    }
  }
  const rows = [...net.values()].sort(compareRows);
  return db.transaction(async (tx) => {
    // Most rows exist already: lock first, and create the missing ones only when some are.
    let locked = await lockRows(tx, rows);
    if (locked.length < rows.length) {
      await ensureRows(tx, rows);
      locked = await lockRows(tx, rows);
    }
    const state = new Map<string, RowState>(locked.map((r: LockedRow) => [rowKey({ userId: Number(r.user_id), account: r.account as Holding['account'], currency: r.currency }), stateOf(r)]));
    const posted: { entry: JournalEntryInput; postings: PostingRow[] }[] = [];
    for (const [i, plan] of plans.entries()) {
      const entry = entries[i]!;
      const before = new Map<string, { available: Decimal; frozen: Decimal }>();
      for (const row of plan.rows) {
        const s = state.get(rowKey(row));
        if (!s) throw new Error(`ledger: balance row ${rowKey(row)} missing after ensureRows`);
        before.set(rowKey(row), { available: s.available, frozen: s.frozen });
        const available = s.available.plus(row.available);
        const frozen = s.frozen.plus(row.frozen);
        if ((!s.allowNegative && available.isNegative()) || frozen.isNegative())
          throw new AppError('INSUFFICIENT_BALANCE', `${row.userId}/${row.account}/${row.currency}`);
        s.available = available;
        s.frozen = frozen;
      }
      // Each leg's "after", walking the entry's legs from where its rows stood (as `post` does).
      const postings = entry.legs.map((leg, j) => {
        const s = before.get(rowKey(leg))!;
        const amount = plan.amounts[j]!;
        s[leg.field] = s[leg.field].plus(amount);
        return {
          userId: leg.userId,
          account: leg.account,
          currency: leg.currency,
          field: leg.field,
          amount: normalizeDecimal(amount),
          availableAfter: normalizeDecimal(s.available),
          frozenAfter: normalizeDecimal(s.frozen),
        };
      });
      posted.push({ entry, postings });
    }
    // The rows are locked and were checked above; the update keeps the database's own condition
    // as the final guard, and must change every row.
    const moved = await moveBalances(tx, rows);
    if (moved !== rows.length) throw new AppError('INSUFFICIENT_BALANCE', 'a balance changed under its lock');
    const ids = await insertEntries(tx, posted);
    return posted.map((p, i) => ({ entryId: ids[i]!, postings: p.postings }));
  });
}

function stateOf(r: LockedRow): RowState {
  return { available: new Decimal(r.available), frozen: new Decimal(r.frozen), allowNegative: Number(r.allow_negative) === 1 };
}
