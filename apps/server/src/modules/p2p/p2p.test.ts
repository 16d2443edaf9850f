import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P2P_ACTIONS, P2P_ORDER_STATUSES, type P2pAction, type P2pOrderStatus } from '@aurelix/shared/schemas/p2p';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';
import { advanceClock, FUND_PASSWORD, insertUser } from '../auth/test-kit';
import { adminHeaders } from '../funding/test-kit';
import { submitIdentity } from '../identity/test-support';
import { p2pCards, p2pOrders } from './schema';
import type { P2pActor } from './transitions';

/*
 * Fiat P2P through the HTTP API on the real database (issue 18): cards, ads, the buy and sell flows
 * with the seller's crypto escrowed in the fiat wallet, expiry on the clock, appeals, chat, limits,
 * the state × actor × action table and the races; the ledger audit clean after all of it.
 */

interface User {
  id: number;
  headers: Record<string, string>;
  call<T = any>(url: string, body?: unknown): Promise<{ code: number; msg: string; data: T }>;
  fiat(currency?: string): Promise<string>;
}

let t: TestApp;
let admin: Record<string, string>;
let merchant: User;
let sellAd: number;
let buyAd: number;

async function user(opts: { verified?: boolean; usdt?: string } = {}): Promise<User> {
  const row = await insertUser(t);
  if (opts.verified !== false) await t.database.db.update(users).set({ nameStatus: 3 }).where(eq(users.id, row.id));
  if (opts.usdt) await t.app.services.ledger.credit({ userId: row.id, account: 'fiat', currency: 'USDT', amount: opts.usdt, reason: 'deposit', refType: 'test', refId: 'p2p' });
  const token = await t.app.services.sessions.open(row.id, { ip: '127.0.0.1', userAgent: 'test' });
  return {
    id: row.id,
    headers: { token },
    call: async (url, body) => (await t.post(url, body ?? {}, { token })).body,
    fiat: async (currency = 'USDT') => {
      const b = await t.app.services.ledger.balance(row.id, 'fiat', currency);
      return `${b.available}/${b.frozen}`;
    },
  };
}
const adminCall = async (url: string, body: unknown) => (await t.post(url, body, admin)).body;
const card = async (u: User, fiat = 'USD') => (await u.call('/api/p2p/card/add', { real_name: 'Jo Doe', bank_name: 'Test Bank', card_no: '6222 0000 1111 2345', fiat })).data.id as number;
async function audit(): Promise<string[]> {
  return (await t.app.services.ledger.audit()).violations.map((v) => `[${v.check}] ${v.message}`);
}
async function buy(u: User, value = '100', ad = sellAd) {
  return u.call('/api/p2p/order/place', { ad_id: ad, by: 'amount', value, card_id: await card(u) });
}
const statusOf = async (id: number) => (await t.database.db.select().from(p2pOrders).where(eq(p2pOrders.id, id)))[0]!.status;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  const m = await user({ usdt: '100000' });
  const account = (await t.database.db.select().from(users).where(eq(users.id, m.id)))[0]!.account;
  expect(await adminCall('/api/admin/p2p/merchant/grant', { account })).toMatchObject({ code: 200 });
  merchant = m;
  await card(merchant);
  const ad = { crypto: 'USDT', fiat: 'USD', price_type: 'fixed', quantity: '50000', min_amount: '10', max_amount: '5000', methods: ['Bank transfer'], pay_window: 15 };
  sellAd = (await merchant.call('/api/p2p/ad/save', { ...ad, side: 'sell', price: '1' })).data.id;
  buyAd = (await merchant.call('/api/p2p/ad/save', { ...ad, side: 'buy', price: '0.99' })).data.id;
  expect(sellAd).toBeGreaterThan(0);
}, 120_000);
afterAll(() => t?.close());

describe('collection methods', () => {
  it('adds, edits and deletes cards, masked in lists and full on the edit screen', async () => {
    const u = await user();
    const id = await card(u);
    expect((await u.call('/api/p2p/cards')).data.list).toEqual([expect.objectContaining({ id, card_no: '**** 2345', fiat: 'USD' })]);
    expect((await u.call('/api/p2p/card/detail', { id })).data.card_no).toBe('6222 0000 1111 2345');
    const edited = await u.call('/api/p2p/card/edit', { id, real_name: 'Jo Doe', bank_name: 'Other Bank', card_no: '9999888877776666', fiat: 'EUR' });
    expect(edited).toMatchObject({ code: 200, data: { bank_name: 'Other Bank', card_no: '**** 6666', fiat: 'EUR' } });
    const stranger = await user();
    expect((await stranger.call('/api/p2p/card/delete', { id })).msg).toBe('This collection method does not exist');
    expect((await u.call('/api/p2p/card/delete', { id })).code).toBe(200);
    expect((await u.call('/api/p2p/cards')).data.list).toEqual([]);
    expect((await u.call('/api/p2p/card/add', { real_name: '', bank_name: 'x', card_no: '1', fiat: 'USD' })).code).not.toBe(200);
  });
});

describe('merchants and ads', () => {
  it('only merchants post ads; the admin grants the role to verified users only', async () => {
    const u = await user({ verified: false });
    const res = await u.call('/api/p2p/ad/save', { side: 'sell', crypto: 'USDT', fiat: 'USD', price_type: 'fixed', price: '1', quantity: '10', min_amount: '1', max_amount: '10', methods: ['Bank'], pay_window: 15 });
    expect(res.msg).toBe('Only merchants can post ads: ask the platform to grant you the merchant role');
    const account = (await t.database.db.select().from(users).where(eq(users.id, u.id)))[0]!.account;
    expect((await adminCall('/api/admin/p2p/merchant/grant', { account })).msg).toBe('Only users whose identity is verified can become merchants');
  });

  it('lists the ads a buyer can take, cheapest first, and hides paused ones', async () => {
    const u = await user();
    const list = (await u.call('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'USD' })).data.list;
    expect(list[0]).toMatchObject({ id: sellAd, side: 'sell', price: '1', remaining: '50000' });
    const extra = (await merchant.call('/api/p2p/ad/save', { side: 'sell', crypto: 'USDT', fiat: 'USD', price_type: 'fixed', price: '0.5', quantity: '10', min_amount: '1', max_amount: '5', methods: ['Bank'], pay_window: 15 })).data.id;
    expect((await u.call('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'USD' })).data.list[0].id).toBe(extra);
    await merchant.call('/api/p2p/ad/status', { id: extra, status: 'paused' });
    expect((await u.call('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'USD' })).data.list.map((a: any) => a.id)).not.toContain(extra);
  });
});

describe('the buy flow', () => {
  it('escrows the seller’s crypto, shows the collection method, and releases on the fund password', async () => {
    const b = await user();
    const before = await merchant.fiat();
    const placed = await buy(b, '100');
    expect(placed).toMatchObject({ code: 200, msg: 'Order placed', data: { status: 'unpaid', quantity: '100', total: '100', role: 'buyer', actions: ['pay', 'cancel'] } });
    expect(placed.data.seller_card.card_no).toBe('6222 0000 1111 2345');
    const id = placed.data.id;
    const [avail, frozen] = before.split('/').map(Number);
    expect(await merchant.fiat()).toBe(`${avail! - 100}/${frozen! + 100}`);
    // The seller sees the buyer's card in full while the order is open, and cannot mark payment.
    const seen = await merchant.call('/api/p2p/order/detail', { id });
    expect(seen.data).toMatchObject({ role: 'seller', side: 'sell', status: 'unpaid' });
    expect(seen.data.buyer_card.card_no).toBe('6222 0000 1111 2345');
    expect((await merchant.call('/api/p2p/order/pay', { id })).msg).toBe('Only the other side of this order can do that');
    expect((await b.call('/api/p2p/order/release', { id, fund_password: FUND_PASSWORD })).msg).toBe('Only the other side of this order can do that');

    expect((await b.call('/api/p2p/order/pay', { id })).data).toMatchObject({ status: 'paid', actions: [] });
    expect((await merchant.call('/api/p2p/order/release', { id, fund_password: 'Wrong999pw' })).code).toBe(3014);
    expect(await statusOf(id)).toBe('paid');
    const done = await merchant.call('/api/p2p/order/release', { id, fund_password: FUND_PASSWORD });
    expect(done).toMatchObject({ code: 200, data: { status: 'completed' } });
    expect(await b.fiat()).toBe('100/0');
    expect(await merchant.fiat()).toBe(`${avail! - 100}/${frozen}`);
    // Closed: the card numbers are masked again.
    expect((await b.call('/api/p2p/order/detail', { id })).data.seller_card.card_no).toBe('**** 2345');
    const history = await b.call('/api/p2p/orders', { status: 'completed' });
    expect(history.data.list[0]).toMatchObject({ id, side: 'buy', seller_name: expect.any(String) });
    expect(await audit()).toEqual([]);
  });

  it('refuses bad amounts, a card in another currency and more than the ad has left, changing nothing', async () => {
    const b = await user();
    expect((await buy(b, '5')).msg).toBe('The amount is outside this ad’s minimum and maximum per order');
    expect((await buy(b, '6000')).msg).toBe('The amount is outside this ad’s minimum and maximum per order');
    const eur = await card(b, 'EUR');
    expect((await b.call('/api/p2p/order/place', { ad_id: sellAd, by: 'amount', value: '50', card_id: eur })).msg).toMatch(/another currency/);
    const small = (await merchant.call('/api/p2p/ad/save', { side: 'sell', crypto: 'USDT', fiat: 'USD', price_type: 'fixed', price: '1', quantity: '20', min_amount: '1', max_amount: '100', methods: ['Bank'], pay_window: 15 })).data.id;
    expect((await buy(b, '30', small)).msg).toBe('This ad does not have that much left: enter a smaller amount');
    expect((await b.call('/api/p2p/orders')).data.total).toBe(0);
  });

  it('the sell flow: the user’s crypto is escrowed and released to the merchant', async () => {
    const s = await user({ usdt: '500' });
    const placed = await s.call('/api/p2p/order/place', { ad_id: buyAd, by: 'quantity', value: '200', card_id: await card(s) });
    expect(placed.data).toMatchObject({ role: 'seller', side: 'sell', total: '198', status: 'unpaid' });
    expect(await s.fiat()).toBe('300/200');
    await merchant.call('/api/p2p/order/pay', { id: placed.data.id });
    expect((await s.call('/api/p2p/order/release', { id: placed.data.id, fund_password: FUND_PASSWORD })).data.status).toBe('completed');
    expect(await s.fiat()).toBe('300/0');
    const poor = await user({ usdt: '1' });
    expect((await poor.call('/api/p2p/order/place', { ad_id: buyAd, by: 'quantity', value: '100', card_id: await card(poor) })).msg).toMatch(/^Not enough of this crypto/);
  });
});

describe('limits and blocking', () => {
  it('an unverified buyer is held to trust_uncheck in total, a verified one to trust_single per order', async () => {
    const u = await user({ verified: false });
    expect((await buy(u, '900')).code).toBe(200);
    expect((await buy(u, '200')).msg).toMatch(/^Unverified users can buy at most/);
    const v = await user();
    expect((await buy(v, '1500')).msg).toMatch(/per-order limit/);
  });

  it('max_unpaid_num cancels in 24 h block buying until the end of the day', async () => {
    const u = await user({ verified: false });
    for (let i = 0; i < 5; i++) {
      const o = await buy(u, '10');
      expect((await u.call('/api/p2p/order/cancel', { id: o.data.id })).data.status).toBe('cancelled');
    }
    const refused = await buy(u, '10');
    expect(refused.msg).toBe('You cancelled or let expire too many unpaid orders in 24 hours: buying is blocked until 00:00 UTC');
    const me = (await u.call('/api/p2p/me')).data;
    const now = t.app.services.clock.nowMs();
    expect(me.blocked_until).toBe(now - (now % 86_400_000) + 86_400_000);
  });
});

describe('expiry on the clock', () => {
  it('returns the escrow once when the payment time is over, and refuses a late payment', async () => {
    const b = await user();
    // Earlier tests' unpaid orders expire first, so the merchant's balance moves by this order only.
    advanceClock(t, 16 * 60_000);
    await t.app.services.p2p.sweep();
    const before = await merchant.fiat();
    const o = (await buy(b, '50')).data;
    // Moving the clock sweeps at once (the module listens to it); the test's own sweep races that one.
    advanceClock(t, 15 * 60_000);
    expect((await b.call('/api/p2p/order/pay', { id: o.id })).msg).toMatch(/^(The payment time of this order is over|This order has already moved on)/);
    await t.app.services.p2p.sweep();
    expect(await statusOf(o.id)).toBe('cancelled');
    expect((await t.app.services.p2p.sweep()).expired).toBe(0);
    // Returned once: the merchant has exactly what it had before the order.
    expect(await merchant.fiat()).toBe(before);
    const returns = await t.app.services.ledger.journal(merchant.id, { reasons: ['p2p_return'] });
    expect(returns.items.filter((l) => l.refId === String(o.id) && l.field === 'available')).toHaveLength(1);
    expect((await b.call('/api/p2p/order/detail', { id: o.id })).data.ended_by).toBe('expired');
    expect(await audit()).toEqual([]);
  });
});

describe('visitors', () => {
  it('a visitor reads the ad list, with only what the list shows; everything else still needs a session', async () => {
    const seen = await t.post('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'USD' });
    expect(seen.body.code).toBe(200);
    const ad = seen.body.data.list.find((a: { id: number }) => a.id === sellAd);
    expect(Object.keys(ad).sort()).toEqual(
      ['completion_rate', 'crypto', 'fiat', 'id', 'margin', 'max_amount', 'merchant_name', 'methods', 'min_amount', 'orders', 'pay_window', 'price', 'price_type', 'remaining', 'side'].sort(),
    );
    expect((await t.post('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'XXX' })).body.msg).toBe('Invalid parameters');
    for (const url of ['/api/p2p/me', '/api/p2p/ad/mine', '/api/p2p/orders', '/api/p2p/cards']) expect((await t.post(url, {})).body.code).toBe(403);
  });
});

describe('names', () => {
  it('a verified user’s collection methods carry the verified name; orders show nicknames, never the e-mail', async () => {
    // A real identity: submitted with photos and approved by the admin.
    const row = await insertUser(t);
    const token = await t.app.services.sessions.open(row.id, { ip: '127.0.0.1', userAgent: 'test' });
    const call = async (url: string, body: unknown) => (await t.post(url, body, { token })).body;
    expect((await submitIdentity(t, token, { fields: { real_name: 'Alex Trader', id_number: 'AT-778812', country: 'DE' } })).code).toBe(200);
    const pending = (await adminCall('/api/admin/identity/list', { status: 2, limit: 50 })).data.list.find((a: { user_id: number }) => a.user_id === row.id);
    expect((await adminCall('/api/admin/identity/approve', { id: pending.id })).code).toBe(200);

    const someoneElse = { real_name: 'Someone Else', bank_name: 'Test Bank', card_no: '6222 0000 1111 9876', fiat: 'USD' };
    const refused = await call('/api/p2p/card/add', someoneElse);
    expect([refused.code, refused.msg]).toEqual([8023, 'The holder’s name must be the name of your verified identity']);
    expect((await t.post('/api/p2p/card/add', someoneElse, { token, lang: 'de_DE' })).body.msg).toBe('Der Name des Kontoinhabers muss der Name Ihrer verifizierten Identität sein');
    expect((await call('/api/p2p/cards', {})).data.list).toEqual([]);
    // The same name as a person writes it: any case, extra spaces.
    const own = await call('/api/p2p/card/add', { ...someoneElse, real_name: ' alex  TRADER ' });
    expect(own.code).toBe(200);
    expect((await call('/api/p2p/card/edit', { id: own.data.id, ...someoneElse })).code).toBe(8023);

    // A card in another name from before the identity was verified is refused when it is used.
    await t.database.db.update(p2pCards).set({ realName: 'Someone Else' }).where(eq(p2pCards.id, own.data.id));
    const placed = await call('/api/p2p/order/place', { ad_id: sellAd, by: 'amount', value: '20', card_id: own.data.id });
    expect(placed.code).toBe(8023);
    await t.database.db.update(p2pCards).set({ realName: 'Alex Trader' }).where(eq(p2pCards.id, own.data.id));

    // The merchant sees the buyer's nickname, or User-<id> when there is none: no part of the e-mail.
    const first = (await call('/api/p2p/order/place', { ad_id: sellAd, by: 'amount', value: '20', card_id: own.data.id })).data;
    const local = row.account.split('@')[0]!;
    const seenBy = async () => (await merchant.call('/api/p2p/order/detail', { id: first.id })).data.buyer_name as string;
    expect(await seenBy()).toBe(`User-${row.id}`);
    await t.database.db.update(users).set({ nickname: 'Alex T.' }).where(eq(users.id, row.id));
    expect(await seenBy()).toBe('Alex T.');
    const detail = JSON.stringify((await merchant.call('/api/p2p/order/detail', { id: first.id })).data);
    expect(detail).not.toContain(local.slice(0, 2) + '***');
    expect(detail).not.toContain('@');
    await call('/api/p2p/order/cancel', { id: first.id });
  });
});

describe('the seller’s way out, and demo merchants on both sides', () => {
  it('a seller cancels an unpaid order once half the payment time has passed, not before', async () => {
    const s = await user({ usdt: '100' });
    const o = (await s.call('/api/p2p/order/place', { ad_id: buyAd, by: 'quantity', value: '50', card_id: await card(s) })).data;
    expect(await s.fiat()).toBe('50/50');
    // The ad's window is 15 minutes: the seller may cancel from 7.5 minutes on, and is told when.
    expect(o.seller_cancel_at - o.created_at).toBe(7.5 * 60_000);
    expect(o.actions).toEqual([]);
    expect((await s.call('/api/p2p/order/cancel', { id: o.id })).msg).toBe('You can cancel once half of the buyer’s payment time has passed without a payment');
    advanceClock(t, 7.5 * 60_000);
    expect((await s.call('/api/p2p/order/detail', { id: o.id })).data.actions).toEqual(['cancel']);
    const cancelled = await s.call('/api/p2p/order/cancel', { id: o.id });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', ended_by: 'seller' });
    expect(await s.fiat()).toBe('100/0');
    expect(await audit()).toEqual([]);
  });

  it('a demo merchant pays for what a user sells it, once, and confirms what a user buys from it', async () => {
    const m = await user({ usdt: '1000' });
    const account = (await t.database.db.select().from(users).where(eq(users.id, m.id)))[0]!.account;
    await adminCall('/api/admin/p2p/merchant/grant', { account });
    await card(m);
    const ad = { crypto: 'USDT', fiat: 'USD', price_type: 'fixed', quantity: '500', min_amount: '10', max_amount: '500', methods: ['Bank transfer'], pay_window: 15 };
    const demoBuys = (await m.call('/api/p2p/ad/save', { ...ad, side: 'buy', price: '0.99' })).data.id as number;
    const demoSells = (await m.call('/api/p2p/ad/save', { ...ad, side: 'sell', price: '1' })).data.id as number;
    t.app.services.p2p.actAsDemo(m.id);

    // A user sells 100 USDT to the demo merchant: it marks its payment 5 s later, the clock's sweep
    // does it (moving the clock runs one), and sweeps after it change nothing.
    const s = await user({ usdt: '100' });
    const sold = (await s.call('/api/p2p/order/place', { ad_id: demoBuys, by: 'quantity', value: '100', card_id: await card(s) })).data;
    await t.app.services.p2p.sweep();
    expect(await statusOf(sold.id)).toBe('unpaid');
    advanceClock(t, 5_000);
    await t.app.services.p2p.sweep();
    expect(await statusOf(sold.id)).toBe('paid');
    expect((await t.app.services.p2p.sweep()).paid).toBe(0);
    const told = await t.app.services.notices.list(s.id, 1, 10, 'en_US');
    expect(told.list.filter((n) => n.title.includes('paid') || n.content.includes(sold.order_no))).toHaveLength(1);
    // The user confirms receipt with the fund password: the crypto goes to the merchant.
    expect((await s.call('/api/p2p/order/release', { id: sold.id, fund_password: FUND_PASSWORD })).data.status).toBe('completed');
    expect([await s.fiat(), await m.fiat()]).toEqual(['0/0', '1100/0']);

    // A user buys from it: it confirms 5 s after the payment.
    const b = await user();
    const bought = (await buy(b, '50', demoSells)).data;
    await b.call('/api/p2p/order/pay', { id: bought.id });
    advanceClock(t, 5_000);
    await t.app.services.p2p.sweep();
    expect(await statusOf(bought.id)).toBe('completed');
    expect(await b.fiat()).toBe('50/0');
    expect(await audit()).toEqual([]);
  });
});

describe('appeals and chat', () => {
  it('the chat is shared by both sides; an appeal with an image is resolved by the admin', async () => {
    const b = await user();
    const o = (await buy(b, '80')).data;
    expect((await b.call('/api/p2p/chat/send', { id: o.id, text: 'Sent from Test Bank' })).data).toMatchObject({ mine: true, from: 'buyer' });
    const png = (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toBuffer()).toString('base64');
    await merchant.call('/api/p2p/chat/send', { id: o.id, image: `data:image/png;base64,${png}` });
    const chat = (await b.call('/api/p2p/chat/list', { id: o.id })).data.list;
    expect(chat).toMatchObject([{ text: 'Sent from Test Bank', mine: true }, { from: 'seller', mine: false, image_id: expect.any(Number) }]);
    const stranger = await user();
    expect((await stranger.call('/api/p2p/chat/list', { id: o.id })).msg).toBe('This order does not exist');

    await b.call('/api/p2p/order/pay', { id: o.id });
    expect((await b.call('/api/p2p/order/appeal', { id: o.id, reason: 'No answer' })).msg).toBe('You can appeal once the seller’s confirmation time has run out');
    advanceClock(t, 61 * 60_000);
    const appealed = await b.call('/api/p2p/order/appeal', { id: o.id, reason: 'Paid, no release', images: [png] });
    expect(appealed.data).toMatchObject({ status: 'appeal', appeal: { by: 'buyer', reason: 'Paid, no release', images: [expect.any(Number)] } });
    expect((await merchant.call('/api/p2p/order/release', { id: o.id, fund_password: FUND_PASSWORD })).msg).toMatch(/already moved on/);

    const seen = (await adminCall('/api/admin/p2p/order', { id: o.id })).data;
    expect(seen.messages).toHaveLength(2);

    // Who may fetch the images, in real HTTP statuses: both sides and an admin get the picture; a
    // stranger 403, nobody signed in 401, an image that does not exist 404 (never 200 with an error).
    const chatImage = chat[1].image_id as number;
    const evidence = appealed.data.appeal.images[0] as number;
    const fetchImage = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/p2p/image/${id}`, headers });
    for (const id of [chatImage, evidence])
      for (const who of [b.headers, merchant.headers, admin]) {
        const res = await fetchImage(id, who);
        expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'image/jpeg', 'private, no-store']);
        expect((await sharp(res.rawPayload).metadata()).width).toBe(8);
      }
    const anonymous = await fetchImage(evidence, {});
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 403]);
    const refused = await fetchImage(evidence, stranger.headers);
    expect([refused.statusCode, refused.json().msg]).toEqual([403, 'Only the two sides of this order and the platform’s reviewers can see this image']);
    expect((await fetchImage(evidence + 1000, b.headers)).statusCode).toBe(404);
    expect((await fetchImage(evidence, { token: 'not-a-session' })).statusCode).toBe(401);
    expect((await adminCall('/api/admin/p2p/resolve', { id: o.id, result: 'release' })).data.status).toBe('completed');
    expect(await b.fiat()).toBe('80/0');
    expect((await adminCall('/api/admin/p2p/resolve', { id: o.id, result: 'return' })).msg).toMatch(/already moved on/);
    const notices = await t.app.services.notices.list(b.id, 1, 10, 'en_US');
    expect(JSON.stringify(notices)).toContain('Appeal resolved: released to the buyer');
    expect(await audit()).toEqual([]);
  });
});

describe('state × actor × action', () => {
  const ALLOWED: Record<P2pOrderStatus, Partial<Record<P2pAction, P2pActor>>> = {
    unpaid: { pay: 'buyer', cancel: 'buyer' },
    paid: { release: 'seller', appeal: 'seller' },
    appeal: { resolve_release: 'admin', resolve_return: 'admin' },
    completed: {},
    cancelled: {},
  };
  const ACTORS: P2pActor[] = ['buyer', 'seller', 'admin', 'clock', 'stranger'];

  it('allows exactly the table’s transitions; every other attempt is refused and changes nothing', async () => {
    const b = await user();
    const other = await user();
    async function orderIn(status: P2pOrderStatus): Promise<number> {
      const id = (await buy(b, '10')).data.id as number;
      const p2p = t.app.services.p2p;
      if (status === 'cancelled') await p2p.transition(id, b.id, 'cancel');
      if (status === 'unpaid' || status === 'cancelled') return id;
      await p2p.transition(id, b.id, 'pay');
      if (status === 'completed') await p2p.transition(id, merchant.id, 'release');
      if (status === 'appeal') await p2p.transition(id, merchant.id, 'appeal');
      return id;
    }
    const who = (a: P2pActor) => (a === 'buyer' ? b.id : a === 'seller' ? merchant.id : a === 'stranger' ? other.id : a);
    const snapshot = async (id: number) => JSON.stringify([(await t.database.db.select().from(p2pOrders).where(eq(p2pOrders.id, id)))[0], await b.fiat(), await merchant.fiat()]);
    let allowed = 0;
    let refused = 0;
    for (const status of P2P_ORDER_STATUSES) {
      const shared = await orderIn(status);
      for (const action of P2P_ACTIONS)
        for (const actor of ACTORS) {
          if (ALLOWED[status][action] === actor) {
            const id = await orderIn(status);
            const after = await t.app.services.p2p.transition(id, who(actor), action);
            expect(after.status, `${status} ${actor} ${action}`).not.toBe(status);
            allowed++;
          } else {
            const before = await snapshot(shared);
            await expect(t.app.services.p2p.transition(shared, who(actor), action), `${status} ${actor} ${action}`).rejects.toThrow();
            expect(await snapshot(shared)).toBe(before);
            refused++;
          }
        }
    }
    expect([allowed, refused]).toEqual([6, 5 * 7 * 5 - 6]);
    expect(await audit()).toEqual([]);
  });
});

describe('races', () => {
  it('50 simultaneous releases make one transfer', async () => {
    const b = await user();
    const o = (await buy(b, '20')).data;
    await b.call('/api/p2p/order/pay', { id: o.id });
    const results = await Promise.all(Array.from({ length: 50 }, () => merchant.call('/api/p2p/order/release', { id: o.id, fund_password: FUND_PASSWORD })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await b.fiat()).toBe('20/0');
  });

  it('payment racing expiry, cancel racing payment: one wins each time', async () => {
    const b = await user();
    const o1 = (await buy(b, '10')).data;
    const o2 = (await buy(b, '10')).data;
    const [cancel, pay] = await Promise.all([b.call('/api/p2p/order/cancel', { id: o1.id }), b.call('/api/p2p/order/pay', { id: o1.id })]);
    expect([cancel.code, pay.code].filter((c) => c === 200)).toHaveLength(1);
    advanceClock(t, 15 * 60_000);
    const [, late] = await Promise.all([t.app.services.p2p.sweep(), b.call('/api/p2p/order/pay', { id: o2.id })]);
    expect(late.code).not.toBe(200);
    expect(await statusOf(o2.id)).toBe('cancelled');
  });

  it('two buyers taking an ad’s last quantity: exactly one wins', async () => {
    const last = (await merchant.call('/api/p2p/ad/save', { side: 'sell', crypto: 'USDT', fiat: 'USD', price_type: 'fixed', price: '1', quantity: '30', min_amount: '1', max_amount: '100', methods: ['Bank'], pay_window: 15 })).data.id;
    const [x, y] = [await user(), await user()];
    const [cx, cy] = [await card(x), await card(y)];
    const results = await Promise.all([x, y].map((u, i) => u.call('/api/p2p/order/place', { ad_id: last, by: 'amount', value: '30', card_id: [cx, cy][i] })));
    expect(results.map((r) => r.code).filter((c) => c === 200)).toHaveLength(1);
    expect(results.map((r) => r.msg)).toContain('This ad does not have that much left: enter a smaller amount');
    expect(await audit()).toEqual([]);
  });
});
