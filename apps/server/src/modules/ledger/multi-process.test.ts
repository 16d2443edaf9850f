import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { usingPostgres } from '../../../test/helpers/database';
import { auditLedger } from './audit';
import { selectRows } from './repository';
import { createLedger, type Ledger } from './service';
import { ignoreClosingConnectionErrors, openLedgerFixture, type LedgerFixture } from './test-support';

/**
 * Two connection pools on one PostgreSQL database stand for two server processes: nothing in
 * JavaScript is shared between them, so only the database's row locks keep the balance whole.
 */
describe.skipIf(!usingPostgres())('two processes on one PostgreSQL database', () => {
  let f: LedgerFixture;
  const processes: { database: Database; ledger: Ledger }[] = [];

  beforeAll(async () => {
    f = await openLedgerFixture(3);
    const [{ name }] = (await selectRows<{ name: string }>(f.db, sql`select current_database() as name`)) as [
      { name: string },
    ];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
      ignoreClosingConnectionErrors(database);
      processes.push({ database, ledger: createLedger(database.db) });
    }
  });
  afterAll(async () => {
    for (const p of processes) await p.database.close();
    await f.close();
  });

  it('pays out a balance exactly once however the calls are spread', async () => {
    const [alice, bob, carol] = f.customers as [number, number, number];
    await f.ledger.credit({
      userId: alice,
      account: 'spot',
      currency: 'USDT',
      amount: '100',
      reason: 'deposit',
    });
    for (const userId of [bob, carol])
      await f.ledger.credit({ userId, account: 'spot', currency: 'BTC', amount: '10', reason: 'deposit' });
    for (const userId of [bob, carol])
      await f.ledger.credit({ userId, account: 'spot', currency: 'USDT', amount: '100', reason: 'deposit' });

    const takers = Array.from({ length: 300 }, (_, i) => {
      const { ledger } = processes[i % 2]!;
      const common = {
        userId: alice,
        account: 'spot' as const,
        currency: 'USDT',
        amount: '1',
        reason: 'race',
      };
      if (i % 3 === 0) return ledger.debit(common);
      if (i % 3 === 1) return ledger.freeze(common);
      return ledger.transfer({
        from: { userId: alice, account: 'spot' },
        to: { userId: bob, account: 'futures' },
        currency: 'USDT',
        amount: '1',
        reason: 'transfer',
      });
    });
    // Meanwhile bob and carol swap back and forth, listing rows in both orders, from both processes.
    const swaps = Array.from({ length: 100 }, (_, i) => {
      const [p, q] = i % 2 ? [bob, carol] : [carol, bob];
      const legs = [
        { userId: p, account: 'spot' as const, currency: 'BTC', field: 'available' as const, amount: '-0.1' },
        { userId: q, account: 'spot' as const, currency: 'BTC', field: 'available' as const, amount: '0.1' },
        { userId: q, account: 'spot' as const, currency: 'USDT', field: 'available' as const, amount: '-1' },
        { userId: p, account: 'spot' as const, currency: 'USDT', field: 'available' as const, amount: '1' },
      ];
      return processes[(i >> 1) % 2]!.ledger.post({
        reason: 'trade',
        legs: i % 4 < 2 ? legs : legs.reverse(),
      });
    });

    const results = await Promise.allSettled([...takers, ...swaps]);
    const failures = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as { key?: string });
    expect(failures.every((e) => e.key === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(failures).toHaveLength(200);
    const balance = await f.ledger.balance(alice, 'spot', 'USDT');
    expect(balance.available).toBe('0');
    const report = await auditLedger(processes[1]!.database.db);
    expect(report.violations).toEqual([]);
    for (const userId of [bob, carol])
      expect(await f.ledger.balance(userId, 'spot', 'BTC')).toEqual({ available: '10', frozen: '0' });
  });
});
