import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp } from '../auth/test-kit';
import { identityPhotos } from './schema';
import { adminToken, auth, FIELDS, image, newUser, submitIdentity } from './test-support';

/** A PNG whose header claims `width` x `height`: a few bytes that would decode to gigabytes. */
function pixelFloodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('identity verification', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
  });
  afterAll(() => closeApp(t));

  const status = async (token: string) => (await t.post('/api/identity/status', {}, auth(token))).body;
  const nameStatus = async (token: string) =>
    (await t.post('/api/center/index', {}, auth(token))).body.data.user.info.name_status as number;
  const storedPhotos = async (userId: number) =>
    (await t.database.db.select().from(identityPhotos).where(eq(identityPhotos.userId, userId))).length;
  const pendingOf = async (userId: number) => {
    const page = (await t.post('/api/admin/identity/list', { status: 2, limit: 50 }, auth(admin))).body.data;
    return page.list.find((a: { user_id: number }) => a.user_id === userId);
  };

  it('answers 403 without a session, before reading the upload', async () => {
    expect((await submitIdentity(t, undefined)).code).toBe(403);
    expect((await t.post('/api/identity/status', {})).body.code).toBe(403);
  });

  it('shows the unverified limits from plat_config name_check to a new user', async () => {
    const u = await newUser(t);
    const s = await status(u.token);
    expect(s.data).toEqual({
      name_status: 1,
      application: null,
      limits: { draw_24h: '100', trust_single: '1000', trust_total: '1000', futures: false },
    });
  });

  it('moves 1 -> 2 on submission, answers the success message and refuses a second submission', async () => {
    const u = await newUser(t);
    const res = await submitIdentity(t, u.token);
    expect(res).toMatchObject({ code: 200, msg: 'Submitted successfully, awaiting review' });
    expect(await nameStatus(u.token)).toBe(2);
    const s = (await status(u.token)).data;
    expect(s.application).toMatchObject({ real_name: 'Hana Sato', country: 'JP', status: 2, reason: '' });
    expect(s.application.id_number).toBe('AB-****567');
    const again = await submitIdentity(t, u.token);
    expect(again).toMatchObject({ code: 3507, msg: 'Your identity verification is already under review' });
    expect(await storedPhotos(u.id)).toBe(2);
  });

  it('stores re-encoded photos readable by the owner and admins only', async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    await submitIdentity(t, owner.token, { front: await image('webp', 120, 80) });
    const url = (await status(owner.token)).data.application.front_photo as string;
    const mine = await t.app.inject({ method: 'GET', url, headers: auth(owner.token) });
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(mine.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    const byAdmin = await t.app.inject({ method: 'GET', url, headers: auth(admin) });
    expect(byAdmin.headers['content-type']).toBe('image/jpeg');
    const byOther = await t.app.inject({ method: 'GET', url, headers: auth(other.token) });
    expect(byOther.json()).toMatchObject({ code: 3510, data: null });
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.json().code).toBe(403);
  });

  it('review: reject with a reason (2 -> 4), resubmit (4 -> 2), approve (2 -> 3), nothing after that', async () => {
    const u = await newUser(t);
    await submitIdentity(t, u.token);
    const first = await pendingOf(u.id);
    expect(first).toMatchObject({ real_name: 'Hana Sato', id_number: 'AB-1234567', account: u.email });

    const noReason = await t.post('/api/admin/identity/reject', { id: first.id, reason: ' ' }, auth(admin));
    expect(noReason.body.code).toBe(3511);
    const rejected = await t.post('/api/admin/identity/reject', { id: first.id, reason: 'Photo is blurred' }, auth(admin));
    expect(rejected.body).toMatchObject({ code: 200, msg: 'Identity rejected' });
    expect(await nameStatus(u.token)).toBe(4);
    expect((await status(u.token)).data.application).toMatchObject({ status: 4, reason: 'Photo is blurred' });
    const twice = await t.post('/api/admin/identity/approve', { id: first.id }, auth(admin));
    expect(twice.body).toMatchObject({ code: 3509, msg: 'This application is not awaiting review' });
    expect(await nameStatus(u.token)).toBe(4);

    expect((await submitIdentity(t, u.token)).code).toBe(200);
    expect(await nameStatus(u.token)).toBe(2);
    const second = await pendingOf(u.id);
    const approved = await t.post('/api/admin/identity/approve', { id: second.id }, auth(admin));
    expect(approved.body).toMatchObject({ code: 200, msg: 'Identity approved' });
    expect(await nameStatus(u.token)).toBe(3);
    expect((await status(u.token)).data.limits).toEqual({ draw_24h: '10000', trust_single: '1000', trust_total: '10000', futures: true });
    expect(await submitIdentity(t, u.token)).toMatchObject({ code: 3508, msg: 'Your identity has already been verified' });
    const rejectApproved = await t.post('/api/admin/identity/reject', { id: second.id, reason: 'late' }, auth(admin));
    expect(rejectApproved.body.code).toBe(3509);
    expect(await nameStatus(u.token)).toBe(3);

    const notices = (await t.post('/api/notices/list', {}, auth(u.token, { lang: 'ja_JP' }))).body.data.list;
    expect(notices.map((n: { title: string }) => n.title)).toEqual(['本人確認が承認されました', '本人確認が承認されませんでした']);
    expect(notices[1].content).toContain('Photo is blurred');
  });

  it('review of an unknown application is refused', async () => {
    const res = await t.post('/api/admin/identity/approve', { id: 999999 }, auth(admin));
    expect(res.body).toMatchObject({ code: 3510, msg: 'Identity application not found' });
  });

  it('two racing submissions store one application', async () => {
    const u = await newUser(t);
    const answers = await Promise.all([submitIdentity(t, u.token), submitIdentity(t, u.token)]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 3507]);
    expect((await t.post('/api/admin/identity/list', { status: 2, limit: 50 }, auth(admin))).body.data.list.filter((a: { user_id: number }) => a.user_id === u.id)).toHaveLength(1);
  });
});

describe('identity uploads that are refused change nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => closeApp(t));

  const refusals: Array<[string, () => Promise<Parameters<typeof submitIdentity>[2]>, number, string]> = [
    ['a photo over 5 MB', async () => ({ front: Buffer.concat([await image(), Buffer.alloc(5 * 1024 * 1024)]) }), 3504, 'Each photo must be 5 MB or smaller'],
    ['a text file named .png', async () => ({ front: Buffer.from('hello, this is not an image') }), 3505, 'Photos must be JPEG, PNG or WebP images'],
    ['a GIF declared as PNG', async () => ({ back: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer() }), 3505, 'Photos must be JPEG, PNG or WebP images'],
    ['an SVG declared as PNG', async () => ({ front: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') }), 3505, 'Photos must be JPEG, PNG or WebP images'],
    ['a pixel flood (50000 x 50000 PNG header)', async () => ({ front: pixelFloodPng(50_000, 50_000) }), 3506, 'The photo has too many pixels, please upload a smaller image'],
    ['a truncated PNG', async () => ({ front: (await image('png', 300, 300)).subarray(0, 120) }), 3505, 'Photos must be JPEG, PNG or WebP images'],
    ['no back photo', async () => ({ back: null }), 3503, 'Please upload both the front and the back of your ID document'],
    ['a one-letter name', async () => ({ fields: { ...FIELDS, real_name: 'A' } }), 3501, 'Please enter your full name (2-100 characters)'],
    ['an ID number with spaces', async () => ({ fields: { ...FIELDS, id_number: '12 34 56' } }), 3502, 'Please enter a valid ID number (4-40 letters, digits or hyphens)'],
    ['an unknown country', async () => ({ fields: { ...FIELDS, country: 'XX' } }), 3512, 'Please select the country that issued your ID document'],
    ['an extra field', async () => ({ fields: { ...FIELDS, name_status: '3' } }), 400, 'The request contains an unknown field'],
  ];

  it.each(refusals)('%s', async (_label, make, code, msg) => {
    const u = await newUser(t);
    expect(await submitIdentity(t, u.token, await make())).toEqual({ code, msg, data: null });
    expect((await t.post('/api/center/index', {}, auth(u.token))).body.data.user.info.name_status).toBe(1);
    expect(await t.database.db.select().from(identityPhotos).where(eq(identityPhotos.userId, u.id))).toHaveLength(0);
  });

  it('a JSON body instead of the form is refused with a clear message', async () => {
    const u = await newUser(t);
    const res = await t.post('/api/identity/submit', FIELDS, auth(u.token));
    expect(res.body).toMatchObject({ code: 3503, msg: 'Please upload both the front and the back of your ID document' });
  });
});
