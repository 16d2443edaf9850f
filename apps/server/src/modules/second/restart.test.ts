import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_APP_ENV } from '../../../test/helpers/test-env';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { AdjustableClock } from '../../lib/clock';
import { userRecords } from '../auth/users';

/*
 * Second contracts across a restart (issue 17, Tests): orders that come due while the server is
 * stopped settle when it starts, at the recorded price of their instant, and once, even when two
 * servers start on the same database at the same moment.
 */

let t: TestApp;
const extra: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of extra) await app.close();
  await t?.database.close();
});

describe('a restart with orders due while the server was stopped', () => {
  it('settles each once at the tick of its instant when two servers come back', async () => {
    const { db } = t.database;
    const tag = randomBytes(5).toString('hex');
    const id = await userRecords.insert(db, { account: `rst.${tag}@example.com`, email: `rst.${tag}@example.com`, inviteCode: `R${tag}`.toUpperCase() });
    await t.app.services.ledger.credit({ userId: id, account: 'second', currency: 'USDT', amount: '1000', reason: 'deposit', refType: 'test', refId: tag });
    const second = t.app.services.second;
    await second.pinIndex('BTC_USDT', '100');
    const up = await second.buy(id, { symbol: 'BTC_USDT', duration: 30, direction: 'up', stake: '100' });
    const down = await second.buy(id, { symbol: 'BTC_USDT', duration: 30, direction: 'down', stake: '100' });
    const late = await second.buy(id, { symbol: 'BTC_USDT', duration: 300, direction: 'up', stake: '100' });
    // The index rises before the 30 s orders come due; then the server stops.
    (t.app.services.clock as AdjustableClock).advance(5000);
    await second.pinIndex('BTC_USDT', '105');
    const stoppedAt = t.app.services.clock.nowMs();
    await t.app.close();

    // Two servers start 60 s later on the same database (their index is the seed's, not 105).
    const config = loadConfig({ ...TEST_APP_ENV });
    const apps = await Promise.all([buildApp(config, t.database, { logger: false }), buildApp(config, t.database, { logger: false })]);
    extra.push(...apps);
    for (const app of apps) (app.services.clock as AdjustableClock).set(new Date(stoppedAt + 60_000));
    await Promise.all(apps.map((app) => app.ready()));

    const [a] = apps;
    const view = async (orderId: string) => (await a!.services.second.detail(id, Number(orderId))).result;
    expect(await view(up.order.id)).toBe('win');
    expect(await view(down.order.id)).toBe('loss');
    expect(await view(late.order.id)).toBeNull();
    const settled = await a!.services.second.detail(id, Number(up.order.id));
    expect(settled).toMatchObject({ settle_price: '105', payout: '180' });
    // One freeze and one settlement per settled order, however many servers looked.
    const entries = (await db.execute(
      sql`select ref_id, count(*)::int as n from journal_entries where ref_type = 'second_order' group by ref_id order by ref_id`,
    )) as unknown as { rows: { ref_id: string; n: number }[] };
    expect(entries.rows.map((r) => [r.ref_id, Number(r.n)])).toEqual([
      [up.order.id, 2],
      [down.order.id, 2],
      [late.order.id, 1],
    ]);
    const wallet = await a!.services.ledger.balance(id, 'second', 'USDT');
    expect(wallet).toEqual({ available: '879.4', frozen: '100.2' });
    expect((await a!.services.ledger.audit()).violations).toEqual([]);
  });
});
