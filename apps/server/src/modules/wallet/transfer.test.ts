import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

/** Building and seeding an app can take a while on a busy machine. */
const APP_START_MS = 180_000;
import { ledgerSnapshot } from '../ledger/test-support';
import { clientId, fund, newUser } from './test-kit';

describe('internal transfers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const transfer = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.post('/api/wallet/transfer', { client_id: clientId(), ...body }, headers);

  it('moves available USDT from spot to futures without a fee and says so', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '100');
    const res = await transfer({ ...u.headers, lang: 'en_US' }, { currency: 'usdt', from: 'spot', to: 'futures', amount: '40.5' });
    expect(res.body).toMatchObject({ code: 200, msg: 'Transfer successful' });
    expect(res.body.data).toMatchObject({
      currency: 'USDT',
      amount: '40.5',
      from: { account: 'spot', before: '100', after: '59.5' },
      to: { account: 'futures', before: '0', after: '40.5' },
    });
    expect(await t.app.services.ledger.balance(u.id, 'spot', 'USDT')).toEqual({ available: '59.5', frozen: '0' });
    expect(await t.app.services.ledger.balance(u.id, 'futures', 'USDT')).toEqual({ available: '40.5', frozen: '0' });
  });

  it('rejects every broken rule with a translated message and changes nothing', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '10');
    await fund(t, u.id, 'BNB', '10');
    await t.app.services.ledger.freeze({ userId: u.id, account: 'spot', currency: 'USDT', amount: '4', reason: 'order_freeze' });
    const h = { ...u.headers, lang: 'fr_FR' };
    const before = await ledgerSnapshot(t.database.db);
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ currency: 'USDT', from: 'spot', to: 'spot', amount: '1' }, 5002],
      [{ currency: 'USDT', from: 'spot', to: 'futures' }, 5004],
      [{ currency: 'USDT', from: 'spot', to: 'futures', amount: '' }, 5004],
      [{ from: 'spot', to: 'futures', amount: '1' }, 5003],
      [{ currency: 'USDT', from: 'spot', to: 'futures', amount: '0' }, 2002],
      [{ currency: 'USDT', from: 'spot', to: 'futures', amount: '-1' }, 2002],
      [{ currency: 'USDT', from: 'spot', to: 'futures', amount: '1e3' }, 2002],
      // Finer than USDT's precision: it would leave dust that no form can show or withdraw.
      [{ currency: 'USDT', from: 'spot', to: 'futures', amount: '1.123456789012' }, 5007],
      [{ currency: 'USDT', from: 'spot', to: 'moon', amount: '1' }, 5001],
      [{ currency: 'BNB', from: 'spot', to: 'futures', amount: '1' }, 5005],
      [{ currency: 'BNB', from: 'spot', to: 'fiat', amount: '1' }, 5005],
      [{ currency: 'BNB', from: 'spot', to: 'ico', amount: '1' }, 5005],
      [{ currency: 'NOPE', from: 'spot', to: 'futures', amount: '1' }, 1003],
      // 10 USDT, 4 of them frozen by an order: only 6 are available.
      [{ currency: 'USDT', from: 'spot', to: 'futures', amount: '6.01' }, 2001],
      [{ currency: 'USDT', from: 'futures', to: 'spot', amount: '1' }, 2001],
    ];
    for (const [body, code] of cases) {
      const res = await transfer(h, body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.body.msg).not.toMatch(/^[A-Z_]+$/);
    }
    expect((await transfer(h, { currency: 'USDT', from: 'spot', to: 'spot', amount: '1' })).body.msg).toBe(
      'Le compte de destination doit être différent du compte d’origine',
    );
    expect((await transfer(h, { currency: 'USDT', from: 'spot', to: 'futures', amount: '1.123456789012' })).body.msg).toBe(
      'Le montant a plus de décimales que cette devise n’en autorise',
    );
    expect(await ledgerSnapshot(t.database.db)).toEqual(before);
  });

  it('fiat takes legal currencies and the ico wallet sends released tokens back to spot', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'BTC', '1');
    expect((await transfer(u.headers, { currency: 'BTC', from: 'spot', to: 'fiat', amount: '0.25' })).body.code).toBe(200);
    await fund(t, u.id, 'SOL', '5', 'ico');
    expect((await transfer(u.headers, { currency: 'SOL', from: 'ico', to: 'spot', amount: '5' })).body.code).toBe(200);
    expect(await t.app.services.ledger.balance(u.id, 'spot', 'SOL')).toEqual({ available: '5', frozen: '0' });
  });

  it('a repeated client id answers the first transfer and moves money once', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '100');
    const body = { client_id: clientId(), currency: 'USDT', from: 'spot', to: 'second', amount: '30' };
    const first = await t.post('/api/wallet/transfer', body, u.headers);
    const again = await t.post('/api/wallet/transfer', body, u.headers);
    expect(again.body.data).toEqual(first.body.data);
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => t.post('/api/wallet/transfer', { ...body, client_id: 'race-1' }, u.headers)),
    );
    const ids = new Set(racing.map((r) => r.body.data.id));
    expect(racing.every((r) => r.body.code === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await t.app.services.ledger.balance(u.id, 'second', 'USDT')).toEqual({ available: '60', frozen: '0' });
    const reused = await t.post('/api/wallet/transfer', { ...body, amount: '31' }, u.headers);
    expect(reused.body.code).toBe(5006);
  });

  it('50 concurrent transfers never overdraw', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '100');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => transfer(u.headers, { currency: 'USDT', from: 'spot', to: 'futures', amount: '7' })),
    );
    const accepted = answers.filter((a) => a.body.code === 200).length;
    expect(accepted).toBe(14);
    expect(answers.filter((a) => a.body.code === 2001)).toHaveLength(36);
    expect(await t.app.services.ledger.balance(u.id, 'spot', 'USDT')).toEqual({ available: '2', frozen: '0' });
    expect(await t.app.services.ledger.balance(u.id, 'futures', 'USDT')).toEqual({ available: '98', frozen: '0' });
  });

  it('pushes the new balances on the private channel', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '10');
    const pushes: unknown[] = [];
    const original = t.app.services.realtime.publishToUser;
    t.app.services.realtime.publishToUser = (id, data) => {
      if (id === u.id) pushes.push(data);
      original(id, data);
    };
    try {
      await transfer(u.headers, { currency: 'USDT', from: 'spot', to: 'futures', amount: '3' });
    } finally {
      t.app.services.realtime.publishToUser = original;
    }
    expect(pushes).toEqual([
      { type: 'balance', account: 'spot', currency: 'USDT', available: '7', frozen: '0' },
      { type: 'balance', account: 'futures', currency: 'USDT', available: '3', frozen: '0' },
    ]);
  });
});
