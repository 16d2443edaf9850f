import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useLedgerSuite } from './test-support';

const s = useLedgerSuite();
const DAY_MS = 86_400_000;

/** Moves every posting of the test's currency `days` into the past. */
const backdate = (days: number) =>
  s.f.db.execute(sql`update postings set created_at = created_at - make_interval(days => ${days}) where currency = ${s.cur}`);

describe('journal queries (what the wallet logs read)', () => {
  it('filters by reasons, reason prefixes taken literally, exclusions and direction', async () => {
    await s.deposit(s.alice, '10');
    await s.f.ledger.debit({ userId: s.alice, account: 'spot', currency: s.cur, amount: '1', reason: 'ico_subscribe' });
    // 'icoXrelease' would match the prefix 'ico_' if _ were LIKE's wildcard.
    await s.f.ledger.credit({ userId: s.alice, account: 'spot', currency: s.cur, amount: '2', reason: 'icoXrelease' });
    await s.f.ledger.credit({ userId: s.alice, account: 'spot', currency: s.cur, amount: '3', reason: 'ico_release' });
    const reasons = async (filter: Parameters<typeof s.f.ledger.journal>[1]) =>
      (await s.f.ledger.journal(s.alice, { currency: s.cur, ...filter })).items.map((l) => l.reason);

    expect(await reasons({ reasonPrefixes: ['ico_'] })).toEqual(['ico_release', 'ico_subscribe']);
    expect(await reasons({ reasonPrefixes: ['ico_'], excludeReasons: ['ico_release'] })).toEqual(['ico_subscribe']);
    expect(await reasons({ reasons: ['deposit', 'icoXrelease'] })).toEqual(['icoXrelease', 'deposit']);
    expect(await reasons({ reasons: [] })).toEqual([]);
    expect(await reasons({ direction: 'out' })).toEqual(['ico_subscribe']);
    expect(await s.f.ledger.journalTotals(s.alice, { currency: s.cur, direction: 'in' })).toEqual([{ currency: s.cur, amount: '15' }]);
    expect(await s.f.ledger.journalTotals(s.alice, { currency: s.cur })).toEqual([{ currency: s.cur, amount: '14' }]);
  });

  it('reads a time range, pages it and tells the balances as they stood at a moment', async () => {
    await s.deposit(s.alice, '10');
    await s.f.ledger.freeze({ userId: s.alice, account: 'spot', currency: s.cur, amount: '4', reason: 'order_freeze' });
    await backdate(2);
    await s.deposit(s.alice, '5');
    const now = Date.now();
    const yesterday = new Date(now - DAY_MS);

    const recent = await s.f.ledger.journal(s.alice, { currency: s.cur, since: yesterday });
    expect(recent.items.map((l) => [l.reason, l.amount, l.before, l.after])).toEqual([['deposit', '5', '6', '11']]);
    const older = await s.f.ledger.journal(s.alice, { currency: s.cur, until: yesterday, pageSize: 1, page: 2 });
    expect(older.total).toBe(3);
    expect(older.items.map((l) => [l.reason, l.field, l.amount])).toEqual([['order_freeze', 'available', '-4']]);

    const then = (await s.f.ledger.balancesAt(s.alice, yesterday)).filter((b) => b.currency === s.cur);
    expect(then).toEqual([{ account: 'spot', currency: s.cur, available: '6', frozen: '4' }]);
    expect((await s.f.ledger.balancesAt(s.alice, new Date(now - 3 * DAY_MS))).filter((b) => b.currency === s.cur)).toEqual([]);
  });
});
