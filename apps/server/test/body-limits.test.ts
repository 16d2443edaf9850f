import net from 'node:net';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@aurelix/shared/errors';
import { P2P_IMAGE_TEXT_MAX } from '@aurelix/shared/schemas/p2p';
import { createTestApp, type TestApp } from './helpers/app';
import { users } from '../src/db/schema';
import { advanceClock, closeApp, insertUser } from '../src/modules/auth/test-kit';
import { adminHeaders } from '../src/modules/funding/test-kit';

/**
 * Issue 26 finding 3 over a real socket: a body is refused by its size before the server reads it
 * (Content-Length, then the bytes as they stream), an image upload without a session is refused
 * unread, and a signed-in user's large images still go through.
 */

interface RawAnswer {
  status: number;
  body: { code: number; msg: string };
}

/** Sends the head of a request (and `body`, when given) on a fresh socket; resolves with the first answer. */
function rawRequest(port: number, head: string[], body?: Buffer | string | Array<Buffer | string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      if (end < 0 || length === undefined || data.length < end + 4 + Number(length)) return;
      socket.destroy();
      const json = data.subarray(end + 4, end + 4 + Number(length)).toString('utf8');
      resolve({ status: Number(text.slice(9, 12)), body: JSON.parse(json) });
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    for (const part of body === undefined ? [] : Array.isArray(body) ? body : [body]) socket.write(part);
  });
}

/** A PNG of random pixels (it does not compress): about width x height x 3 bytes. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

describe('request bodies on a real socket', { timeout: 180_000 }, () => {
  let t: TestApp;
  let port: number;
  let buyer: { id: number; token: string };
  let merchant: { id: number; token: string };
  let orderId: number;

  const call = async (token: string, url: string, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const signedIn = async () => {
    const row = await insertUser(t);
    await t.database.db.update(users).set({ nameStatus: 3 }).where(eq(users.id, row.id));
    return { id: row.id, token: await t.app.services.sessions.open(row.id, { ip: '127.0.0.1', userAgent: 'test' }) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    merchant = await signedIn();
    buyer = await signedIn();
    await t.app.services.ledger.credit({ userId: merchant.id, account: 'fiat', currency: 'USDT', amount: '1000', reason: 'deposit', refType: 'test', refId: 'body-limits' });
    const account = (await t.database.db.select().from(users).where(eq(users.id, merchant.id)))[0]!.account;
    expect((await t.post('/api/admin/p2p/merchant/grant', { account }, await adminHeaders(t))).body.code).toBe(200);
    const card = { real_name: 'Jo Doe', bank_name: 'Test Bank', card_no: '6222 0000 1111 2345', fiat: 'USD' };
    await call(merchant.token, '/api/p2p/card/add', card);
    const ad = { side: 'sell', crypto: 'USDT', fiat: 'USD', price_type: 'fixed', price: '1', quantity: '500', min_amount: '10', max_amount: '500', methods: ['Bank transfer'], pay_window: 15 };
    const adId = (await call(merchant.token, '/api/p2p/ad/save', ad)).data.id;
    const cardId = (await call(buyer.token, '/api/p2p/card/add', card)).data.id;
    orderId = (await call(buyer.token, '/api/p2p/order/place', { ad_id: adId, by: 'amount', value: '50', card_id: cardId })).data.id;
    expect(orderId).toBeGreaterThan(0);
  });
  afterAll(() => closeApp(t));

  const post = (url: string, length: number, extra: string[] = []) => [`POST ${url} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${length}`, ...extra];

  it("refuses a visitor's 21 MB image upload before reading a byte of it", async () => {
    for (const url of ['/api/p2p/chat/send', '/api/p2p/order/appeal']) {
      // Only the head is sent: an answer proves the server did not wait for the body.
      const answer = await rawRequest(port, post(url, 21_000_000));
      expect(answer.body.code, url).toBe(ERROR_CODES.NOT_LOGGED_IN);
    }
  });

  it("refuses a signed-in user's body over the route's limit by its Content-Length alone", async () => {
    const chat = await rawRequest(port, post('/api/p2p/chat/send', P2P_IMAGE_TEXT_MAX + 64 * 1024, [`token: ${buyer.token}`]));
    expect(chat.body.code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
    const order = await rawRequest(port, post('/api/spot/order/place', 1024 * 1024, [`token: ${buyer.token}`]));
    expect(order.body.code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
  });

  it('stops a body of unknown length as soon as it streams past the limit', async () => {
    const head = [`POST /api/spot/order/place HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', 'Transfer-Encoding: chunked', `token: ${buyer.token}`];
    const chunk = `4000\r\n${'x'.repeat(0x4000)}\r\n`;
    // Five chunks of 16 KiB, and no last chunk: the server answers once it has more than 64 KiB.
    const answer = await rawRequest(port, head, Array.from({ length: 5 }, () => chunk));
    expect(answer.body.code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
  });

  it('takes a signed-in user\'s 4 MB chat image and an appeal with three of them', async () => {
    const png = (await noisePng(1100, 1000)).toString('base64');
    expect(png.length).toBeGreaterThan(4_000_000);
    const sent = await call(merchant.token, '/api/p2p/chat/send', { id: orderId, image: `data:image/png;base64,${png}` });
    expect(sent).toMatchObject({ code: 200, data: { image_id: expect.any(Number) } });
    expect((await call(buyer.token, '/api/p2p/order/pay', { id: orderId })).code).toBe(200);
    advanceClock(t, 61 * 60_000);
    const appealed = await call(buyer.token, '/api/p2p/order/appeal', { id: orderId, reason: 'Paid, no release', images: [png, png, png] });
    expect(appealed).toMatchObject({ code: 200, data: { status: 'appeal', appeal: { images: [expect.any(Number), expect.any(Number), expect.any(Number)] } } });
    const image = await fetch(`http://127.0.0.1:${port}/api/p2p/image/${sent.data.image_id}`, { headers: { token: buyer.token } });
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });
});
