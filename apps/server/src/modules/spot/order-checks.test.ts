import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { pairs } from '../../db/schema';
import { spotOrders } from './schema';
import { auditMessages, bookOf, newTrader, type Trader } from './test-kit';

let t: TestApp;
let alice: Trader;
let bob: Trader;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newTrader(t, { USDT: '1000', BTC: '0.1', ETH: '1' });
  bob = await newTrader(t, { USDT: '1000', BTC: '0.1' });
  // A minimum quantity above the step, to reach QUANTITY_TOO_SMALL.
  await t.database.db.update(pairs).set({ minQty: '0.001' }).where(eq(pairs.symbol, 'ETH_USDT'));
  // One resting ask, so books are not all empty.
  const ask = await bob.place({ symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '60000', quantity: '0.01' });
  expect(ask.data.status).toBe('waiting');
}, 180_000);
afterAll(() => t.close());

/** Everything a rejected order could have touched. */
async function snapshot() {
  const orders = await t.database.db.select().from(spotOrders).where(eq(spotOrders.userId, alice.id));
  return {
    balances: await Promise.all(['USDT', 'BTC', 'ETH'].map((c) => alice.balance(c))),
    books: ['BTC_USDT', 'ETH_USDT', 'SOL_USDT'].map((s) => bookOf(t, s)),
    orders: orders.length,
  };
}

describe('bad orders get a clear message and change nothing', () => {
  const cases: Array<[string, Record<string, unknown>, number, string]> = [
    ['unknown pair', { symbol: 'FOO_USDT', side: 'buy', type: 'limit', price: '1', quantity: '10' }, 1001, 'This trading pair does not exist'],
    ['trading disabled', { symbol: 'UNI_USDT', side: 'buy', type: 'limit', price: '10', quantity: '1' }, 4001, 'Trading on this pair is suspended'],
    ['limit without price', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', quantity: '0.01' }, 4002, 'Please enter a price'],
    ['limit without quantity', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000' }, 4003, 'Please enter a quantity'],
    ['market sell without quantity', { symbol: 'BTC_USDT', side: 'sell', type: 'market' }, 4003, 'Please enter a quantity'],
    ['market with a price', { symbol: 'BTC_USDT', side: 'buy', type: 'market', price: '50000', quantity: '0.001' }, 4004, 'A market order takes no price'],
    ['market buy with quantity and amount', { symbol: 'BTC_USDT', side: 'buy', type: 'market', quantity: '0.001', amount: '100' }, 4005, 'Enter either a quantity or a total for a market buy, not both'],
    ['price off tick', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000.001', quantity: '0.001' }, 4006, 'The price must be a multiple of the pair’s price step'],
    ['quantity off step', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.000001' }, 4007, 'The quantity must be a multiple of the pair’s quantity step'],
    ['quantity below minimum', { symbol: 'ETH_USDT', side: 'sell', type: 'limit', price: '50000', quantity: '0.0005' }, 4008, 'The quantity is below the minimum for this pair'],
    ['notional below minimum', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '100', quantity: '0.01' }, 4009, 'The order total is below the minimum for this pair'],
    ['amount with too many decimals', { symbol: 'BTC_USDT', side: 'buy', type: 'market', amount: '10.001' }, 4010, 'The total has too many decimal places'],
    ['market sell on an empty book', { symbol: 'SOL_USDT', side: 'sell', type: 'market', quantity: '1' }, 4011, 'There are no orders to trade against right now'],
    ['amount on a limit order', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.001', amount: '50' }, 4019, 'A total can only be given for a market buy'],
    ['more than the balance', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.1' }, 2001, 'Insufficient balance'],
    ['more base than the balance', { symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '70000', quantity: '0.2' }, 2001, 'Insufficient balance'],
    ['price beyond the engine range', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '900000000000000000', quantity: '0.001' }, 4017, 'The order is too large'],
    ['total beyond what a balance can hold', { symbol: 'DOGE_USDT', side: 'buy', type: 'limit', price: '10000000000', quantity: '1000000000' }, 4017, 'The order is too large'],
    ['negative quantity', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '-1' }, 400, 'Invalid parameters'],
  ];
  for (const [name, body, code, msg] of cases) {
    it(name, async () => {
      const before = await snapshot();
      const res = await alice.place(body);
      expect(res).toMatchObject({ code, msg, data: null });
      expect(await snapshot()).toEqual(before);
    });
  }

  it('answers in the language of the request', async () => {
    const res = await t.post(
      '/api/spot/order/place',
      { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000.001', quantity: '0.001' },
      { token: alice.token, lang: 'zh_CN' },
    );
    expect(res.body).toMatchObject({ code: 4006, msg: '价格必须是该交易对最小价格变动单位的整数倍' });
  });

  it('the audit stays clean', async () => {
    expect(await auditMessages(t)).toEqual([]);
  });
});

describe('authorization', () => {
  it('needs a login', async () => {
    const res = await t.post('/api/spot/order/current', {});
    expect(res.body.code).toBe(403);
  });

  it("user B can neither cancel nor see A's orders", async () => {
    const placed = await alice.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.001' });
    const id = placed.data.id;
    expect(await bob.cancel(id)).toMatchObject({ code: 4014, msg: 'Order not found' });
    expect(await bob.call('/api/spot/order/detail', { order_id: id })).toMatchObject({ code: 4014 });
    const current = await bob.call('/api/spot/order/current', {});
    expect(current.data.list.map((o: any) => o.id)).not.toContain(id);
    expect(bookOf(t, 'BTC_USDT').bids).toEqual(['50000.00 x 0.00100']);
    expect(await alice.cancel(id)).toMatchObject({ code: 200, data: { status: 'cancelled' } });
    expect(await alice.cancel(id)).toMatchObject({ code: 4015, msg: 'This order has already ended' });
    expect(await alice.balance('USDT')).toBe('1000/0');
  });
});

describe('client order id', () => {
  it('a retried place returns the first order', async () => {
    const body = { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '40000', quantity: '0.001', client_order_id: 'retry-1' };
    const first = await alice.place(body);
    const again = await alice.place(body);
    expect(again.data.id).toBe(first.data.id);
    expect(first.data.client_order_id).toBe('retry-1');
    expect(bookOf(t, 'BTC_USDT').bids).toEqual(['40000.00 x 0.00100']);
    await alice.cancel(first.data.id);
  });

  it('a retry after the first order spent the money still returns the first order', async () => {
    const carol = await newTrader(t, { USDT: '100' });
    const body = { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '45000', quantity: '0.002', client_order_id: 'all-in' };
    const first = await carol.place(body);
    expect(first.code).toBe(200);
    const again = await carol.place(body);
    expect(again).toMatchObject({ code: 200, data: { id: first.data.id, client_order_id: 'all-in' } });
    // 90 + 0.09 fee, the freeze rounded up to cents as for every buy.
    expect(await carol.balance('USDT')).toBe('9.9/90.1');
    await carol.cancel(first.data.id);
  });

  it('20 concurrent retries make one order and one freeze', async () => {
    const body = { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '41000', quantity: '0.002', client_order_id: 'burst-1' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => alice.place(body)));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const rows = await t.database.db.select().from(spotOrders).where(eq(spotOrders.clientOrderId, 'burst-1'));
    expect(rows).toHaveLength(1);
    // 82 + 0.082 fee + slack, rounded up to cents.
    expect(await alice.balance('USDT')).toBe('917.91/82.09');
    expect(bookOf(t, 'BTC_USDT').bids).toEqual(['41000.00 x 0.00200']);
    expect(await auditMessages(t)).toEqual([]);
  });

  it('another user may use the same client order id', async () => {
    const body = { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '39000', quantity: '0.001', client_order_id: 'burst-1' };
    const res = await bob.place(body);
    expect(res.code).toBe(200);
    expect(res.data.price).toBe('39000');
    await bob.cancel(res.data.id);
  });
});
