import { asc, count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { auditLedger } from './audit';
import type { Database, Db } from '../../db/client';
import { users } from '../../db/schema';
import { balances, journalEntries, postings } from './schema';
import { openTestDatabase } from '../../../test/helpers/database';
import { createLedger, type Ledger } from './service';
import { SYSTEM_ACCOUNTS } from './system-accounts';

/** Test-only: a fresh database with the platform users and a few customers, and a ledger on it. */
export interface LedgerFixture {
  database: Database;
  db: Db;
  ledger: Ledger;
  world: number;
  fees: number;
  /** Ordinary users, in id order. */
  customers: number[];
  close(): Promise<void>;
}

export async function openLedgerFixture(customerCount = 3): Promise<LedgerFixture> {
  const database = await openTestDatabase();
  const { db } = database;
  ignoreClosingConnectionErrors(database);
  const accounts = [
    ...SYSTEM_ACCOUNTS,
    ...Array.from({ length: customerCount }, (_, i) => `customer${i + 1}@test`),
  ];
  const rows = await db
    .insert(users)
    .values(
      accounts.map((account) => ({
        account,
        role: account.startsWith('system:') ? 'system' : 'user',
        inviteCode: account.toUpperCase(),
      })),
    )
    .returning({ id: users.id, account: users.account });
  const id = (account: string) => rows.find((r) => r.account === account)!.id;
  return {
    database,
    db,
    ledger: createLedger(db),
    world: id('system:world'),
    fees: id('system:fees'),
    customers: rows.filter((r) => !r.account.startsWith('system:')).map((r) => r.id),
    close: () => database.close(),
  };
}

/** Everything the ledger wrote, to prove that a rejected call changed nothing. */
export async function ledgerSnapshot(db: Db) {
  const rows = await db
    .select({
      userId: balances.userId,
      account: balances.account,
      currency: balances.currency,
      available: balances.available,
      frozen: balances.frozen,
    })
    .from(balances)
    .orderBy(asc(balances.userId), asc(balances.account), asc(balances.currency));
  const [entries] = await db.select({ n: count() }).from(journalEntries);
  const [legs] = await db.select({ n: count() }).from(postings);
  return { rows, entries: entries!.n, postings: legs!.n };
}

/** Runs a call that must be rejected with the AppError `key`, and proves it wrote nothing. */
export async function expectNothingWritten(db: Db, call: () => Promise<unknown>, key: string): Promise<void> {
  const before = await ledgerSnapshot(db);
  await expect(call()).rejects.toMatchObject({ key });
  expect(await ledgerSnapshot(db)).toEqual(before);
}

/**
 * pg's Pool.end() resolves before its sockets are closed, so the test helper's `drop database ...
 * with (force)` can kill connections that are still closing; with no listener, the pool rethrows that
 * as an uncaught error. An idle connection's error is harmless here: any real failure shows up in a query.
 */
export function ignoreClosingConnectionErrors(database: Database): void {
  if (database.kind !== 'postgres') return;
  (database.db as unknown as { $client: { on(event: 'error', fn: () => void): void } }).$client.on(
    'error',
    () => {},
  );
}

/** The state a ledger test file shares; fields are set by the hooks of useLedgerSuite. */
export interface LedgerSuite {
  f: LedgerFixture;
  alice: number;
  bob: number;
  /** Every test works in its own currency, so tests in one file never see each other's rows. */
  cur: string;
  deposit(userId: number, amount: string): ReturnType<Ledger['credit']>;
  expectRejected(call: () => Promise<unknown>, key: string): Promise<void>;
}

/** Opens a two-customer fixture for the file, a fresh currency per test, and audits after each test. */
export function useLedgerSuite(): LedgerSuite {
  let n = 0;
  const s = {
    deposit: (userId: number, amount: string) =>
      s.f.ledger.credit({ userId, account: 'spot', currency: s.cur, amount, reason: 'deposit', refType: 'test', refId: '1' }),
    expectRejected: (call: () => Promise<unknown>, key: string) => expectNothingWritten(s.f.db, call, key),
  } as LedgerSuite;
  beforeAll(async () => {
    s.f = await openLedgerFixture(2);
    [s.alice, s.bob] = s.f.customers as [number, number];
  });
  afterAll(() => s.f.close());
  beforeEach(() => {
    s.cur = `C${++n}`;
  });
  afterEach(async () => {
    expect((await auditLedger(s.f.db)).violations).toEqual([]);
  });
  return s;
}
