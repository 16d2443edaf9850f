import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, formatAuditReport, type AuditCheck, type AuditReport } from './audit';
import { createFrozenHolderRegistry, type FrozenHolder } from './frozen-holders';
import { createLedger } from './service';
import { openLedgerFixture, type LedgerFixture } from './test-support';

let f: LedgerFixture;
beforeAll(async () => {
  f = await openLedgerFixture(2);
  const [alice, bob] = f.customers as [number, number];
  await f.ledger.credit({
    userId: alice,
    account: 'spot',
    currency: 'USDT',
    amount: '100',
    reason: 'deposit',
  });
  await f.ledger.freeze({
    userId: alice,
    account: 'spot',
    currency: 'USDT',
    amount: '40',
    reason: 'order_freeze',
  });
  await f.ledger.settleFrozen({
    from: { userId: alice, account: 'spot' },
    to: { userId: bob, account: 'spot' },
    currency: 'USDT',
    amount: '30',
    reason: 'trade',
  });
  await f.ledger.debit({
    userId: bob,
    account: 'spot',
    currency: 'USDT',
    amount: '1',
    reason: 'fee',
    to: 'system:fees',
  });
  await f.ledger.credit({
    userId: bob,
    account: 'futures',
    currency: 'BTC',
    amount: '0.5',
    reason: 'deposit',
  });
});
afterAll(() => f.close());

/** Tampers inside a transaction, audits what it sees, then rolls it back for the next case. */
async function auditAfter(statement: ReturnType<typeof sql>): Promise<AuditReport> {
  let report: AuditReport | undefined;
  const undo = new Error('undo');
  await f.db
    .transaction(async (tx) => {
      await tx.execute(statement);
      report = await auditLedger(tx);
      throw undo;
    })
    .catch((err) => {
      if (err !== undo) throw err;
    });
  return report!;
}

describe('auditLedger', () => {
  it('finds nothing wrong with what the ledger wrote, and counts it', async () => {
    const report = await auditLedger(f.db);
    expect(report.violations).toEqual([]);
    expect(report.counts).toEqual({ balanceRows: 6, holders: 4, entries: 5, postings: 10, currencies: 2 });
    expect(formatAuditReport(report)).toContain('OK: no violations');
  });

  const tampering: [string, AuditCheck[], ReturnType<typeof sql>][] = [
    [
      'a balance edited by hand',
      ['balance_mismatch'],
      sql`update balances set available = available + 1 where currency = 'BTC' and allow_negative = 0`,
    ],
    [
      'a frozen amount edited by hand',
      ['balance_mismatch'],
      sql`update balances set frozen = frozen + 0.5 where frozen > 0`,
    ],
    [
      'a posting after-balance edited by hand',
      ['posting_chain_broken'],
      sql`update postings set available_after = available_after + 1 where id = (select max(id) from postings)`,
    ],
    [
      'an entry with no postings',
      ['empty_entry'],
      sql`insert into journal_entries (reason) values ('orphan')`,
    ],
    [
      'a one-legged entry',
      ['currency_unbalanced', 'entry_unbalanced', 'balance_mismatch'],
      sql`with e as (insert into journal_entries (reason) values ('bad') returning id)
        insert into postings (entry_id, user_id, account, currency, field, amount, available_after, frozen_after)
        select e.id, 999, 'spot', 'USDT', 'available', 5, 5, 0 from e`,
    ],
    [
      'a customer row allowed to go negative',
      ['allow_negative_misused', 'negative_balance', 'balance_mismatch'],
      sql`update balances set allow_negative = 1, available = -1 where currency = 'BTC' and user_id <> (select id from users where account = 'system:world')`,
    ],
  ];

  it.each(tampering)('reports %s', async (_name, expected, statement) => {
    const report = await auditAfter(statement);
    expect([...new Set(report.violations.map((v) => v.check))].sort()).toEqual([...expected].sort());
    const text = formatAuditReport(report);
    expect(text).toContain('FAILED');
    for (const check of expected) expect(text).toContain(`[${check}]`);
  });

  it('still finds the real ledger sound after the tampering was rolled back', async () => {
    expect((await auditLedger(f.db)).violations).toEqual([]);
  });
});

describe('frozen holders', () => {
  /** A holder of the fixture's open freeze: alice's 10 USDT left frozen under ref type '' after the trade. */
  const holderOf = (held: string, refTypes: readonly string[] = ['']): FrozenHolder => ({
    name: 'test holds',
    kind: 'order',
    account: 'spot',
    refTypes,
    held: sql`select ${f.customers[0]!}::int as user_id, 'USDT' as currency, ${held}::numeric as held`,
  });
  const checksOf = (report: AuditReport) => report.violations.map((v) => v.check);

  it('passes when the registered holders hold exactly what is frozen', async () => {
    const ledger = createLedger(f.db);
    ledger.registerFrozenHolder(holderOf('10'));
    expect((await ledger.audit()).violations).toEqual([]);
  });

  it('reports a holder whose items hold less or more than its frozen postings', async () => {
    const report = await auditLedger(f.db, [holderOf('7')]);
    expect(report.violations).toEqual([
      { check: 'frozen_not_held', message: `user ${f.customers[0]} spot USDT: 10 frozen for test holds, but they hold 7` },
    ]);
  });

  it('reports frozen money that no registered holder claims', async () => {
    expect(checksOf(await auditLedger(f.db, []))).toEqual(['frozen_unclaimed']);
    // A holder of other ref types does not vouch for this freeze either.
    const report = await auditLedger(f.db, [holderOf('0', ['spot_order'])]);
    expect(report.violations).toEqual([
      {
        check: 'frozen_unclaimed',
        message: `user ${f.customers[0]} spot USDT: 10 frozen under ref type '', which no registered frozen holder claims`,
      },
    ]);
  });

  it('lets one holder claim a ref type of a wallet, once', () => {
    const registry = createFrozenHolderRegistry();
    const holder = holderOf('10', ['spot_order']);
    registry.register(holder);
    registry.register(holder);
    expect(registry.list()).toEqual([holder]);
    expect(() => registry.register({ ...holder, name: 'other' })).toThrow(/already claimed by 'test holds'/);
    expect(() => registry.register({ ...holder, refTypes: ['x'] })).toThrow(/already registered/);
    expect(() => registry.register({ ...holder, name: 'none', refTypes: [] })).toThrow(/claims no ref type/);
    registry.register({ ...holder, name: 'futures', account: 'futures' });
    expect(registry.list().map((h) => h.name)).toEqual(['test holds', 'futures']);
  });
});
