import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createRandom } from '../market/random';
import { NAME_STATUS } from '@aurelix/shared/schemas/identity';
import { futuresChannels } from '@aurelix/shared/schemas/futures';
import { KLINE_INTERVALS } from '@aurelix/shared/schemas/spot';
import { channels, type MarketTick } from '@aurelix/shared/ticker';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service';
import { JOBS, runJob, type JobCluster } from '../cluster/jobs';
import type { IdentityService } from '../identity/service';
import type { NoticeService } from '../notices/service';
import type { WalletService } from '../wallet/service';
import type { Ledger } from '../ledger/service';
import type { Broker } from '../cluster/broker';
import type { Cluster } from '../cluster/cluster';
import type { MarketModule } from '../market/plugin';
import type { PlatformService } from '../platform/service';
import type { MarketData } from '../market/market-data';
import type { Realtime } from '../realtime/plugin';

import { createKindMarketData, seedKindCandles, warmKindTicker } from '../market/kind-data';
import { createStaticTickerSource } from '../market/ticker-source';
import { createTradeTickerSource } from '../market/trade-ticker-source';
import { pairChannelFamily } from '../realtime/channel-registry';
import { userRecords } from '../auth/users';
import { MARKET_MAKER_ACCOUNT, MARKET_TAKER_ACCOUNT } from '../market-maker/seed';
import { futuresFrozenHolder } from './frozen-holder';
import { createFuturesMaker } from './maker';
import { futuresAdminRoutes } from './admin-routes';
import { futuresDevRoutes } from './dev-routes';
import { futuresRoutes } from './routes';
import { createFuturesService, type FuturesService } from './service';

/** What futures needs from the rest of the exchange, given by app.ts. */
export interface FuturesDeps {
  db: Db;
  ledger: Ledger;
  platform: Pick<PlatformService, 'pairList'>;
  realtime: Pick<Realtime, 'publish' | 'publishToUser' | 'reaches' | 'channels'>;
  /** Market data: index prices of the oracle and the pairs' market settings. */
  market: Pick<MarketModule, 'tickers'>;
  identity: Pick<IdentityService, 'status'>;
  notices: Pick<NoticeService, 'notifyMany'>;
  /** The wallet, told what a transfer may take out of the futures wallet. */
  wallet: Pick<WalletService, 'limitTransfersOut'>;
  auth: Pick<AuthService, 'userIdByAccount'>;
  clock: Clock;
  /** Quote every contract with the demo market maker (MARKET_MAKER). */
  marketMaker: boolean;
  /** The demo market (DEMO_MARKET): contracts' charts start from their pairs' backfilled history. */
  demo: boolean;
  /** In production the development route (/api/dev/futures/index) is not registered. */
  production?: boolean;
  /**
   * Contract ownership across processes (issue 28): the lease of each contract, and the broker to its
   * owner; the demo maker quotes from the one process holding job:futures-maker (modules/cluster/jobs.ts).
   */
  cluster: Pick<Cluster, 'want' | 'holds' | 'fence' | 'refresh' | 'shared'> & JobCluster;
  broker?: Broker;
  /** Whether realtime pushes reach every process's clients (the Redis adapter). */
  fanout?: boolean;
}

/** The platform account on the other side of every position's realised PnL. */
export const CLEARING_ACCOUNT = 'system:futures_clearing';

/**
 * USDⓈ-M perpetual futures (issue 16): contracts, the sequencers, mark prices, market data on the
 * `{l}_{r}_future_*` channels and the futures API. With the market maker on, a maker quotes every
 * contract around its index price.
 */
/** The futures service with the contracts' own market data (candles, trades) and 24h figures. */
export type FuturesModule = FuturesService & {
  data: MarketData;
  /** A contract's 24h figures from its own trades. */
  ticks: (symbol: string) => MarketTick | undefined;
};

export async function registerFutures(app: FastifyInstance, deps: FuturesDeps): Promise<FuturesModule> {
  const { ledger, realtime, market, clock } = deps;
  ledger.registerFrozenHolder(futuresFrozenHolder);
  const bots = new Set<number>();
  const futures = createFuturesService({
    db: deps.db,
    ledger,
    pairs: async () => (await deps.platform.pairList()).list,
    indexPrice: (symbol) => market.tickers.indexPrice(symbol),
    notifyMany: (list) => deps.notices.notifyMany(list),
    mayTrade: async (userId) => bots.has(userId) || (await deps.identity.status(userId)).name_status === NAME_STATUS.APPROVED,
    platformIds: async () => {
      // The clearing account is made on first use (databases seeded before futures existed have none).
      await userRecords.ensureSystemUser(deps.db, CLEARING_ACCOUNT);
      return {
        clearing: await deps.auth.userIdByAccount(CLEARING_ACCOUNT),
        fees: await deps.auth.userIdByAccount('system:fees'),
        insurance: await deps.auth.userIdByAccount('system:insurance'),
      };
    },
    publish: (channel, data) => realtime.publish(channel, data),
    publishToUser: (userId, push) => realtime.publishToUser(userId, push as never),
    reachesUser: (userId) => realtime.reaches(channels.user(userId)),
    log: (err, msg) => app.log.error({ err }, msg),
    now: clock.nowMs,
    cluster: deps.cluster,
    broker: deps.broker,
    fanout: deps.fanout,
  });

  // A position's margin and a cross account's open losses cannot leave by transfer.
  deps.wallet.limitTransfersOut('futures', async (userId, currency) => {
    if (currency !== 'USDT') return (await ledger.balance(userId, 'futures', currency)).available;
    // The balance is about to fall: the liquidation watch recomputes the user's entries.
    futures.transferringOut(userId);
    return (await futures.account(userId)).transferable;
  });

  // Market data of the contracts' own books: candles kept apart from spot's ("F:BTC_USDT").
  const contractPairs = () => market.tickers.pairs().filter((p) => p.contract);
  // The contracts' own 24h ticks; made when the app is ready, once market data knows the pairs.
  let ticker = createTradeTickerSource([], createStaticTickerSource([]));
  const data = createKindMarketData({
    db: deps.db,
    namespace: 'F',
    publish: (c, d) => realtime.publish(c, d),
    log: app.log,
    channels: futuresChannels,
  });
  const registry = realtime.channels;
  registry.register(pairChannelFamily('future_depth', contractPairs, (p) => futuresChannels.depth(p.symbol)));
  registry.register(pairChannelFamily('future_trade', contractPairs, (p) => futuresChannels.trade(p.symbol)));
  for (const interval of KLINE_INTERVALS)
    registry.register(pairChannelFamily(`future_kline_${interval}`, contractPairs, (p) => futuresChannels.kline(p.symbol, interval)));

  const ticks = (symbol: string): MarketTick | undefined => ticker.tick(symbol);
  let tickTimer: NodeJS.Timeout | undefined;
  let maker: ReturnType<typeof createFuturesMaker> | undefined;

  app.addHook('onReady', async () => {
    ticker = createTradeTickerSource(contractPairs(), createStaticTickerSource([]));
    await futures.start();
    // With the demo market, a contract's chart starts from its pair's 30 days of history.
    if (deps.demo) await seedKindCandles(deps.db, 'F', futures.symbols());
    await warmKindTicker(deps.db, 'F', contractPairs(), ticker, clock.nowMs());
    await data.start({ feed: futures.feed, ticker });
    await data.loadTrades(futures.symbols().map((symbol) => ({ symbol })), (symbol, limit) => futures.recentTrades(symbol, limit));
    // The contract's 24h tick (SPEC 7 fields) once a second, from its own trades.
    tickTimer = setInterval(() => {
      ticker.advance(clock.nowMs());
      for (const symbol of futures.symbols()) {
        const t = ticker.tick(symbol);
        // Of several processes behind Redis, the contract's owner alone pushes it (once per client).
        if (t && futures.feed.pushesHere?.(symbol) !== false) realtime.publish(futuresChannels.tick(symbol), t);
      }
    }, 1000);
    tickTimer.unref();
    if (deps.marketMaker) {
      const makerId = await deps.auth.userIdByAccount(MARKET_MAKER_ACCOUNT);
      const takerId = await deps.auth.userIdByAccount(MARKET_TAKER_ACCOUNT);
      bots.add(makerId).add(takerId);
      await runJob(deps.cluster, JOBS.futuresMaker, {
        async start() {
          maker = createFuturesMaker({ futures, ledger: ledger, makerId, takerId, log: app.log, random: demoRandom(), now: clock.nowMs });
          await maker.fund();
          maker.start();
        },
        stop: () => maker?.stop(),
      });
    }
  });
  app.addHook('preClose', async () => {
    if (tickTimer) clearInterval(tickTimer);
    await maker?.stop();
    await data.stop();
  });
  app.addHook('onClose', () => futures.close());
  await app.register(futuresRoutes, { futures, data, ticks, now: clock.nowMs });
  await app.register(futuresAdminRoutes, { db: deps.db, ledger, auth: deps.auth });
  if (deps.production === false) await app.register(futuresDevRoutes, { futures });

  // The same object (its methods use `this`), with what the Binance-compatible API reads besides.
  return Object.assign(futures, { data, ticks });
}

/**
 * The demo maker's random source: seeded from random bytes, never from the clock, so nobody can
 * replay the maker's quotes and trades from the time the server started.
 */
function demoRandom(): () => number {
  const random = createRandom(randomBytes(32).toString('hex'));
  return () => random.next();
}
