import { describe, expect, it } from 'vitest';
import { LedgerError } from './post';
import { ledgerSnapshot, useLedgerSuite } from './test-support';

const s = useLedgerSuite();

describe('post', () => {
  const leg = (userId: number, field: 'available' | 'frozen', amount: string, currency = s.cur) => ({
    userId,
    account: 'spot' as const,
    currency,
    field,
    amount,
  });

  it('applies a multi-currency trade with a fee as one entry', async () => {
    await s.deposit(s.alice, '100');
    await s.f.ledger.credit({
      userId: s.bob,
      account: 'spot',
      currency: `${s.cur}B`,
      amount: '2',
      reason: 'deposit',
    });
    await s.f.ledger.freeze({
      userId: s.alice,
      account: 'spot',
      currency: s.cur,
      amount: '50',
      reason: 'order_freeze',
    });
    const posted = await s.f.ledger.post({
      reason: 'trade',
      refType: 'trade',
      refId: '42',
      legs: [
        leg(s.alice, 'frozen', '-50'),
        leg(s.bob, 'available', '49.9'),
        leg(s.f.fees, 'available', '0.1'),
        leg(s.bob, 'available', '-1', `${s.cur}B`),
        leg(s.alice, 'available', '1', `${s.cur}B`),
      ],
    });
    expect(posted.postings).toHaveLength(5);
    expect(await s.f.ledger.balance(s.bob, 'spot', s.cur)).toEqual({ available: '49.9', frozen: '0' });
    expect(await s.f.ledger.balance(s.alice, 'spot', `${s.cur}B`)).toEqual({ available: '1', frozen: '0' });
  });

  it('rolls the whole entry back when its last leg cannot be paid', async () => {
    await s.deposit(s.alice, '10');
    await s.expectRejected(
      () =>
        s.f.ledger.post({
          reason: 'trade',
          legs: [leg(s.bob, 'available', '5'), leg(s.alice, 'available', '-3'), leg(s.alice, 'frozen', '-2')],
        }),
      'INSUFFICIENT_BALANCE',
    );
  });

  it('throws LedgerError on an unbalanced or malformed entry and writes nothing', async () => {
    await s.deposit(s.alice, '10');
    const before = await ledgerSnapshot(s.f.db);
    await expect(
      s.f.ledger.post({ reason: 'trade', legs: [leg(s.alice, 'available', '-3'), leg(s.bob, 'available', '2')] }),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      s.f.ledger.post({ reason: 'trade', legs: [leg(s.alice, 'available', '-3')] }),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      s.f.ledger.post({
        reason: 'x',
        legs: [{ ...leg(s.alice, 'available', '-1'), account: 'margin' as never }, leg(s.bob, 'available', '1')],
      }),
    ).rejects.toBeInstanceOf(LedgerError);
    expect(await ledgerSnapshot(s.f.db)).toEqual(before);
  });
});

describe("inside the caller's transaction", () => {
  it('rolls back with the caller', async () => {
    await s.deposit(s.alice, '10');
    const before = await ledgerSnapshot(s.f.db);
    await expect(
      s.f.db.transaction(async (tx) => {
        await s.f.ledger.freeze(
          { userId: s.alice, account: 'spot', currency: s.cur, amount: '4', reason: 'order_freeze' },
          tx,
        );
        expect(await s.f.ledger.balance(s.alice, 'spot', s.cur, tx)).toEqual({ available: '6', frozen: '4' });
        throw new Error('order insert failed');
      }),
    ).rejects.toThrow('order insert failed');
    expect(await ledgerSnapshot(s.f.db)).toEqual(before);
  });

  it('leaves nothing half-written when the caller catches a rejection and commits', async () => {
    await s.deposit(s.alice, '10');
    await s.f.db.transaction(async (tx) => {
      await s.f.ledger.freeze(
        { userId: s.alice, account: 'spot', currency: s.cur, amount: '1', reason: 'order_freeze' },
        tx,
      );
      const bad = s.f.ledger.post(
        {
          reason: 'trade',
          legs: [
            { userId: s.bob, account: 'spot', currency: s.cur, field: 'available', amount: '20' },
            { userId: s.alice, account: 'spot', currency: s.cur, field: 'available', amount: '-20' },
          ],
        },
        tx,
      );
      await expect(bad).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' });
    });
    expect(await s.f.ledger.balance(s.alice, 'spot', s.cur)).toEqual({ available: '9', frozen: '1' });
    expect(await s.f.ledger.balance(s.bob, 'spot', s.cur)).toEqual({ available: '0', frozen: '0' });
  });
});

describe('journal', () => {
  it('pages a user’s postings newest first with before and after', async () => {
    await s.deposit(s.alice, '10');
    await s.f.ledger.freeze({
      userId: s.alice,
      account: 'spot',
      currency: s.cur,
      amount: '4',
      reason: 'order_freeze',
      refType: 'order',
      refId: '9',
    });
    await s.f.ledger.transfer({
      from: { userId: s.alice, account: 'spot' },
      to: { userId: s.alice, account: 'futures' },
      currency: s.cur,
      amount: '1',
      reason: 'transfer',
    });
    const page = await s.f.ledger.journal(s.alice, { currency: s.cur, pageSize: 3 });
    expect(page.total).toBe(5);
    expect(page.items.map((l) => [l.reason, l.account, l.field, l.amount, l.before, l.after])).toEqual([
      ['transfer', 'futures', 'available', '1', '0', '1'],
      ['transfer', 'spot', 'available', '-1', '6', '5'],
      ['order_freeze', 'spot', 'frozen', '4', '0', '4'],
    ]);
    const next = await s.f.ledger.journal(s.alice, { currency: s.cur, page: 2, pageSize: 3 });
    expect(next.items.map((l) => [l.reason, l.field, l.before, l.after, l.refType])).toEqual([
      ['order_freeze', 'available', '10', '6', 'order'],
      ['deposit', 'available', '0', '10', 'test'],
    ]);
    expect(
      (await s.f.ledger.journal(s.alice, { currency: s.cur, reason: 'transfer', account: 'spot' })).items,
    ).toHaveLength(1);
    expect(next.items[0]!.createdAt).toBeInstanceOf(Date);
  });
});
