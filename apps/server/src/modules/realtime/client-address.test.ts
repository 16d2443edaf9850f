import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { connectClient, urlOf } from './test-client';

/**
 * Issue 15 finding 2 on the Socket.IO handshake: behind one trusted proxy, whatever the client wrote
 * left of the proxy's own entry (a German address here) cannot take it out of a blocked region.
 */
const FORGED = ['8.8.8.8', '8.8.8.8:443', '[2001:4860:4860::8888]', '::ffff:808:808', '::8.8.8.8', '2002:808:808::1',
  '64:ff9b::808:808', '134744072', '0x08080808', '008.008.008.008', 'unknown, 8.8.8.8', '10.0.0.1, 8.8.8.8'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BLOCKED_COUNTRIES: 'DE', TRUST_PROXY: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the handshake keys the region check on the address the proxy saw', () => {
  it.each(FORGED)('a forged %s on the left does not pass', async (forged) => {
    const headers = { 'x-forwarded-for': `${forged}, 81.169.145.105` };
    await expect(connectClient(urlOf(t.app), { headers })).rejects.toThrow('REGION_RESTRICTED');
  });

  it('an address of an open country passes', async () => {
    const client = await connectClient(urlOf(t.app), { headers: { 'x-forwarded-for': '8.8.8.8, 133.242.0.1' } });
    expect(client.socket.connected).toBe(true);
    client.close();
  });
});
