import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from './audit';
import { LedgerError } from './post';
import { expectNothingWritten, ledgerSnapshot, openLedgerFixture, type LedgerFixture } from './test-support';

let f: LedgerFixture;
let alice: number;
let bob: number;
// Every test works in its own currency, so tests in one file never see each other's rows.
let cur: string;
let n = 0;

beforeAll(async () => {
  f = await openLedgerFixture(2);
  [alice, bob] = f.customers as [number, number];
});
afterAll(() => f.close());
beforeEach(() => {
  cur = `C${++n}`;
});
afterEach(async () => {
  expect((await auditLedger(f.db)).violations).toEqual([]);
});

const deposit = (userId: number, amount: string) =>
  f.ledger.credit({
    userId,
    account: 'spot',
    currency: cur,
    amount,
    reason: 'deposit',
    refType: 'test',
    refId: '1',
  });
const expectRejected = (call: () => Promise<unknown>, key: string) => expectNothingWritten(f.db, call, key);

describe('post', () => {
  const leg = (userId: number, field: 'available' | 'frozen', amount: string, currency = cur) => ({
    userId,
    account: 'spot' as const,
    currency,
    field,
    amount,
  });

  it('applies a multi-currency trade with a fee as one entry', async () => {
    await deposit(alice, '100');
    await f.ledger.credit({
      userId: bob,
      account: 'spot',
      currency: `${cur}B`,
      amount: '2',
      reason: 'deposit',
    });
    await f.ledger.freeze({
      userId: alice,
      account: 'spot',
      currency: cur,
      amount: '50',
      reason: 'order_freeze',
    });
    const posted = await f.ledger.post({
      reason: 'trade',
      refType: 'trade',
      refId: '42',
      legs: [
        leg(alice, 'frozen', '-50'),
        leg(bob, 'available', '49.9'),
        leg(f.fees, 'available', '0.1'),
        leg(bob, 'available', '-1', `${cur}B`),
        leg(alice, 'available', '1', `${cur}B`),
      ],
    });
    expect(posted.postings).toHaveLength(5);
    expect(await f.ledger.balance(bob, 'spot', cur)).toEqual({ available: '49.9', frozen: '0' });
    expect(await f.ledger.balance(alice, 'spot', `${cur}B`)).toEqual({ available: '1', frozen: '0' });
  });

  it('rolls the whole entry back when its last leg cannot be paid', async () => {
    await deposit(alice, '10');
    await expectRejected(
      () =>
        f.ledger.post({
          reason: 'trade',
          legs: [leg(bob, 'available', '5'), leg(alice, 'available', '-3'), leg(alice, 'frozen', '-2')],
        }),
      'INSUFFICIENT_BALANCE',
    );
  });

  it('throws LedgerError on an unbalanced or malformed entry and writes nothing', async () => {
    await deposit(alice, '10');
    const before = await ledgerSnapshot(f.db);
    await expect(
      f.ledger.post({ reason: 'trade', legs: [leg(alice, 'available', '-3'), leg(bob, 'available', '2')] }),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      f.ledger.post({ reason: 'trade', legs: [leg(alice, 'available', '-3')] }),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      f.ledger.post({
        reason: 'x',
        legs: [{ ...leg(alice, 'available', '-1'), account: 'margin' as never }, leg(bob, 'available', '1')],
      }),
    ).rejects.toBeInstanceOf(LedgerError);
    expect(await ledgerSnapshot(f.db)).toEqual(before);
  });
});

describe("inside the caller's transaction", () => {
  it('rolls back with the caller', async () => {
    await deposit(alice, '10');
    const before = await ledgerSnapshot(f.db);
    await expect(
      f.db.transaction(async (tx) => {
        await f.ledger.freeze(
          { userId: alice, account: 'spot', currency: cur, amount: '4', reason: 'order_freeze' },
          tx,
        );
        expect(await f.ledger.balance(alice, 'spot', cur, tx)).toEqual({ available: '6', frozen: '4' });
        throw new Error('order insert failed');
      }),
    ).rejects.toThrow('order insert failed');
    expect(await ledgerSnapshot(f.db)).toEqual(before);
  });

  it('leaves nothing half-written when the caller catches a rejection and commits', async () => {
    await deposit(alice, '10');
    await f.db.transaction(async (tx) => {
      await f.ledger.freeze(
        { userId: alice, account: 'spot', currency: cur, amount: '1', reason: 'order_freeze' },
        tx,
      );
      const bad = f.ledger.post(
        {
          reason: 'trade',
          legs: [
            { userId: bob, account: 'spot', currency: cur, field: 'available', amount: '20' },
            { userId: alice, account: 'spot', currency: cur, field: 'available', amount: '-20' },
          ],
        },
        tx,
      );
      await expect(bad).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' });
    });
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '9', frozen: '1' });
    expect(await f.ledger.balance(bob, 'spot', cur)).toEqual({ available: '0', frozen: '0' });
  });
});

describe('journal', () => {
  it('pages a user’s postings newest first with before and after', async () => {
    await deposit(alice, '10');
    await f.ledger.freeze({
      userId: alice,
      account: 'spot',
      currency: cur,
      amount: '4',
      reason: 'order_freeze',
      refType: 'order',
      refId: '9',
    });
    await f.ledger.transfer({
      from: { userId: alice, account: 'spot' },
      to: { userId: alice, account: 'futures' },
      currency: cur,
      amount: '1',
      reason: 'transfer',
    });
    const page = await f.ledger.journal(alice, { currency: cur, pageSize: 3 });
    expect(page.total).toBe(5);
    expect(page.items.map((l) => [l.reason, l.account, l.field, l.amount, l.before, l.after])).toEqual([
      ['transfer', 'futures', 'available', '1', '0', '1'],
      ['transfer', 'spot', 'available', '-1', '6', '5'],
      ['order_freeze', 'spot', 'frozen', '4', '0', '4'],
    ]);
    const next = await f.ledger.journal(alice, { currency: cur, page: 2, pageSize: 3 });
    expect(next.items.map((l) => [l.reason, l.field, l.before, l.after, l.refType])).toEqual([
      ['order_freeze', 'available', '10', '6', 'order'],
      ['deposit', 'available', '0', '10', 'test'],
    ]);
    expect(
      (await f.ledger.journal(alice, { currency: cur, reason: 'transfer', account: 'spot' })).items,
    ).toHaveLength(1);
    expect(next.items[0]!.createdAt).toBeInstanceOf(Date);
  });
});
