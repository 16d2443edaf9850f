import type { FastifyInstance } from 'fastify';
import { channels } from '@aurelix/shared/ticker';
import type { Db } from '../../db/client';
import { pairChannelFamily } from '../realtime/channel-registry';
import { createMarketRepository } from './repository';
import { marketRoutes } from './routes';
import { createTickerService, type TickerService } from './ticker-service';

declare module 'fastify' {
  interface FastifyInstance {
    market: { tickers: TickerService };
  }
}

/**
 * Market data: the tick channels of every pair, the ticker service (started when the app is ready,
 * after the first-start seed; ticking only with DEMO_MARKET) and its REST calls. Needs app.realtime.
 */
export async function registerMarket(app: FastifyInstance, opts: { db: Db; demo: boolean; seed?: string }) {
  const tickers = createTickerService({
    platform: app.services.platform,
    repo: createMarketRepository(opts.db),
    realtime: app.realtime,
    log: app.log,
    demo: opts.demo,
    seed: opts.seed,
  });
  const registry = app.realtime.channels;
  registry.register(pairChannelFamily('tick', tickers.pairs, (p) => channels.tick(p.left, p.right)));
  registry.register(
    pairChannelFamily('future_tick', tickers.pairs, (p) =>
      p.contract ? channels.futureTick(p.left, p.right) : undefined,
    ),
  );
  registry.register(
    pairChannelFamily('future_index_tick', tickers.pairs, (p) =>
      p.contract ? channels.futureIndexTick(p.left, p.right) : undefined,
    ),
  );

  app.decorate('market', { tickers });
  app.addHook('onReady', () => tickers.start());
  app.addHook('preClose', () => tickers.stop());
  await app.register(marketRoutes, { tickers });
}
