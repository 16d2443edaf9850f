import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { chainCursors } from './schema';
import { mine, newClient, spot, type Client } from './test-kit';

let t: TestApp;
let user: Client;
beforeAll(async () => {
  t = await createTestApp();
  user = await newClient(t);
}, 180_000);
afterAll(() => t.close());

const addressOf = async (c: Client, currency: string, network: string) =>
  (await t.post('/api/funding/deposit/address', { currency, network }, c.headers)).body;
const deposit = (currency: string, network: string, address: string, amount: string) =>
  t.post('/api/dev/chain/deposit', { currency, network, address, amount });
const history = async (c: Client) => (await t.post('/api/funding/deposits', { page: 1, limit: 10 }, c.headers)).body.data;

describe('deposit addresses', () => {
  it('gives one stable, valid address per chain family', async () => {
    const trc = await addressOf(user, 'USDT', 'TRC20');
    expect(trc.code).toBe(200);
    expect(trc.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await addressOf(user, 'TRX', 'TRC20')).data.address).toBe(trc.data.address);
    const erc = (await addressOf(user, 'USDT', 'ERC20')).data.address;
    expect(erc).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // The same 0x account on every EVM network, as with any wallet.
    expect((await addressOf(user, 'BNB', 'BEP20')).data.address).toBe(erc);
    expect((await addressOf(user, 'BTC', 'BTC')).data.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    const other = await newClient(t);
    expect((await addressOf(other, 'USDT', 'TRC20')).data.address).not.toBe(trc.data.address);
  });

  it('refuses a network the currency does not travel on, and currencies with deposits off', async () => {
    expect((await addressOf(user, 'BTC', 'TRC20')).code).toBe(5503);
    const shib = await addressOf(user, 'SHIB', 'ERC20');
    expect(shib.code).toBe(5501);
    expect(shib.msg).toBe('Deposits of this currency are suspended');
  });

  it('needs a session', async () => {
    expect((await t.post('/api/funding/deposit/address', { currency: 'USDT', network: 'TRC20' })).body.code).toBe(403);
  });
});

describe('deposits on the simulated chain', () => {
  it('confirms, then credits once after the required confirmations', async () => {
    const c = await newClient(t);
    const address = (await addressOf(c, 'BTC', 'BTC')).data.address;
    expect((await deposit('BTC', 'BTC', address, '0.5')).body.code).toBe(200);
    expect((await mine(t, 1)).credited).toBe(0);
    let list = (await history(c)).list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'confirming', confirmations: 1, required: 2, amount: '0.5', network: 'BTC' });
    expect((await spot(t, c.id, 'BTC')).available).toBe('0');

    expect((await mine(t, 1)).credited).toBe(1);
    list = (await history(c)).list;
    expect(list[0]).toMatchObject({ status: 'success', confirmations: 2 });
    expect((await spot(t, c.id, 'BTC')).available).toBe('0.5');

    // More blocks, more passes, and a rewound scanner replaying the whole chain: still one credit.
    await mine(t, 3);
    await t.database.db.delete(chainCursors);
    await Promise.all([t.app.services.funding.tick(), t.app.services.funding.tick(), t.app.services.funding.tick()]);
    expect((await history(c)).list).toHaveLength(1);
    expect((await spot(t, c.id, 'BTC')).available).toBe('0.5');
  });

  it('credits a deposit on an EVM network and shows it in the wallet journal with its address', async () => {
    const c = await newClient(t);
    const address = (await addressOf(c, 'USDT', 'BEP20')).data.address;
    await deposit('USDT', 'BEP20', address.toLowerCase(), '25');
    await mine(t, 15);
    expect((await spot(t, c.id)).available).toBe('25');
    const [entry] = (await t.app.services.ledger.journal(c.id, {})).items;
    expect(entry).toMatchObject({ reason: 'deposit', refType: 'deposit' });
    const described = await t.app.services.funding.describeEntries([{ refType: 'deposit', refId: String((await history(c)).list[0].id) }]);
    expect(described[0]).toMatchObject({ network: 'BEP20', status: 'success' });
  });

  it('ignores deposits below the minimum and transfers to strangers', async () => {
    const c = await newClient(t);
    const address = (await addressOf(c, 'USDT', 'TRC20')).data.address;
    await deposit('USDT', 'TRC20', address, '0.5');
    await deposit('USDT', 'TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', '50');
    await mine(t, 20);
    expect((await history(c)).list).toHaveLength(0);
    expect((await spot(t, c.id)).available).toBe('0');
  });

  it("refuses a dev deposit finer than the currency's precision", async () => {
    const address = (await addressOf(user, 'USDT', 'TRC20')).data.address;
    const res = await deposit('USDT', 'TRC20', address, '5.123456789012');
    expect(res.body).toMatchObject({ code: 5007, msg: 'The amount has more decimal places than this currency allows' });
  });

  it('refuses a dev deposit to an address invalid on the network', async () => {
    const res = await deposit('USDT', 'TRC20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', '5');
    expect(res.body.code).toBe(5504);
  });

  it('leaves the ledger balanced', async () => {
    expect((await t.app.services.ledger.audit()).violations).toEqual([]);
  });
});

describe('the development chain endpoints', () => {
  it('are not registered in production; the admin action needs an admin', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.post('/api/dev/chain/deposit', { currency: 'USDT', network: 'TRC20', address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', amount: '5' });
      expect(res.body.code).not.toBe(200);
      expect((await prod.post('/api/dev/chain/mine', {})).body.code).not.toBe(200);
      const user = await newClient(prod);
      const admin = await prod.post('/api/admin/chain/deposit', { currency: 'USDT', network: 'TRC20', address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', amount: '5' }, user.headers);
      expect(admin.body.code).toBe(3500);
    } finally {
      await prod.close();
    }
  }, 180_000);
});
