import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { EVM_OUT, newClient, TRON_OUT, type Client } from './test-kit';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  c = await newClient(t);
}, 180_000);
afterAll(() => t.close());

const add = (body: Record<string, unknown>, who = c) => t.post('/api/funding/addresses/add', body, who.headers);
const list = async (who = c) => (await t.post('/api/funding/addresses', {}, who.headers)).body.data.list;

describe('the withdrawal address book', () => {
  it('adds an address checked for its network, with a 4-20 character note', async () => {
    const res = await add({ currency: 'USDT', network: 'TRC20', address: TRON_OUT, note: 'My wallet' });
    expect(res.body).toMatchObject({ code: 200, msg: 'Address added', data: { address: TRON_OUT, note: 'My wallet', network: 'TRC20' } });
    // An EVM address typed in lower case is stored in its checksummed spelling.
    const evm = await add({ currency: 'USDT', network: 'BEP20', address: EVM_OUT.toLowerCase(), note: 'Cold store' });
    expect(evm.body.data.address).toBe(EVM_OUT);
    expect((await list()).map((a: { note: string }) => a.note)).toEqual(['Cold store', 'My wallet']);
  });

  it.each([
    ['a note of 3 characters', { note: 'abc' }, 5512],
    ['a note of 21 characters', { note: 'x'.repeat(21) }, 5512],
    ['an address of another network', { address: EVM_OUT }, 5504],
    ['a broken checksum', { address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdJ' }, 5504],
    ['an empty address', { address: '' }, 5505],
    ['an unknown network', { network: 'DOGECHAIN' }, 5503],
    ['the same address twice', {}, 5513],
  ])('refuses %s and changes nothing', async (_name, extra, code) => {
    const before = await list();
    const res = await add({ currency: 'USDT', network: 'TRC20', address: TRON_OUT, note: 'My wallet', ...extra });
    expect(res.body.code).toBe(code);
    expect(res.body.msg).not.toBe('');
    expect(await list()).toEqual(before);
  });

  it("deletes with 'Address deleted', only the owner's own entries", async () => {
    const [first] = await list();
    const stranger = await newClient(t);
    expect((await t.post('/api/funding/addresses/delete', { id: first.id }, stranger.headers)).body.code).toBe(5514);
    const res = await t.post('/api/funding/addresses/delete', { id: first.id }, c.headers);
    expect(res.body).toMatchObject({ code: 200, msg: 'Address deleted' });
    expect((await list()).some((a: { id: number }) => a.id === first.id)).toBe(false);
    expect((await t.post('/api/funding/addresses/delete', { id: first.id }, c.headers)).body.code).toBe(5514);
  });
});
