import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from './audit';
import { expectNothingWritten, openLedgerFixture, type LedgerFixture } from './test-support';

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

describe('freeze, unfreeze, settle, transfer', () => {
  it('freezes and unfreezes within one row', async () => {
    await deposit(alice, '10');
    const frozen = await f.ledger.freeze({
      userId: alice,
      account: 'spot',
      currency: cur,
      amount: '4',
      reason: 'order_freeze',
      refType: 'order',
      refId: '7',
    });
    expect(frozen.postings.map((p) => [p.field, p.amount, p.availableAfter, p.frozenAfter])).toEqual([
      ['available', '-4', '6', '0'],
      ['frozen', '4', '6', '4'],
    ]);
    await expectRejected(
      () =>
        f.ledger.freeze({
          userId: alice,
          account: 'spot',
          currency: cur,
          amount: '6.1',
          reason: 'order_freeze',
        }),
      'INSUFFICIENT_BALANCE',
    );
    await expectRejected(
      () =>
        f.ledger.unfreeze({
          userId: alice,
          account: 'spot',
          currency: cur,
          amount: '4.1',
          reason: 'order_cancel',
        }),
      'INSUFFICIENT_BALANCE',
    );
    await f.ledger.unfreeze({
      userId: alice,
      account: 'spot',
      currency: cur,
      amount: '1.5',
      reason: 'order_cancel',
    });
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '7.5', frozen: '2.5' });
  });

  it("settles from the payer's frozen money into the receiver's available", async () => {
    await deposit(alice, '10');
    await f.ledger.freeze({
      userId: alice,
      account: 'spot',
      currency: cur,
      amount: '8',
      reason: 'order_freeze',
    });
    const pay = {
      from: { userId: alice, account: 'spot' as const },
      to: { userId: bob, account: 'spot' as const },
      currency: cur,
      reason: 'trade',
    };
    await f.ledger.settleFrozen({ ...pay, amount: '5' });
    await expectRejected(() => f.ledger.settleFrozen({ ...pay, amount: '3.01' }), 'INSUFFICIENT_BALANCE');
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '2', frozen: '3' });
    expect(await f.ledger.balance(bob, 'spot', cur)).toEqual({ available: '5', frozen: '0' });
  });

  it('transfers between wallets and between users', async () => {
    await deposit(alice, '10');
    await f.ledger.transfer({
      from: { userId: alice, account: 'spot' },
      to: { userId: alice, account: 'futures' },
      currency: cur,
      amount: '4',
      reason: 'transfer',
    });
    await f.ledger.transfer({
      from: { userId: alice, account: 'futures' },
      to: { userId: bob, account: 'fiat' },
      currency: cur,
      amount: '1',
      reason: 'p2p_release',
    });
    await expectRejected(
      () =>
        f.ledger.transfer({
          from: { userId: alice, account: 'futures' },
          to: { userId: alice, account: 'spot' },
          currency: cur,
          amount: '3.5',
          reason: 'transfer',
        }),
      'INSUFFICIENT_BALANCE',
    );
    expect(await f.ledger.balancesOf(alice)).toEqual(
      expect.arrayContaining([
        { account: 'futures', currency: cur, available: '3', frozen: '0' },
        { account: 'spot', currency: cur, available: '6', frozen: '0' },
      ]),
    );
    expect(await f.ledger.balancesOf(bob, 'fiat')).toEqual([
      { account: 'fiat', currency: cur, available: '1', frozen: '0' },
    ]);
    expect(await f.ledger.balance(bob, 'ico', cur)).toEqual({ available: '0', frozen: '0' });
  });
});
