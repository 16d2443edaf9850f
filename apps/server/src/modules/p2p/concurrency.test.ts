import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';
import { insertUser } from '../auth/test-kit';
import { adminHeaders } from '../funding/test-kit';

/*
 * P2P under concurrency (issue 26 item 4) and what a buyer reads when an order cannot be escrowed
 * (item 9), through the HTTP API on the real database. A buyer's orders placed all at once on
 * different ads must still be held to the unverified total (trust_uncheck, 1,000) or the verified
 * daily total (trust_total, 10,000); orders given back and taken on one ad at the same moment all
 * go through; and a merchant whose wallet cannot cover the escrow is told apart from an ad that has
 * too little left.
 */

interface User {
  id: number;
  call<T = any>(url: string, body?: unknown): Promise<{ code: number; msg: string; data: T }>;
  fiat(currency?: string): Promise<string>;
}

let t: TestApp;
let admin: Record<string, string>;

async function user(opts: { verified?: boolean; usdt?: string } = {}): Promise<User> {
  const row = await insertUser(t);
  if (opts.verified !== false) await t.database.db.update(users).set({ nameStatus: 3 }).where(eq(users.id, row.id));
  if (opts.usdt) await t.app.services.ledger.credit({ userId: row.id, account: 'fiat', currency: 'USDT', amount: opts.usdt, reason: 'deposit', refType: 'test', refId: 'p2p' });
  const token = await t.app.services.sessions.open(row.id, { ip: '127.0.0.1', userAgent: 'test' });
  return {
    id: row.id,
    call: async (url, body) => (await t.post(url, body ?? {}, { token, lang: 'en_US' })).body,
    fiat: async (currency = 'USDT') => {
      const b = await t.app.services.ledger.balance(row.id, 'fiat', currency);
      return `${b.available}/${b.frozen}`;
    },
  };
}
const card = async (u: User) => (await u.call('/api/p2p/card/add', { real_name: 'Jo Doe', bank_name: 'Test Bank', card_no: '6222 0000 1111 2345', fiat: 'USD' })).data.id as number;

/** A verified user made a merchant by the admin, with a collection method in USD. */
async function merchant(usdt: string): Promise<User> {
  const m = await user({ usdt });
  const account = (await t.database.db.select().from(users).where(eq(users.id, m.id)))[0]!.account;
  expect((await t.post('/api/admin/p2p/merchant/grant', { account }, admin)).body.code).toBe(200);
  await card(m);
  return m;
}
const sellAd = async (m: User, quantity: string, maxAmount = '5000') =>
  (await m.call('/api/p2p/ad/save', { side: 'sell', crypto: 'USDT', fiat: 'USD', price_type: 'fixed', price: '1', quantity, min_amount: '10', max_amount: maxAmount, methods: ['Bank transfer'], pay_window: 15 })).data
    .id as number;
async function audit(): Promise<string[]> {
  return (await t.app.services.ledger.audit()).violations.map((v) => `[${v.check}] ${v.message}`);
}

/** `count` orders of `amount` USD (= USDT at price 1) placed at the same moment, each on its own ad. */
async function buyAtOnce(buyer: User, ads: number[], amount: string) {
  const cardId = await card(buyer);
  const results = await Promise.all(ads.map((ad_id) => buyer.call('/api/p2p/order/place', { ad_id, by: 'amount', value: amount, card_id: cardId })));
  const accepted = results.filter((r) => r.code === 200);
  const total = accepted.reduce((s, r) => s + Number(r.data.total), 0);
  return { results, accepted, total };
}

let ads: number[];
let seller: User;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  seller = await merchant('200000');
  ads = [];
  for (let i = 0; i < 24; i++) ads.push(await sellAd(seller, '3000'));
}, 120_000);
afterAll(() => t?.close());

describe('purchase limits under concurrency', () => {
  it('holds an unverified buyer to the 1,000 total with 24 orders of 900 placed at once on 24 ads', async () => {
    const b = await user({ verified: false });
    expect((await b.call('/api/p2p/me')).data).toMatchObject({ verified: false, trust_total: '1000' });
    const { results, accepted, total } = await buyAtOnce(b, ads, '900');
    expect(total).toBeLessThanOrEqual(1000);
    expect(accepted).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(23).fill(expect.stringMatching(/^Unverified users can buy at most/)));
    expect((await b.call('/api/p2p/me')).data.bought_today).toBe('900');
    expect((await b.call('/api/p2p/orders', { status: 'open' })).data.total).toBe(1);
    expect(await audit()).toEqual([]);
  });

  it('holds a verified buyer to the 10,000 daily total with 24 orders of 900 placed at once on 24 ads', async () => {
    const b = await user();
    expect((await b.call('/api/p2p/me')).data).toMatchObject({ verified: true, trust_single: '1000', trust_total: '10000' });
    const { results, accepted, total } = await buyAtOnce(b, ads, '900');
    expect(total).toBeLessThanOrEqual(10_000);
    // Every order that fitted was taken: 11 × 900 = 9,900, and a twelfth would pass 10,000.
    expect(accepted).toHaveLength(11);
    expect(results.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(13).fill(expect.stringMatching(/^This order would take you over your daily buying limit/)));
    expect((await b.call('/api/p2p/me')).data.bought_today).toBe('9900');
    // The seller's escrow holds exactly what was accepted.
    const frozen = Number((await seller.fiat()).split('/')[1]);
    expect(frozen).toBeGreaterThanOrEqual(9900);
    expect(await audit()).toEqual([]);
  });

  it('gives every order a distinct order number', async () => {
    const b = await user();
    const { accepted } = await buyAtOnce(b, ads.slice(0, 10), '50');
    expect(accepted).toHaveLength(10);
    const numbers = accepted.map((r) => r.data.order_no as string);
    expect(new Set(numbers).size).toBe(10);
    for (const n of numbers) expect(n).toMatch(/^P\d{13}\d{6}$/);
  });
});

describe('one ad taken and given back at the same moment', () => {
  it('answers every cancel and every new order, and the ad and the escrow add up', async () => {
    const m = await merchant('50000');
    const ad = await sellAd(m, '50000');
    const newBuyers = () => Promise.all(Array.from({ length: 12 }, async () => {
      const b = await user();
      return { b, cardId: await card(b) };
    }));
    const place = ({ b, cardId }: { b: User; cardId: number }) => b.call('/api/p2p/order/place', { ad_id: ad, by: 'amount', value: '20', card_id: cardId });
    let holders = await newBuyers();
    let open = await Promise.all(holders.map(place));
    expect(open.map((r) => r.code)).toEqual(Array(12).fill(200));
    // Two rounds: the holders cancel while as many new buyers take the same ad.
    for (let round = 0; round < 2; round++) {
      const takers = await newBuyers();
      const answers = await Promise.all([...holders.map((h, i) => h.b.call('/api/p2p/order/cancel', { id: open[i]!.data.id })), ...takers.map(place)]);
      expect(answers.map((r) => r.code)).toEqual(Array(24).fill(200));
      holders = takers;
      open = answers.slice(12);
    }
    // 12 orders of 20 are open: the ad has given out 240 and the merchant's escrow holds 240.
    expect((await holders[0]!.b.call('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'USD' })).data.list.find((a: any) => a.id === ad)).toMatchObject({ remaining: '49760' });
    expect(await m.fiat()).toBe('49760/240');
    expect(await audit()).toEqual([]);
  });
});

describe('what a buyer reads when an order cannot be escrowed', () => {
  it('says the merchant cannot cover the order when the merchant’s wallet is short, and the ad is short when it is', async () => {
    // The merchant's ad offers 3,000 but the merchant's fiat wallet holds 300.
    const poor = await merchant('300');
    const big = await sellAd(poor, '3000');
    const b = await user();
    const cardId = await card(b);
    const short = await b.call('/api/p2p/order/place', { ad_id: big, by: 'amount', value: '500', card_id: cardId });
    expect(short.code).toBe(8021);
    expect(short.msg).toBe('The merchant does not hold enough crypto to cover this order right now: choose another ad or try a smaller amount');
    const ja = await t.post('/api/p2p/order/place', { ad_id: big, by: 'amount', value: '500', card_id: cardId }, { token: await t.app.services.sessions.open(b.id, { ip: '127.0.0.1', userAgent: 'test' }), lang: 'ja_JP' });
    expect(ja.body.msg).toBe('このマーチャントの残高が現在この注文に足りません。別の広告を選ぶか、金額を減らしてください');
    // Nothing changed: the ad still offers 3,000 and the merchant holds 300.
    expect((await b.call('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'USD' })).data.list.find((a: any) => a.id === big)).toMatchObject({ remaining: '3000' });
    expect(await poor.fiat()).toBe('300/0');
    expect((await b.call('/api/p2p/orders')).data.total).toBe(0);

    // An ad with 20 left: the ad is what is short.
    const small = await sellAd(seller, '20', '100');
    const left = await b.call('/api/p2p/order/place', { ad_id: small, by: 'amount', value: '30', card_id: cardId });
    expect(left.code).toBe(8006);
    expect(left.msg).toBe('This ad does not have that much left: enter a smaller amount');
    // What the merchant can cover is accepted.
    expect((await b.call('/api/p2p/order/place', { ad_id: big, by: 'amount', value: '300', card_id: cardId })).code).toBe(200);
    expect(await poor.fiat()).toBe('0/300');
    expect(await audit()).toEqual([]);
  });
});
