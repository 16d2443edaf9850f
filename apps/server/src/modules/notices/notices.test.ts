import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp, login, PASSWORD, xff } from '../auth/test-kit';
import { adminToken, auth, newUser } from '../identity/test-support';
import type { NoticePush } from '@aurelix/shared/schemas/notices';

describe('notices', () => {
  let t: TestApp;
  let admin: string;
  const pushes: Array<[number, NoticePush]> = [];
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    admin = await adminToken(t);
    // Observe what the bell would receive on the private user channel.
    const publish = t.app.services.realtime.publishToUser.bind(t.app.services.realtime);
    t.app.services.realtime.publishToUser = (userId, data) => {
      pushes.push([userId, data as NoticePush]);
      publish(userId, data);
    };
  });
  afterAll(() => closeApp(t));

  const list = async (token: string, body: unknown = {}, lang = 'en_US') =>
    (await t.post('/api/notices/list', body, auth(token, { lang }))).body;
  const unread = async (token: string) => (await t.post('/api/notices/unread', {}, auth(token))).body.data.unread as number;

  it('needs a session for every call', async () => {
    for (const url of ['/api/notices/list', '/api/notices/unread', '/api/notices/read', '/api/notices/read-all']) {
      expect((await t.post(url, { id: 1 })).body.code, url).toBe(403);
    }
  });

  it('lists newest first with pagination and counts unread', async () => {
    const u = await newUser(t);
    expect(await list(u.token)).toMatchObject({ code: 200, data: { list: [], total: 0, unread: 0 } });
    for (let i = 1; i <= 12; i++) await t.app.services.notices.notify(u.id, 'admin', { title: `T${i}`, content: `C${i}` });
    const first = (await list(u.token, { page: 1, limit: 5 })).data;
    expect(first).toMatchObject({ total: 12, unread: 12, page: 1, limit: 5 });
    expect(first.list.map((n: { title: string }) => n.title)).toEqual(['T12', 'T11', 'T10', 'T9', 'T8']);
    const last = (await list(u.token, { page: 3, limit: 5 })).data;
    expect(last.list.map((n: { title: string }) => n.title)).toEqual(['T2', 'T1']);
    expect(last.list[0]).toMatchObject({ kind: 'admin', content: 'C2', read: false });
    expect(pushes.at(-1)).toEqual([u.id, { type: 'notice', unread: 12 }]);
    expect((await list(u.token, { page: 1, limit: 500 })).code).toBe(400);
  });

  it('stores many notices to many users in one go, each in its reader language, and pushes each user their count', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    await t.app.services.notices.notify(a.id, 'admin', { title: 'earlier', content: 'x' });
    const from = pushes.length;
    const liquidated = (size: string) => ({ symbol: 'BTC_USDT', size, mark: '44500.00', price: '44400.00' });
    await t.app.services.notices.notifyMany([
      { userId: a.id, kind: 'futures_liquidated', params: liquidated('0.010') },
      { userId: b.id, kind: 'futures_liquidated', params: liquidated('0.020') },
      { userId: a.id, kind: 'futures_deleveraged', params: { symbol: 'BTC_USDT', size: '0.005', price: '44400.00' } },
    ]);
    const mine = (await list(a.token)).data;
    expect(mine.total).toBe(3);
    expect(mine.unread).toBe(3);
    expect(mine.list.map((n: { kind: string }) => n.kind)).toEqual(['futures_deleveraged', 'futures_liquidated', 'admin']);
    expect(JSON.stringify(mine.list[1])).toContain('0.010');
    const theirs = (await list(b.token, {}, 'de_DE')).data;
    expect(theirs.total).toBe(1);
    expect(JSON.stringify(theirs.list[0])).toContain('0.020');
    expect(JSON.stringify(theirs.list[0])).not.toContain('Position liquidated');
    expect(pushes.slice(from)).toEqual([
      [a.id, { type: 'notice', unread: 3 }],
      [b.id, { type: 'notice', unread: 1 }],
    ]);
    await t.app.services.notices.notifyMany([]);
    expect(pushes.length).toBe(from + 2);
  });

  it('marks one and all as read, per user only', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    await t.app.services.notices.notify(a.id, 'admin', { title: 'one', content: 'x' });
    await t.app.services.notices.notify(a.id, 'admin', { title: 'two', content: 'x' });
    await t.app.services.notices.notify(b.id, 'admin', { title: 'b', content: 'x' });
    const [two] = (await list(a.token)).data.list;

    const byB = await t.post('/api/notices/read', { id: two.id }, auth(b.token));
    expect(byB.body).toMatchObject({ code: 3600, msg: 'Notice not found' });
    expect(await unread(a.token)).toBe(2);

    const read = await t.post('/api/notices/read', { id: two.id }, auth(a.token));
    expect(read.body).toMatchObject({ code: 200, msg: 'Marked as read', data: { unread: 1 } });
    expect((await list(a.token)).data.list.map((n: { read: boolean }) => n.read)).toEqual([true, false]);
    expect(pushes.at(-1)).toEqual([a.id, { type: 'notice', unread: 1 }]);

    const all = await t.post('/api/notices/read-all', {}, auth(a.token));
    expect(all.body).toMatchObject({ code: 200, data: { unread: 0 } });
    expect(await unread(a.token)).toBe(0);
    expect(await unread(b.token)).toBe(1);
    expect((await list(b.token)).data.list.map((n: { title: string }) => n.title)).toEqual(['b']);
  });

  it('tells a user about a login from a new address, in their language', async () => {
    const u = await newUser(t);
    expect((await login(t, u.email, PASSWORD, xff('203.0.113.7'))).code).toBe(200);
    expect(await unread(u.token)).toBe(0);
    expect((await login(t, u.email, PASSWORD, xff('203.0.113.7'))).code).toBe(200);
    expect(await unread(u.token)).toBe(0);
    expect((await login(t, u.email, PASSWORD, xff('198.51.100.23'))).code).toBe(200);
    expect(await unread(u.token)).toBe(1);
    const [notice] = (await list(u.token, {}, 'de_DE')).data.list;
    expect(notice).toMatchObject({ kind: 'login_new_address', title: 'Anmeldung von einer neuen Adresse' });
    expect(notice.content).toContain('198.51.100.23');
    const [ja] = (await list(u.token, {}, 'ja_JP')).data.list;
    expect(ja.title).toBe('新しいアドレスからのログイン');
  });

  it('admins send notices to one user or to everyone; others may not', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const refused = await t.post('/api/admin/notices/send', { title: 'x', content: 'y' }, auth(a.token));
    expect(refused.body).toMatchObject({ code: 3500, msg: 'This function is only available to administrators' });
    expect((await t.post('/api/admin/notices/send', { title: 'x', content: 'y' })).body.code).toBe(403);

    const one = await t.post('/api/admin/notices/send', { user_id: a.id, title: 'Maintenance', content: 'Tonight 02:00 UTC' }, auth(admin));
    expect(one.body).toMatchObject({ code: 200, msg: 'Notice sent', data: { sent: 1 } });
    expect((await list(a.token)).data.list[0]).toMatchObject({ title: 'Maintenance', content: 'Tonight 02:00 UTC' });
    expect(await unread(b.token)).toBe(0);

    const empty = await t.post('/api/admin/notices/send', { title: ' ', content: 'y' }, auth(admin));
    expect(empty.body.code).toBe(3601);
    const nobody = await t.post('/api/admin/notices/send', { user_id: 99999, title: 'x', content: 'y' }, auth(admin));
    expect(nobody.body.code).toBe(3602);

    const everyone = await t.post('/api/admin/notices/send', { title: 'Listing', content: 'New pair' }, auth(admin));
    expect(everyone.body.data.sent).toBeGreaterThanOrEqual(3);
    expect((await list(b.token)).data.list[0]).toMatchObject({ title: 'Listing' });
    expect(pushes.some(([id, p]) => id === b.id && p.unread === 1)).toBe(true);
  });
});
