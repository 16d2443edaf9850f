import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@aurelix/shared/errors';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { adminToken } from '../identity/test-support';
import { auditMessages, contractOf, futuresTrader, pinIndex } from './test-kit';

/*
 * Issue 26 item 6: futures orders had no price band; about 70k USDT bought through the book into a
 * tiny ask printed a last price 2.988% above the index. Through the HTTP API: a limit price
 * outside index ± band is refused with a translated message and changes nothing; a market order
 * fills no further than the band (the rest is cancelled) and nothing when the book holds nothing
 * inside it; the operator edits the band per contract.
 */

const SYMBOL = 'BTC_USDT';
let t: TestApp;
let index: number;
const at = (f: number) => (index * f).toFixed(1);

beforeAll(async () => {
  t = await createTestApp();
  index = Math.round(Number((await contractOf(t, SYMBOL)).mark_price));
  await pinIndex(t, SYMBOL, String(index));
});
afterAll(() => t?.close());

describe('the futures price band', () => {
  it('refuses a limit price outside index ± 2% with a translated message, and freezes nothing', async () => {
    expect((await contractOf(t, SYMBOL)).price_band).toBe('2');
    const ann = await futuresTrader(t, '100000');
    const far = await ann.place({ symbol: SYMBOL, direction: 'open_long', type: 'limit', price: at(1.03), quantity: '0.1' });
    expect(far).toMatchObject({ code: 6301, msg: errorMessage('FUTURES_PRICE_OUTSIDE_BAND', 'en_US') });
    const low = await ann.call('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_short', type: 'limit', price: at(0.97), quantity: '0.1' });
    expect(low.code).toBe(6301);
    const ja = await t.post('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_long', type: 'limit', price: at(1.03), quantity: '0.1' }, {
      token: await t.app.services.sessions.open(ann.id, { ip: '127.0.0.1', userAgent: 'test' }),
      lang: 'ja_JP',
    });
    expect(ja.body.msg).toBe(errorMessage('FUTURES_PRICE_OUTSIDE_BAND', 'ja_JP'));
    expect(await t.app.services.ledger.balance(ann.id, 'futures', 'USDT')).toMatchObject({ frozen: '0' });
    // Inside the band (1.9% over the index) a resting bid is fine.
    expect((await ann.place({ symbol: SYMBOL, direction: 'open_long', type: 'limit', price: at(1.019), quantity: '0.01' })).code).toBe(200);
    await ann.call('/api/futures/order/cancel', { order_id: (await ann.call('/api/futures/order/current', { symbol: SYMBOL })).data.list[0].id });
  });

  it('stops a market sweep at the band: the last price stays within it and the rest is cancelled', async () => {
    // Two asks inside the band, and beyond it a tiny one and a big one placed while the index
    // stood 5% higher: a thin book reaching far above today's index.
    const seller = await futuresTrader(t, '100000');
    const ask = (f: number, quantity: string) => seller.place({ symbol: SYMBOL, direction: 'open_short', type: 'limit', price: at(f), quantity });
    expect((await ask(1.005, '0.1')).code).toBe(200);
    expect((await ask(1.015, '0.1')).code).toBe(200);
    await pinIndex(t, SYMBOL, String(Math.round(index * 1.05)));
    expect((await ask(1.03, '0.001')).code).toBe(200);
    expect((await ask(1.06, '0.5')).code).toBe(200);
    await pinIndex(t, SYMBOL, String(index));

    // About 70k USDT bought at market: it takes the two asks inside the band and stops there.
    const buyer = await futuresTrader(t, '100000');
    const sweep = await buyer.place({ symbol: SYMBOL, direction: 'open_long', type: 'market', quantity: '0.7' });
    expect(sweep.code).toBe(200);
    expect(sweep.data).toMatchObject({ status: 'cancelled', deal_quantity: '0.20000000' });
    const contract = await contractOf(t, SYMBOL);
    expect(Number(contract.last_price)).toBeCloseTo(Number(at(1.015)), 1);
    expect(Number(contract.last_price)).toBeLessThanOrEqual(index * 1.02);
    // The asks beyond the band are still there; nothing of the order is left frozen.
    const depth = (await t.post('/api/futures/depth', { symbol: SYMBOL })).body.data;
    expect(depth.asks.map(([p]: [string]) => Number(p))).toEqual([Number(at(1.03)), Number(at(1.06))]);
    expect((await buyer.call('/api/futures/order/current', { symbol: SYMBOL })).data.list).toEqual([]);

    // With nothing left inside the band, a market buy fills nothing and says why.
    const none = await buyer.place({ symbol: SYMBOL, direction: 'open_long', type: 'market', quantity: '0.1' });
    expect(none).toMatchObject({ code: 6302, msg: errorMessage('FUTURES_NO_PRICE_IN_BAND', 'en_US') });
    const [long] = await buyer.positions(SYMBOL);
    expect(long.size).toBe('0.20000000');
    expect(await auditMessages(t)).toEqual([]);
  });

  it('is the operator\'s per contract: widened on /admin/futures, a far price passes; a band over 50% is refused', async () => {
    const admin = await adminToken(t);
    const asAdmin = async (url: string, body: unknown) => (await t.post(url, body, { token: admin })).body;
    const btc = (await asAdmin('/api/admin/futures/contracts', {})).data.list.find((c: any) => c.symbol === SYMBOL);
    expect(btc.price_band).toBe('2');
    const edit = { symbol: SYMBOL, maker_fee_rate: btc.maker_fee_rate, taker_fee_rate: btc.taker_fee_rate, brackets: btc.brackets, funding_interval_hours: btc.funding_interval_hours, trading: btc.trading };
    expect(await asAdmin('/api/admin/futures/contract/update', { ...edit, price_band: '60' })).toMatchObject({ code: 6303, msg: errorMessage('FUTURES_PRICE_BAND_INVALID', 'en_US') });
    expect((await asAdmin('/api/admin/futures/contract/update', { ...edit, price_band: '5' })).data.price_band).toBe('5');
    expect((await contractOf(t, SYMBOL)).price_band).toBe('5');
    const bob = await futuresTrader(t, '100000');
    expect((await bob.place({ symbol: SYMBOL, direction: 'open_long', type: 'limit', price: at(1.03), quantity: '0.01' })).code).toBe(200);
    // An edit that leaves the band out keeps it.
    expect((await asAdmin('/api/admin/futures/contract/update', edit)).data.price_band).toBe('5');
  });
});
