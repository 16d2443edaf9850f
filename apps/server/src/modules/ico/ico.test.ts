import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { usingPostgres } from '../../../test/helpers/database';
import { openDatabase, type Database } from '../../db/client';
import { selectRows } from '../ledger/repository';
import { ignoreClosingConnectionErrors } from '../ledger/test-support';
import { createLedger } from '../ledger/service';
import { createPlatformService } from '../platform/service';
import { icoFrozenHolder } from './frozen-holder';
import type { AdjustableClock } from '../../lib/clock';
import { userRecords } from '../auth/users';
import { adminToken } from '../identity/test-support';
import { createIcoService } from './service';

/*
 * ICO subscription (issue 19) through the HTTP API on the real database: the admin's project,
 * subscribing in whole lots within the maximum and the balance, 100 simultaneous subscriptions of
 * one user, the allocation at the end once (a second call, a crash in the middle), the lottery
 * recomputed by scripts/verify-ico-lottery.mjs, refunds, frozen tokens, thawing, the new currency
 * and its spot pair, and a clean audit.
 */

type Envelope<T = any> = { code: number; msg: string; data: T };
let t: TestApp;
let admin: string;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const REPO = path.resolve(__dirname, '../../../../..');

async function user(usdt = '10000') {
  const tag = randomBytes(5).toString('hex');
  const id = await userRecords.insert(t.database.db, { account: `ico.${tag}@example.com`, email: `ico.${tag}@example.com`, inviteCode: `I${tag}`.toUpperCase() });
  if (usdt !== '0') await t.app.services.ledger.credit({ userId: id, account: 'ico', currency: 'USDT', amount: usdt, reason: 'deposit', refType: 'test', refId: tag });
  const token = await t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' });
  return {
    id,
    call: async <T = any>(url: string, body?: unknown, lang?: string): Promise<Envelope<T>> =>
      (await t.post(url, body ?? {}, { token, ...(lang ? { lang } : {}) })).body,
    usdt: async () => {
      const b = await t.app.services.ledger.balance(id, 'ico', 'USDT');
      return `${b.available}/${b.frozen}`;
    },
    balance: (currency: string) => t.app.services.ledger.balance(id, 'ico', currency),
  };
}

const asAdmin = async <T = any>(url: string, body?: unknown): Promise<Envelope<T>> => (await t.post(url, body ?? {}, { token: admin })).body;
const now = () => t.app.services.clock.nowMs();
const clock = () => t.app.services.clock as AdjustableClock;
let symbolN = 0;

/** A project open from now for `hours`; price 0.5, lots of 100 tokens (50 USDT a lot). */
async function project(over: Record<string, unknown> = {}) {
  symbolN++;
  const res = await asAdmin('/api/admin/ico/project/save', {
    symbol: `TK${symbolN}${randomBytes(2).toString('hex').toUpperCase()}`.slice(0, 10),
    name: 'Test Token',
    description: 'A token for tests',
    links: [{ label: 'Site', url: 'https://example.com' }],
    price: '0.5',
    total_supply: '1000',
    lot_size: '100',
    max_lots: 10,
    start_at: now() - 1000,
    end_at: now() + 48 * HOUR,
    freeze_ratio: '0.8',
    thaw_schedule: [
      { days: 0, percent: 25 },
      { days: 2, percent: 75 },
    ],
    ...over,
  });
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

async function audit(): Promise<string[]> {
  const report = await t.app.services.ledger.audit();
  return report.violations.map((v: { check: string; message: string }) => `[${v.check}] ${v.message}`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t?.close());

describe('ICO projects (admin)', () => {
  it('creates a project with a published seed hash; statuses follow the clock', async () => {
    const p = await project();
    expect(p).toMatchObject({ status: 'in_progress', hot: false, offered_lots: 10, subscribed_lots: 0, progress: '0.00', seed: null, allocated: false });
    expect(p.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const soon = await project({ end_at: now() + 2 * HOUR });
    expect(soon.status).toBe('ending_soon');
    const later = await project({ start_at: now() + DAY, end_at: now() + 2 * DAY });
    expect(later.status).toBe('upcoming');
    const list = (await t.post('/api/ico/projects', {})).body;
    expect(list.code).toBe(200);
    expect(list.data.list.map((x: any) => x.id)).toEqual(expect.arrayContaining([p.id, soon.id, later.id]));
  });

  it('refuses a bad project with a translated message and makes nothing', async () => {
    const before = (await asAdmin('/api/admin/ico/projects')).data.list.length;
    const bad = async (over: Record<string, unknown>) => (await asAdmin('/api/admin/ico/project/save', { ...(await validBody()), ...over })).msg;
    expect(await bad({ end_at: now() - 10 })).toBe('The recruit end must be after its start');
    expect(await bad({ total_supply: '1050' })).toBe('The total offered must be a whole number of lots');
    expect(await bad({ thaw_schedule: [{ days: 0, percent: 50 }] })).toBe('The thaw schedule must add up to 100% in increasing days');
    expect(await bad({ symbol: 'btc' })).toBe('The currency symbol must be 2 to 10 capital letters or digits, starting with a letter');
    expect(await bad({ symbol: 'BTC' })).toBe('This currency symbol is already used');
    expect(await bad({ freeze_ratio: '1.5' })).toBe('The freeze proportion must be between 0 and 1');
    expect((await asAdmin('/api/admin/ico/projects')).data.list.length).toBe(before);
    const u = await user('0');
    expect((await u.call('/api/admin/ico/projects')).code).not.toBe(200);
  });
});

async function validBody() {
  return {
    symbol: `VB${randomBytes(3).toString('hex').toUpperCase()}`,
    name: 'Valid',
    price: '1',
    total_supply: '1000',
    lot_size: '100',
    max_lots: 5,
    start_at: now() + HOUR,
    end_at: now() + DAY,
    freeze_ratio: '0',
  };
}

describe('subscribing', () => {
  it('freezes whole lots in the ICO wallet and refuses the rest with nothing frozen', async () => {
    const p = await project();
    const u = await user('300');
    const first = await u.call('/api/ico/subscribe', { id: p.id, lots: 2 });
    expect(first).toMatchObject({ code: 200, msg: 'Subscription successful', data: { lots: 2 } });
    expect(await u.usdt()).toBe('200/100');
    const more = await u.call('/api/ico/subscribe', { id: p.id, lots: 1 });
    expect(more.data.lots).toBe(3);
    expect(await u.usdt()).toBe('150/150');

    expect((await u.call('/api/ico/subscribe', { id: p.id, lots: 1.5 })).msg).toBe('Subscribe in whole lots');
    expect((await u.call('/api/ico/subscribe', { id: p.id })).msg).toBe('Enter the subscription quantity');
    expect((await u.call('/api/ico/subscribe', { id: p.id, lots: 4 })).msg).toBe('Not enough USDT in your ICO wallet: transfer USDT to it first');
    expect((await u.call('/api/ico/subscribe', { id: p.id, lots: 8 })).msg).toBe('This is more than the maximum number of lots you may subscribe');
    expect((await u.call('/api/ico/subscribe', { id: p.id, lots: 4 }, 'de_DE')).msg).toBe('Zu wenig USDT in Ihrer ICO-Wallet: überweisen Sie zuerst USDT dorthin');
    expect((await u.call('/api/ico/subscribe', { id: 999999, lots: 1 })).msg).toBe('This subscription project does not exist');
    const later = await project({ start_at: now() + DAY, end_at: now() + 2 * DAY });
    expect((await u.call('/api/ico/subscribe', { id: later.id, lots: 1 })).msg).toBe('The subscription has not started yet');
    expect(await u.usdt()).toBe('150/150');

    const detail = await u.call('/api/ico/project', { id: p.id });
    expect(detail.data.mine).toMatchObject({ lots: 3, paid: '150', available_lots: 3, balance: '150', status: 'holding' });
    const hold = await u.call('/api/ico/orders', { tab: 'hold' });
    expect(hold.data.list).toEqual([expect.objectContaining({ project_id: p.id, lots: 3, paid: '150', status: 'holding' })]);
    expect(await audit()).toEqual([]);
  });

  it('100 simultaneous subscriptions of one user accept only up to the maximum', async () => {
    const p = await project({ max_lots: 10 });
    const u = await user('100000');
    const results = await Promise.all(Array.from({ length: 100 }, () => u.call('/api/ico/subscribe', { id: p.id, lots: 1 })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    expect(new Set(results.filter((r) => r.code !== 200).map((r) => r.msg))).toEqual(new Set(['This is more than the maximum number of lots you may subscribe']));
    expect(await u.usdt()).toBe('99500/500');
    expect((await u.call('/api/ico/project', { id: p.id })).data.mine).toMatchObject({ lots: 10, paid: '500', available_lots: 0 });
    expect(await audit()).toEqual([]);
  });
});

describe('allocation at the end', () => {
  it('draws an oversubscribed project once, refunds the rest, credits frozen tokens, thaws by the schedule, lists the currency', async () => {
    // 10 lots offered; three users ask for 6 + 5 + 4 = 15.
    const p = await project({ end_at: now() + HOUR, total_supply: '1000', freeze_ratio: '0.8' });
    const [a, b, c] = [await user('1000'), await user('1000'), await user('1000')];
    for (const [u, lots] of [[a, 6], [b, 5], [c, 4]] as const) expect((await u.call('/api/ico/subscribe', { id: p.id, lots })).code).toBe(200);
    const hot = (await t.post('/api/ico/project', { id: p.id })).body.data.project;
    expect(hot).toMatchObject({ hot: true, subscribed_lots: 15, progress: '150.00' });

    clock().advance(HOUR + 1000);
    expect((await a.call('/api/ico/subscribe', { id: p.id, lots: 1 })).msg).toBe('The subscription has ended');
    // The clock's move started the allocation; two more at once and another afterwards change nothing.
    await Promise.all([t.app.services.ico.allocate(p.id), t.app.services.ico.allocate(p.id), t.app.services.ico.allocateDue()]);
    expect(await t.app.services.ico.allocate(p.id)).toBe(false);
    for (const u of [a, b, c]) {
      const settled = await t.app.services.ledger.journal(u.id, { reasons: ['ico_settle'] });
      expect(new Set(settled.items.map((l) => l.entryId)).size).toBe(1);
    }

    const after = (await t.post('/api/ico/project', { id: p.id })).body.data.project;
    expect(after).toMatchObject({ status: 'ended', allocated: true, winning_rate: '66.66', listed: true });
    expect(after.seed).toMatch(/^[0-9a-f]{64}$/);

    let wonTotal = 0;
    for (const u of [a, b, c]) {
      const mine = (await u.call('/api/ico/project', { id: p.id })).data.mine;
      wonTotal += mine.won_lots;
      expect(mine.won_lots).toBeLessThanOrEqual(mine.lots);
      expect(Number(mine.consumption) + Number(mine.refund)).toBe(Number(mine.paid));
      expect(mine.consumption).toBe(String(mine.won_lots * 50));
      expect(await u.usdt()).toBe(`${1000 - mine.won_lots * 50}/0`);
      const tokens = await u.balance(p.symbol);
      expect(tokens).toEqual({ available: String(mine.won_lots * 20), frozen: String(mine.won_lots * 80) });
    }
    expect(wonTotal).toBe(10);

    // The repo's script recomputes the same winners from the public data.
    const lottery = (await t.post('/api/ico/lottery', { id: p.id })).body;
    const dir = mkdtempSync(path.join(tmpdir(), 'ico-'));
    writeFileSync(path.join(dir, 'lottery.json'), JSON.stringify(lottery));
    const out = execFileSync('node', [path.join(REPO, 'scripts/verify-ico-lottery.mjs'), '--file', path.join(dir, 'lottery.json')], { encoding: 'utf8' });
    expect(out).toContain('verified');
    // A tampered result is caught.
    lottery.data.subscriptions[0].won_lots += 1;
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(lottery));
    expect(() => execFileSync('node', [path.join(REPO, 'scripts/verify-ico-lottery.mjs'), '--file', path.join(dir, 'bad.json')], { stdio: 'pipe' })).toThrow();

    // Thaw: 25% of the frozen tokens at the end, the rest after 2 days.
    const frozenOf = await Promise.all([a, b, c].map(async (u) => (await u.balance(p.symbol)).frozen));
    const winner = [a, b, c][frozenOf.findIndex((f) => f !== '0')]!;
    const frozen = Number((await winner.balance(p.symbol)).frozen);
    const tran = await winner.call('/api/ico/orders', { tab: 'tran' });
    expect(tran.data.list[0]).toMatchObject({ status: 'to_settle', thawable: String(frozen / 4) });
    const thawed = await winner.call('/api/ico/thaw', { id: p.id });
    expect(thawed).toMatchObject({ code: 200, msg: 'Tokens released', data: { released: String(frozen / 4) } });
    expect((await winner.call('/api/ico/thaw', { id: p.id })).msg).toBe('No tokens are due for release yet');
    clock().advance(2 * DAY);
    expect((await winner.call('/api/ico/thaw', { id: p.id })).data.released).toBe(String((frozen * 3) / 4));
    expect((await winner.balance(p.symbol)).frozen).toBe('0');
    expect((await winner.call('/api/ico/orders', { tab: 'tran' })).data.list[0].status).toBe('settled');
    const wallet = await winner.call('/api/wallet/account', { account: 'ico' });
    expect(wallet.data.assets.find((x: any) => x.currency === p.symbol)?.released_total).toBe(String(frozen));

    // The currency is a platform currency; the operator lists its spot pair once.
    const currencies = (await t.post('/api/currency_list', {})).body;
    expect(currencies.data.list.map((x: any) => x.symbol)).toContain(p.symbol);
    expect((await asAdmin('/api/admin/ico/pair/list', { id: p.id })).data).toEqual({ symbol: `${p.symbol}_USDT` });
    expect((await asAdmin('/api/admin/ico/pair/list', { id: p.id })).msg).toBe('This spot pair is already listed');
    expect(await audit()).toEqual([]);
  });

  it('an allocation that fails in the middle changes nothing, and the next run allocates', async () => {
    const p = await project({ end_at: now() + HOUR, freeze_ratio: '0', thaw_schedule: [] });
    const u = await user('1000');
    await u.call('/api/ico/subscribe', { id: p.id, lots: 4 });
    // Not through the clock's move (it would allocate at once): straight to the end.
    await t.app.services.ico.moveWindow(p.id, p.start_at, now() - 1);
    const ids = { world: await t.app.services.auth.userIdByAccount('system:world'), raise: await t.app.services.auth.userIdByAccount('system:ico_raise') };
    const crashing = createIcoService({
      db: t.database.db,
      ledger: t.app.services.ledger,
      platform: {
        ...t.app.services.platform,
        ensureCurrency: async () => {
          throw new Error('crash');
        },
      },
      platformIds: async () => ids,
      now,
    });
    await expect(crashing.allocate(p.id)).rejects.toThrow('crash');
    expect(await u.usdt()).toBe('800/200');
    expect((await t.post('/api/ico/project', { id: p.id })).body.data.project.allocated).toBe(false);
    expect(await t.app.services.ico.allocateDue()).toBeGreaterThanOrEqual(1);
    expect(await u.usdt()).toBe('800/0');
    expect(await u.balance(p.symbol)).toEqual({ available: '400', frozen: '0' });
    expect(await audit()).toEqual([]);
  });
});

/**
 * Two connection pools on the test's PostgreSQL database stand for two server processes: nothing in
 * JavaScript is shared between them, so only the database (the upsert's row lock, the project's row
 * lock) keeps a user within the maximum and allocates a project once.
 */
describe.skipIf(!usingPostgres())('two processes on one PostgreSQL database', () => {
  const processes: { database: Database; ico: ReturnType<typeof createIcoService> }[] = [];
  beforeAll(async () => {
    const [{ name }] = (await selectRows<{ name: string }>(t.database.db, sql`select current_database() as name`)) as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const ids = { world: await t.app.services.auth.userIdByAccount('system:world'), raise: await t.app.services.auth.userIdByAccount('system:ico_raise') };
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10, migrate: false });
      ignoreClosingConnectionErrors(database);
      const ledger = createLedger(database.db);
      ledger.registerFrozenHolder(icoFrozenHolder);
      processes.push({ database, ico: createIcoService({ db: database.db, ledger, platform: createPlatformService(database.db), platformIds: async () => ids, now }) });
    }
  });
  afterAll(async () => {
    for (const p of processes) await p.database.close();
  });

  it('accept only up to the maximum from both, and allocate once', async () => {
    admin = await adminToken(t);
    const p = await project({ max_lots: 10, end_at: now() + HOUR });
    const u = await user('100000');
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => processes[i % 2]!.ico.subscribe(u.id, p.id, 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await u.usdt()).toBe('99500/500');
    const others = [await user('1000'), await user('1000')];
    for (const o of others) await o.call('/api/ico/subscribe', { id: p.id, lots: 5 });

    await t.app.services.ico.moveWindow(p.id, p.start_at, now() - 1);
    const runs = await Promise.all([processes[0]!.ico.allocate(p.id), processes[1]!.ico.allocate(p.id), processes[0]!.ico.allocate(p.id), processes[1]!.ico.allocate(p.id)]);
    expect(runs.filter(Boolean).length).toBeLessThanOrEqual(1);
    for (const x of [u, ...others]) {
      const settled = await t.app.services.ledger.journal(x.id, { reasons: ['ico_settle'] });
      expect(new Set(settled.items.map((l) => l.entryId)).size).toBe(1);
    }
    const won = await Promise.all([u, ...others].map(async (x) => (await x.call('/api/ico/project', { id: p.id })).data.mine.won_lots as number));
    expect(won.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await audit()).toEqual([]);
  });
});
