import type { FastifyInstance } from 'fastify';
import { channels } from '@aurelix/shared/ticker';
import type { Db } from '../../db/client';
import type { SpotMarketFeed, SpotOrderPort } from './feed';
import { spotOrdersFrozenHolder } from './frozen-holder';
import { spotRoutes } from './routes';
import { createSpotService, type SpotService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The spot order flow: the SpotOrderPort calls and the market feed (modules/spot/feed.ts). */
    spot: SpotOrderPort & { feed: SpotMarketFeed; service: SpotService };
  }
}

/**
 * Spot trading: sequencers, the spot API and `app.spot` for market data and bots. Needs
 * app.realtime. Books are rebuilt when the app is ready (after the first-start seed), and the
 * sequencers are drained when it closes, before the database goes away.
 */
export async function registerSpot(
  app: FastifyInstance,
  opts: { db: Db },
): Promise<SpotService> {
  app.services.ledger.registerFrozenHolder(spotOrdersFrozenHolder);
  const service = createSpotService({
    db: opts.db,
    ledger: app.services.ledger,
    publishToUser: (userId, push) => app.realtime.publishToUser(userId, push),
    reachesUser: (userId) => app.realtime.reaches(channels.user(userId)),
    log: (err, msg) => app.log.error({ err }, msg),
    now: app.services.clock.nowMs,
  });
  app.decorate('spot', {
    placeOrder: service.placeOrder,
    cancelOrder: service.cancelOrder,
    openOrders: service.openOrders,
    feed: service.feed,
    service,
  });
  app.addHook('onReady', () => service.start());
  app.addHook('onClose', () => service.close());
  await app.register(spotRoutes, { spot: service });
  return service;
}
