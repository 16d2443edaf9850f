import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessage } from '@aurelix/shared/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { closeApp } from '../src/modules/auth/test-kit';
import { adminToken, newUser } from '../src/modules/identity/test-support';
import { newTrader } from '../src/modules/spot/test-kit';

/**
 * Issue 26 finding 7: every id a route takes goes through the shared row-id schema
 * (packages/shared schemas/id.ts). An id the column cannot hold was a 500 (`9223372036854775808`
 * into a bigint, `2147483648` into an integer column); now it is the translated INVALID_PARAMS and
 * changes nothing. The forms the web app sends (a number, a string of digits) still work.
 */

const INVALID = { code: ERROR_CODES.INVALID_PARAMS, msg: errorMessage('INVALID_PARAMS', 'ja_JP'), data: null };

describe('ids in requests', { timeout: 120_000 }, () => {
  let t: TestApp;
  let user: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = (await newUser(t)).token;
    admin = await adminToken(t);
  });
  afterAll(() => closeApp(t));

  const post = async (url: string, body: unknown, token = user) => (await t.post(url, body, { token, lang: 'ja_JP' })).body;

  it.each([
    ['/api/second/order', { id: '9223372036854775808' }],
    ['/api/second/order', { id: 2 ** 63 }],
    ['/api/spot/order/detail', { order_id: '9223372036854775808' }],
    ['/api/spot/order/cancel', { order_id: '00012' }],
    ['/api/futures/order/cancel', { order_id: '1e3' }],
    ['/api/futures/trigger/cancel', { trigger_id: -1 }],
    ['/api/spot/stop/cancel', { stop_id: 1.5 }],
    ['/api/ico/project', { id: 2147483648 }],
    ['/api/ico/subscribe', { id: '2147483648', lots: 1 }],
    ['/api/p2p/order/detail', { id: '0x10' }],
    ['/api/p2p/order/place', { ad_id: [1], by: 'amount', value: '10', card_id: 1 }],
    ['/api/notices/read', { id: true }],
    ['/api/help/detail', { id: 2147483648 }],
    ['/api/funding/withdraw/cancel', { id: '1 ' }],
  ])('%s %j is INVALID_PARAMS in the request language', async (url, body) => {
    expect(await post(url, body)).toEqual(INVALID);
  });

  it.each([
    ['/api/admin/identity/approve', { id: 2147483648 }],
    ['/api/admin/notices/send', { user_id: 2147483648, title: 'Hello', content: 'Nobody' }],
    ['/api/admin/ico/pair/list', { id: 2147483648 }],
    ['/api/admin/second/product/update', { id: 2147483648, payout_rate: '0.8', min_stake: '1', max_stake: '10', fee_rate: '0', exposure_limit: '100', enabled: true }],
    ['/api/admin/p2p/resolve', { id: '9223372036854775808', result: 'release' }],
  ])('admin %s %j is INVALID_PARAMS', async (url, body) => {
    expect(await post(url, body, admin)).toEqual(INVALID);
  });

  it('refuses an id in the path the column cannot hold', async () => {
    for (const url of ['/api/identity/photo/2147483648', '/api/p2p/image/9223372036854775808', '/api/p2p/image/-1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { token: user, lang: 'ja_JP' } });
      expect(res.json(), url).toEqual(INVALID);
    }
  });

  it('takes an id as a number or as a string of digits', async () => {
    const trader = await newTrader(t, { USDT: '1000' });
    const placed = await trader.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '10000', quantity: '0.01' });
    const orderId = String(placed.data.order_id ?? placed.data.id);
    expect((await trader.call('/api/spot/order/detail', { order_id: orderId })).code).toBe(200);
    expect((await trader.call('/api/spot/order/detail', { order_id: Number(orderId) })).code).toBe(200);
    expect((await trader.cancel(orderId)).code).toBe(200);

    const me = await newUser(t);
    await t.app.services.notices.notify(me.id, 'admin', { title: 'ids', content: 'both forms' });
    const [notice] = (await t.post('/api/notices/list', {}, { token: me.token })).body.data.list;
    expect((await t.post('/api/notices/read', { id: String(notice.id) }, { token: me.token })).body.code).toBe(200);
    expect((await t.post('/api/notices/read', { id: notice.id }, { token: me.token })).body.code).toBe(200);
    expect((await t.post('/api/notices/unread', {}, { token: me.token })).body.data.unread).toBe(0);
  });
});
