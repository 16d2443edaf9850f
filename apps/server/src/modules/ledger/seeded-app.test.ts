import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { DEMO_BALANCES, DEMO_USER } from '../seed/reference-data';
import { auditLedger } from './audit';
import { Decimal } from '../../lib/decimal';
import { balances } from './schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the ledger inside the app', () => {
  it('holds the seeded demo deposits, paid by system:world, and audits clean', async () => {
    const { ledger, auth } = t.app.services;
    const demo = await auth.userIdByAccount(DEMO_USER.email);
    const world = await auth.userIdByAccount('system:world');
    const spot = await ledger.balancesOf(demo, 'spot');
    expect(Object.fromEntries(spot.map((b) => [b.currency, b.available]))).toEqual(DEMO_BALANCES);
    // The world paid for every seeded BTC (the demo user's and the demo market accounts' inventory).
    const rows = await t.database.db.select().from(balances).where(eq(balances.currency, 'BTC'));
    const held = rows
      .filter((r) => r.userId !== world)
      .reduce((sum, r) => sum.plus(r.available).plus(r.frozen), new Decimal(0));
    const worldBtc = await ledger.balance(world, 'spot', 'BTC');
    expect(held.greaterThanOrEqualTo(DEMO_BALANCES.BTC!)).toBe(true);
    expect(new Decimal(worldBtc.available).plus(held).isZero()).toBe(true);
    const log = await ledger.journal(demo, { currency: 'USDT' });
    expect(log.items).toMatchObject([
      { reason: 'deposit', refType: 'seed', refId: 'demo', amount: DEMO_BALANCES.USDT, before: '0' },
    ]);
    expect((await auditLedger(t.database.db)).violations).toEqual([]);
  });
});
