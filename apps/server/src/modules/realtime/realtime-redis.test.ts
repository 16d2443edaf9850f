import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@aurelix/shared/ticker';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/helpers/database';
import { TEST_APP_ENV } from '../../../test/helpers/test-env';
import { DEMO_USER } from '../seed/reference-data';
import { seedIfEmpty } from '../seed/seed';
import { connectClient, pushOf, REALTIME_PATHS, urlOf, type TestClient } from './test-client';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two API processes (two app instances on two ports) sharing one database and one Redis, on both
 * paths: room-fanout.ts hooks the Redis adapter's local delivery too.
 */
describe.skipIf(!redisUrl).each(REALTIME_PATHS)('realtime fan-out through Redis on $path', (path) => {
  let database: Database;
  let publisher: FastifyInstance;
  let server: FastifyInstance;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      ...TEST_APP_ENV,
      REDIS_URL: redisUrl,
      ...path.env,
    });
    publisher = await buildApp(config, database, { logger: false });
    server = await buildApp(config, database, { logger: false });
    await seedIfEmpty(database.db, publisher.services);
    expect([publisher.services.realtime.directFrames, server.services.realtime.directFrames]).toEqual([path.directFrames, path.directFrames]);
    for (const app of [publisher, server]) await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await publisher?.close();
    await server?.close();
    await database?.close();
  });

  it('a publish in one instance reaches a subscriber connected to the other', async () => {
    const client = await connectClient(urlOf(server));
    clients.push(client);
    expect((await client.sub('btc_usdt_tick')).ok).toEqual(['btc_usdt_tick']);
    const nonce = randomUUID();
    publisher.services.realtime.publish('btc_usdt_tick', { nonce });
    expect(await client.waitFor(pushOf('btc_usdt_tick', nonce), 'push from the other instance')).toEqual({
      channel: 'btc_usdt_tick',
      data: { nonce },
    });
  });

  it('a private push in one instance reaches the user signed in on the other, and no one else', async () => {
    const userId = await server.services.auth.userIdByAccount(DEMO_USER.email);
    const token = await server.services.sessions.open(userId, { ip: '127.0.0.1', userAgent: 'test' });
    const own = await connectClient(urlOf(server), { token });
    const anonymous = await connectClient(urlOf(server));
    clients.push(own, anonymous);
    await anonymous.sub('eth_usdt_tick');

    const secret = randomUUID();
    const sentinel = randomUUID();
    publisher.services.realtime.publishToUser(userId, { nonce: secret });
    publisher.services.realtime.publish('eth_usdt_tick', { nonce: sentinel });
    await own.waitFor(pushOf(channels.user(userId), secret), 'private push from the other instance');
    await anonymous.waitFor(pushOf('eth_usdt_tick', sentinel));
    expect(anonymous.pushes.some((p) => p.channel === channels.user(userId))).toBe(false);
  });

  it('ending a session in one instance stops private pushes on the other', async () => {
    const userId = await server.services.auth.userIdByAccount(DEMO_USER.email);
    const token = await server.services.sessions.open(userId, { ip: '127.0.0.1', userAgent: 'test' });
    const client = await connectClient(urlOf(server), { token });
    clients.push(client);
    await client.sub('eth_usdt_tick');
    await publisher.services.realtime.endSession(token);

    const secret = randomUUID();
    const sentinel = randomUUID();
    publisher.services.realtime.publishToUser(userId, { nonce: secret });
    publisher.services.realtime.publish('eth_usdt_tick', { nonce: sentinel });
    await client.waitFor(pushOf('eth_usdt_tick', sentinel));
    expect(client.pushes.some(pushOf(channels.user(userId), secret))).toBe(false);
  });
});
