import type { FastifyInstance } from 'fastify';
import type { PlaceSpotOrderBody, SpotOrder } from '@aurelix/shared/schemas/spot';
import { channels } from '@aurelix/shared/ticker';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Ledger } from '../ledger/service';
import type { Broker } from '../cluster/broker';
import type { Cluster } from '../cluster/cluster';
import type { PlatformService } from '../platform/service';
import type { Realtime } from '../realtime/plugin';
import type { SpotMarketFeed, SpotOrderPort } from './feed';
import { spotOrdersFrozenHolder } from './frozen-holder';
import { createPriceBandGuard } from './price-band';
import { spotRoutes } from './routes';
import { createSpotService, type SpotService } from './service';
import { createSpotStops, type SpotStops } from './stop-orders';

/** The spot order flow as others see it (app.services.spot): the SpotOrderPort calls and the market feed. */
export type SpotModule = SpotOrderPort & {
  feed: SpotMarketFeed;
  service: SpotService;
  stops: SpotStops;
  /**
   * An order as the web's order API places it: the price band, then the sequencer. Every other
   * way in for users (the Binance-compatible API) places through this, never a second path.
   */
  placeUserOrder(userId: number, body: PlaceSpotOrderBody): Promise<SpotOrder>;
};

/** What spot needs from the rest of the exchange, given by app.ts. */
export interface SpotDeps {
  db: Db;
  ledger: Ledger;
  realtime: Pick<Realtime, 'publishToUser' | 'reaches'>;
  platform: Pick<PlatformService, 'pairList' | 'onPairAdded'>;
  clock: Clock;
  /**
   * The live index price of a pair for the price band (market data's, registered after spot because
   * it reads spot's feed): undefined when no demo oracle runs.
   */
  indexPrice: (symbol: string) => string | undefined;
  /** Market ownership across processes (issue 28): the lease of each market, and the broker to its owner. */
  cluster: Pick<Cluster, 'want' | 'holds' | 'fence' | 'refresh' | 'shared'>;
  broker?: Broker;
  /** Whether realtime pushes reach every process's clients (the Redis adapter). */
  fanout?: boolean;
}

/**
 * Spot trading: sequencers, the spot API and the port market data and bots use. Books are rebuilt
 * when the app is ready (after the first-start seed), and the sequencers are drained when it
 * closes, before the database goes away.
 */
export async function registerSpot(app: FastifyInstance, deps: SpotDeps): Promise<SpotModule> {
  deps.ledger.registerFrozenHolder(spotOrdersFrozenHolder);
  const service = createSpotService({
    db: deps.db,
    ledger: deps.ledger,
    publishToUser: (userId, push) => deps.realtime.publishToUser(userId, push),
    reachesUser: (userId) => deps.realtime.reaches(channels.user(userId)),
    log: (err, msg) => app.log.error({ err }, msg),
    now: deps.clock.nowMs,
    cluster: deps.cluster,
    broker: deps.broker,
    fanout: deps.fanout,
  });
  // A fired stop's order passes the same checks as the order API's (the price band) before the sequencer.
  const priceBand = createPriceBandGuard({ pairs: () => deps.platform.pairList(), index: deps.indexPrice, now: deps.clock.nowMs });
  const stops = createSpotStops({
    db: deps.db,
    now: deps.clock.nowMs,
    feed: service.feed,
    placeOrder: service.placeOrder,
    checkOrder: (body) => priceBand.check(body),
    publishToUser: (userId, push) => deps.realtime.publishToUser(userId, push),
    log: (err, msg) => app.log.error({ err }, msg),
  });
  // A pair listed while the server runs (an ICO's new currency) trades at once; before the start,
  // start() opens every pair anyway.
  let running = false;
  const unsubscribe = deps.platform.onPairAdded(async (symbol) => {
    if (running) await service.openMarket(symbol);
  });
  app.addHook('onReady', async () => {
    await service.start();
    await stops.start();
    // A market taken over later arms the stops placed through its previous owner.
    service.onMarketOpened((symbol) => stops.load(symbol));
    running = true;
  });
  app.addHook('onClose', async () => {
    running = false;
    unsubscribe();
    stops.close();
    await service.close();
  });
  const placeUserOrder = async (userId: number, body: PlaceSpotOrderBody): Promise<SpotOrder> => {
    await priceBand.check(body);
    return service.placeOrder(userId, body);
  };
  await app.register(spotRoutes, { spot: service, stops, placeUserOrder });
  return { placeOrder: service.placeOrder, cancelOrder: service.cancelOrder, openOrders: service.openOrders, feed: service.feed, service, stops, placeUserOrder };
}
