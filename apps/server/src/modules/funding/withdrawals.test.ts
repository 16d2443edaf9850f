import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { adminHeaders, clientId, EVM_OUT, mine, newClient, spot, TRON_OUT, withdrawBody } from './test-kit';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
}, 180_000);
afterAll(() => t.close());

const withdraw = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
  t.post('/api/funding/withdraw', withdrawBody(extra), headers);
const list = async (headers: Record<string, string>) => (await t.post('/api/funding/withdrawals', {}, headers)).body.data;
const fees = async (currency = 'USDT') =>
  (await t.app.services.ledger.balance(await t.app.services.auth.userIdByAccount('system:fees'), 'spot', currency)).available;

describe('a withdrawal request', () => {
  it('freezes the amount and shows the fee and receive amount', async () => {
    const c = await newClient(t, { funds: { USDT: '100' } });
    const res = await withdraw(c.headers, { amount: '20' });
    expect(res.body).toMatchObject({ code: 200, msg: 'Withdrawal submitted' });
    expect(res.body.data).toMatchObject({ status: 'pending', amount: '20', fee: '1', receive_amount: '19', network: 'TRC20' });
    expect(await spot(t, c.id)).toEqual({ available: '80', frozen: '20' });
    expect((await list(c.headers)).list).toHaveLength(1);
  });

  it.each([
    ['a wrong fund password', { fund_password: 'Wrong123pw' }, 3014, 'Incorrect fund password'],
    ['an amount under the minimum', { amount: '5' }, 5508, 'The amount is below the minimum withdrawal'],
    ['an amount above the balance', { amount: '90' }, 2001, 'Insufficient balance'],
    ['a malformed amount', { amount: '1e3' }, 5507, 'Please enter a valid amount'],
    ['too many decimals for the currency', { amount: '20.001' }, 5007, 'The amount has more decimal places than this currency allows'],
    ['an address of another network', { address: EVM_OUT }, 5504, 'The address is not valid on the selected network'],
    ['an address with a broken checksum', { address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdJ' }, 5504, undefined],
    ['a network the currency does not use', { network: 'BTC' }, 5503, undefined],
    ['a currency with withdrawals off', { currency: 'TON', network: 'BEP20', address: EVM_OUT, amount: '2' }, 5502, 'Withdrawals of this currency are suspended'],
    ['a missing address', { address: '' }, 5505, 'Please enter the address'],
  ])('refuses %s with a clear message and changes nothing', async (_name, extra, code, msg) => {
    const c = await newClient(t, { funds: { USDT: '80', TON: '10' } });
    const res = await withdraw(c.headers, extra);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(code);
    if (msg) expect(res.body.msg.toLowerCase()).toContain(msg.toLowerCase().slice(0, 12));
    expect(await spot(t, c.id)).toEqual({ available: '80', frozen: '0' });
    expect(await spot(t, c.id, 'TON')).toEqual({ available: '10', frozen: '0' });
    expect((await list(c.headers)).list).toHaveLength(0);
  });

  it('answers in the language of the request', async () => {
    const c = await newClient(t, { funds: { USDT: '80' } });
    const res = await withdraw({ ...c.headers, lang: 'de_DE' }, { amount: '5' });
    expect(res.body.msg).toBe('Der Betrag liegt unter der Mindestauszahlung');
  });

  it('holds unverified users to draw_uncheck (100 USDT a day) and verified ones to draw_check', async () => {
    const c = await newClient(t, { funds: { USDT: '1000', BTC: '1' } });
    expect((await withdraw(c.headers, { amount: '60' })).body.code).toBe(200);
    const over = await withdraw(c.headers, { amount: '41' });
    expect(over.body).toMatchObject({ code: 5509, msg: 'The amount exceeds your 24-hour withdrawal limit' });
    // Counted in USDT value: 0.001 BTC is worth far more than the 40 USDT left.
    expect((await withdraw(c.headers, { currency: 'BTC', network: 'BTC', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', amount: '0.001' })).body.code).toBe(5509);
    expect(await spot(t, c.id)).toEqual({ available: '940', frozen: '60' });
    const quota = (await t.post('/api/funding/withdraw/quota', { currency: 'USDT' }, c.headers)).body.data;
    expect(quota).toMatchObject({ limit_usdt: '100', used_usdt: '60', left_usdt: '40', left: '40', available: '940' });

    const v = await newClient(t, { funds: { USDT: '1000' }, verified: true });
    expect((await withdraw(v.headers, { amount: '500' })).body.code).toBe(200);
  });

  it('frees the limit again when a withdrawal is cancelled', async () => {
    const c = await newClient(t, { funds: { USDT: '300' } });
    const first = (await withdraw(c.headers, { amount: '100' })).body.data;
    expect((await withdraw(c.headers, { amount: '10' })).body.code).toBe(5509);
    expect((await t.post('/api/funding/withdraw/cancel', { id: first.id }, c.headers)).body.code).toBe(200);
    expect((await withdraw(c.headers, { amount: '10' })).body.code).toBe(200);
  });

  it('has one effect for one client_id, and refuses the id for a different request', async () => {
    const c = await newClient(t, { funds: { USDT: '100' } });
    const body = withdrawBody({ amount: '30' });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => t.post('/api/funding/withdraw', body, c.headers)));
    const ids = new Set(answers.map((a) => a.body.data?.id));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await spot(t, c.id)).toEqual({ available: '70', frozen: '30' });
    const reused = await t.post('/api/funding/withdraw', { ...body, amount: '40' }, c.headers);
    expect(reused.body.code).toBe(5516);
    expect(await spot(t, c.id)).toEqual({ available: '70', frozen: '30' });
  });

  it('accepts exactly one of 100 simultaneous withdrawals of the whole balance', async () => {
    const c = await newClient(t, { funds: { USDT: '50' } });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.post('/api/funding/withdraw', withdrawBody({ amount: '50', client_id: clientId() }), c.headers)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The others find the balance gone, or (auth's fund-password throttle counts every try) are told to wait.
    expect(codes.filter((code) => code !== 200).every((code) => code === 2001 || code === 3015)).toBe(true);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await spot(t, c.id)).toEqual({ available: '0', frozen: '50' });
  }, 60_000);
});

describe('the life of a withdrawal', () => {
  it('pending -> cancelled by the user releases the funds; a second cancel is refused', async () => {
    const c = await newClient(t, { funds: { USDT: '100' } });
    const w = (await withdraw(c.headers, { amount: '40' })).body.data;
    const res = await t.post('/api/funding/withdraw/cancel', { id: w.id }, c.headers);
    expect(res.body).toMatchObject({ code: 200, msg: 'Withdrawal cancelled', data: { status: 'cancelled' } });
    expect(await spot(t, c.id)).toEqual({ available: '100', frozen: '0' });
    expect((await t.post('/api/funding/withdraw/cancel', { id: w.id }, c.headers)).body.code).toBe(5511);
    expect(await spot(t, c.id)).toEqual({ available: '100', frozen: '0' });
  });

  it("cannot touch another user's withdrawal", async () => {
    const c = await newClient(t, { funds: { USDT: '100' } });
    const stranger = await newClient(t);
    const w = (await withdraw(c.headers)).body.data;
    expect((await t.post('/api/funding/withdraw/cancel', { id: w.id }, stranger.headers)).body.code).toBe(5510);
    expect((await list(c.headers)).list[0].status).toBe('pending');
  });

  it('pending -> confirming (admin approves) -> completed after the confirmations, debited once', async () => {
    const c = await newClient(t, { funds: { USDT: '100' } });
    const feesBefore = await fees();
    const w = (await withdraw(c.headers, { amount: '50' })).body.data;
    const queue = (await t.post('/api/admin/withdrawals', { status: 'pending' }, admin)).body.data.list;
    expect(queue.find((q: { id: number }) => q.id === w.id)).toMatchObject({ user_id: c.id, usdt_value: '50' });

    const approved = await t.post('/api/admin/withdrawals/approve', { id: w.id }, admin);
    expect(approved.body).toMatchObject({ code: 200, data: { status: 'confirming' } });
    expect(approved.body.data.txid).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.post('/api/funding/withdraw/cancel', { id: w.id }, c.headers)).body.code).toBe(5511);
    expect((await t.post('/api/admin/withdrawals/reject', { id: w.id }, admin)).body.code).toBe(5511);

    await mine(t, 18);
    expect((await list(c.headers)).list[0].status).toBe('confirming');
    await mine(t, 1);
    expect((await list(c.headers)).list[0]).toMatchObject({ status: 'completed', receive_amount: '49' });
    expect(await spot(t, c.id)).toEqual({ available: '50', frozen: '0' });
    expect(Number(await fees()) - Number(feesBefore)).toBe(1);
    await mine(t, 5);
    expect(await spot(t, c.id)).toEqual({ available: '50', frozen: '0' });
    const described = await t.app.services.funding.describeEntries([{ refType: 'withdrawal', refId: String(w.id) }]);
    expect(described).toEqual([{ refType: 'withdrawal', refId: String(w.id), address: TRON_OUT, network: 'TRC20', status: 'completed' }]);
  });

  it('pending -> failed when the admin rejects, with the funds released', async () => {
    const c = await newClient(t, { funds: { USDT: '100' } });
    const w = (await withdraw(c.headers, { amount: '30' })).body.data;
    const res = await t.post('/api/admin/withdrawals/reject', { id: w.id, reason: 'risk review' }, admin);
    expect(res.body).toMatchObject({ code: 200, data: { status: 'failed', note: 'risk review' } });
    expect(await spot(t, c.id)).toEqual({ available: '100', frozen: '0' });
    expect((await t.post('/api/admin/withdrawals/approve', { id: w.id }, admin)).body.code).toBe(5511);
  });

  it('confirming -> failed when the chain refuses the payout, with the funds released', async () => {
    const c = await newClient(t, { funds: { USDT: '100' } });
    const w = (await withdraw(c.headers, { amount: '30' })).body.data;
    t.app.services.funding.chain.refuseBroadcasts(true);
    try {
      const res = await t.post('/api/admin/withdrawals/approve', { id: w.id }, admin);
      expect(res.body.data.status).toBe('failed');
    } finally {
      t.app.services.funding.chain.refuseBroadcasts(false);
    }
    expect(await spot(t, c.id)).toEqual({ available: '100', frozen: '0' });
  });

  it('keeps the admin routes for admins', async () => {
    const c = await newClient(t);
    expect((await t.post('/api/admin/withdrawals', {}, c.headers)).body.code).not.toBe(200);
    expect((await t.post('/api/admin/withdrawals/approve', { id: 1 }, c.headers)).body.code).not.toBe(200);
  });

  it('leaves the ledger balanced', async () => {
    expect((await t.app.services.ledger.audit()).violations).toEqual([]);
  });
});
