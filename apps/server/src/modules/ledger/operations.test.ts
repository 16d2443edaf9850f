import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balances } from '../../db/schema';
import { auditLedger } from './audit';
import { LedgerError } from './post';
import { ledgerSnapshot, openLedgerFixture, type LedgerFixture } from './test-support';

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

const ref = { reason: 'deposit', refType: 'test', refId: '1' };
const deposit = (userId: number, amount: string, account: 'spot' | 'futures' = 'spot') =>
  f.ledger.credit({ userId, account, currency: cur, amount, ...ref });

/** Runs a call that must be rejected with `key` and proves it wrote nothing. */
async function expectRejected(call: () => Promise<unknown>, key: string) {
  const before = await ledgerSnapshot(f.db);
  await expect(call()).rejects.toMatchObject({ key });
  expect(await ledgerSnapshot(f.db)).toEqual(before);
}

describe('credit and debit', () => {
  it('a deposit comes from system:world, which alone goes negative', async () => {
    const posted = await deposit(alice, '100.5');
    expect(posted.postings).toEqual([
      { userId: f.world, account: 'spot', currency: cur, field: 'available', amount: '-100.5', availableAfter: '-100.5', frozenAfter: '0' },
      { userId: alice, account: 'spot', currency: cur, field: 'available', amount: '100.5', availableAfter: '100.5', frozenAfter: '0' },
    ]);
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '100.5', frozen: '0' });
    expect(await f.ledger.balance(f.world, 'spot', cur)).toEqual({ available: '-100.5', frozen: '0' });
    const flags = await f.db.select({ userId: balances.userId, allow: balances.allowNegative }).from(balances).where(eq(balances.currency, cur));
    expect(Object.fromEntries(flags.map((r) => [r.userId, r.allow]))).toEqual({ [f.world]: 1, [alice]: 0 });
  });

  it('a withdrawal goes back to system:world; a fee goes to system:fees', async () => {
    await deposit(alice, '10');
    await f.ledger.debit({ userId: alice, account: 'spot', currency: cur, amount: '3', reason: 'withdrawal' });
    await f.ledger.debit({ userId: alice, account: 'spot', currency: cur, amount: '0.25', reason: 'fee', to: 'system:fees' });
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '6.75', frozen: '0' });
    expect(await f.ledger.balance(f.world, 'spot', cur)).toEqual({ available: '-7', frozen: '0' });
    expect(await f.ledger.balance(f.fees, 'spot', cur)).toEqual({ available: '0.25', frozen: '0' });
  });

  it('a platform account other than the world pays only what it holds', async () => {
    await expectRejected(() => f.ledger.credit({ userId: alice, account: 'spot', currency: cur, amount: '1', reason: 'rebate', from: 'system:fees' }), 'INSUFFICIENT_BALANCE');
  });

  it('refuses to overdraw and writes nothing', async () => {
    await deposit(alice, '5');
    await expectRejected(() => f.ledger.debit({ userId: alice, account: 'spot', currency: cur, amount: '5.000000000000000001', reason: 'withdrawal' }), 'INSUFFICIENT_BALANCE');
    await expectRejected(() => f.ledger.debit({ userId: bob, account: 'spot', currency: cur, amount: '1', reason: 'withdrawal' }), 'INSUFFICIENT_BALANCE');
    await f.ledger.debit({ userId: alice, account: 'spot', currency: cur, amount: '5', reason: 'withdrawal' });
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '0', frozen: '0' });
  });

  it.each(['0', '-1', '1e3', 'abc', '', '0.0000000000000000001', '1000000000000000000'])('rejects the amount %j everywhere', async (amount) => {
    await deposit(alice, '10');
    const input = { userId: alice, account: 'spot' as const, currency: cur, amount, reason: 'x' };
    const pay = { from: { userId: alice, account: 'spot' as const }, to: { userId: bob, account: 'spot' as const }, currency: cur, amount, reason: 'x' };
    for (const call of [
      () => f.ledger.credit(input),
      () => f.ledger.debit(input),
      () => f.ledger.freeze(input),
      () => f.ledger.unfreeze(input),
      () => f.ledger.transfer(pay),
      () => f.ledger.settleFrozen(pay),
    ]) {
      await expectRejected(call, 'INVALID_AMOUNT');
    }
  });

  it('keeps all 18 decimals exactly', async () => {
    for (let i = 0; i < 3; i++) await deposit(alice, '0.100000000000000001');
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '0.300000000000000003', frozen: '0' });
  });
});

describe('freeze, unfreeze, settle, transfer', () => {
  it('freezes and unfreezes within one row', async () => {
    await deposit(alice, '10');
    const frozen = await f.ledger.freeze({ userId: alice, account: 'spot', currency: cur, amount: '4', reason: 'order_freeze', refType: 'order', refId: '7' });
    expect(frozen.postings.map((p) => [p.field, p.amount, p.availableAfter, p.frozenAfter])).toEqual([
      ['available', '-4', '6', '0'],
      ['frozen', '4', '6', '4'],
    ]);
    await expectRejected(() => f.ledger.freeze({ userId: alice, account: 'spot', currency: cur, amount: '6.1', reason: 'order_freeze' }), 'INSUFFICIENT_BALANCE');
    await expectRejected(() => f.ledger.unfreeze({ userId: alice, account: 'spot', currency: cur, amount: '4.1', reason: 'order_cancel' }), 'INSUFFICIENT_BALANCE');
    await f.ledger.unfreeze({ userId: alice, account: 'spot', currency: cur, amount: '1.5', reason: 'order_cancel' });
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '7.5', frozen: '2.5' });
  });

  it("settles from the payer's frozen money into the receiver's available", async () => {
    await deposit(alice, '10');
    await f.ledger.freeze({ userId: alice, account: 'spot', currency: cur, amount: '8', reason: 'order_freeze' });
    const pay = { from: { userId: alice, account: 'spot' as const }, to: { userId: bob, account: 'spot' as const }, currency: cur, reason: 'trade' };
    await f.ledger.settleFrozen({ ...pay, amount: '5' });
    await expectRejected(() => f.ledger.settleFrozen({ ...pay, amount: '3.01' }), 'INSUFFICIENT_BALANCE');
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '2', frozen: '3' });
    expect(await f.ledger.balance(bob, 'spot', cur)).toEqual({ available: '5', frozen: '0' });
  });

  it('transfers between wallets and between users', async () => {
    await deposit(alice, '10');
    await f.ledger.transfer({ from: { userId: alice, account: 'spot' }, to: { userId: alice, account: 'futures' }, currency: cur, amount: '4', reason: 'transfer' });
    await f.ledger.transfer({ from: { userId: alice, account: 'futures' }, to: { userId: bob, account: 'fiat' }, currency: cur, amount: '1', reason: 'p2p_release' });
    await expectRejected(
      () => f.ledger.transfer({ from: { userId: alice, account: 'futures' }, to: { userId: alice, account: 'spot' }, currency: cur, amount: '3.5', reason: 'transfer' }),
      'INSUFFICIENT_BALANCE',
    );
    expect(await f.ledger.balancesOf(alice)).toEqual(
      expect.arrayContaining([
        { account: 'futures', currency: cur, available: '3', frozen: '0' },
        { account: 'spot', currency: cur, available: '6', frozen: '0' },
      ]),
    );
    expect(await f.ledger.balancesOf(bob, 'fiat')).toEqual([{ account: 'fiat', currency: cur, available: '1', frozen: '0' }]);
    expect(await f.ledger.balance(bob, 'ico', cur)).toEqual({ available: '0', frozen: '0' });
  });
});

describe('post', () => {
  const leg = (userId: number, field: 'available' | 'frozen', amount: string, currency = cur) => ({ userId, account: 'spot' as const, currency, field, amount });

  it('applies a multi-currency trade with a fee as one entry', async () => {
    await deposit(alice, '100');
    await f.ledger.credit({ userId: bob, account: 'spot', currency: `${cur}B`, amount: '2', reason: 'deposit' });
    await f.ledger.freeze({ userId: alice, account: 'spot', currency: cur, amount: '50', reason: 'order_freeze' });
    const posted = await f.ledger.post({
      reason: 'trade',
      refType: 'trade',
      refId: '42',
      legs: [leg(alice, 'frozen', '-50'), leg(bob, 'available', '49.9'), leg(f.fees, 'available', '0.1'), leg(bob, 'available', '-1', `${cur}B`), leg(alice, 'available', '1', `${cur}B`)],
    });
    expect(posted.postings).toHaveLength(5);
    expect(await f.ledger.balance(bob, 'spot', cur)).toEqual({ available: '49.9', frozen: '0' });
    expect(await f.ledger.balance(alice, 'spot', `${cur}B`)).toEqual({ available: '1', frozen: '0' });
  });

  it('rolls the whole entry back when its last leg cannot be paid', async () => {
    await deposit(alice, '10');
    await expectRejected(() => f.ledger.post({ reason: 'trade', legs: [leg(bob, 'available', '5'), leg(alice, 'available', '-3'), leg(alice, 'frozen', '-2')] }), 'INSUFFICIENT_BALANCE');
  });

  it('throws LedgerError on an unbalanced or malformed entry and writes nothing', async () => {
    await deposit(alice, '10');
    const before = await ledgerSnapshot(f.db);
    await expect(f.ledger.post({ reason: 'trade', legs: [leg(alice, 'available', '-3'), leg(bob, 'available', '2')] })).rejects.toBeInstanceOf(LedgerError);
    await expect(f.ledger.post({ reason: 'trade', legs: [leg(alice, 'available', '-3')] })).rejects.toBeInstanceOf(LedgerError);
    await expect(f.ledger.post({ reason: 'x', legs: [{ ...leg(alice, 'available', '-1'), account: 'margin' as never }, leg(bob, 'available', '1')] })).rejects.toBeInstanceOf(LedgerError);
    expect(await ledgerSnapshot(f.db)).toEqual(before);
  });
});

describe("inside the caller's transaction", () => {
  it('rolls back with the caller', async () => {
    await deposit(alice, '10');
    const before = await ledgerSnapshot(f.db);
    await expect(
      f.db.transaction(async (tx) => {
        await f.ledger.freeze({ userId: alice, account: 'spot', currency: cur, amount: '4', reason: 'order_freeze' }, tx);
        expect(await f.ledger.balance(alice, 'spot', cur, tx)).toEqual({ available: '6', frozen: '4' });
        throw new Error('order insert failed');
      }),
    ).rejects.toThrow('order insert failed');
    expect(await ledgerSnapshot(f.db)).toEqual(before);
  });

  it('leaves nothing half-written when the caller catches a rejection and commits', async () => {
    await deposit(alice, '10');
    await f.db.transaction(async (tx) => {
      await f.ledger.freeze({ userId: alice, account: 'spot', currency: cur, amount: '1', reason: 'order_freeze' }, tx);
      const bad = f.ledger.post(
        { reason: 'trade', legs: [{ userId: bob, account: 'spot', currency: cur, field: 'available', amount: '20' }, { userId: alice, account: 'spot', currency: cur, field: 'available', amount: '-20' }] },
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
    await f.ledger.freeze({ userId: alice, account: 'spot', currency: cur, amount: '4', reason: 'order_freeze', refType: 'order', refId: '9' });
    await f.ledger.transfer({ from: { userId: alice, account: 'spot' }, to: { userId: alice, account: 'futures' }, currency: cur, amount: '1', reason: 'transfer' });
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
    expect((await f.ledger.journal(alice, { currency: cur, reason: 'transfer', account: 'spot' })).items).toHaveLength(1);
    expect(next.items[0]!.createdAt).toBeInstanceOf(Date);
  });
});
