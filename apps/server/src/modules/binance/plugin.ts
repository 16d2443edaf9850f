import type { FastifyInstance } from 'fastify';
import type { MarketPair } from '../market/ticker-source';
import { installBinanceErrors, type BinanceHttpDeps } from './http';
import type { FuturesModule } from '../futures/plugin';
import type { BinanceDeps } from './deps';
import { binanceFuturesRoutes } from './futures-routes';
import { binanceSpotMarketRoutes } from './spot-market-routes';
import { binanceSpotTradeRoutes } from './spot-trade-routes';
import { createBinanceStreams } from './streams';
import { createBinanceSymbols, type BinanceSymbols } from './symbols';
import { binanceSymbolOf } from './views';
import { createListenKeys } from './user-stream';
import { binanceUserStreamRoutes } from './user-stream-routes';
import { binanceWalletRoutes } from './wallet-routes';
import { closeCounters, connectCounters } from '../../lib/redis-counters';
import { createRedisWeightLimiter, createWeightLimiter } from './weights';

export type BinanceModuleDeps = Omit<BinanceDeps, 'symbols'> & {
  /** USDⓈ-M perpetual futures (/fapi); none on a server without them. */
  futures?: FuturesModule;
  /** Request weight per minute, per address and per API key (Binance's is 6000). */
  weightPerMinute: number;
  /** Several processes (REDIS_URL): the weights are counted in Redis, one budget across all of them. */
  redisUrl?: string;
  /** This exchange's name on a shared Redis (modules/cluster exchangeId). */
  namespace?: string;
};

/**
 * The Binance-compatible API (issue 29): Binance's paths, parameters, signatures, weights and error
 * shape over our spot market, so Binance clients (ccxt's `binance` with its URLs changed) trade here.
 * Its routes live in one encapsulated instance with Binance's error answer and form bodies.
 */
export async function registerBinance(app: FastifyInstance, moduleDeps: BinanceModuleDeps) {
  const { weightPerMinute, futures, redisUrl, namespace, ...rest } = moduleDeps;
  const symbols = createBinanceSymbols(() => rest.market.tickers.pairs());
  rest.spot.feed.onBookChange((symbol) => symbols.bookChanged(symbol));
  const deps: BinanceDeps = { ...rest, symbols };
  // The contracts' own book versions (/fapi/v1/depth's lastUpdateId and the futures depth streams).
  let futuresSymbols: BinanceSymbols | undefined;
  if (futures) {
    // The pairs with a contract, made again when the pair list or the contracts change.
    let memo: { pairs: readonly MarketPair[]; contracts: string; list: MarketPair[] } | undefined;
    futuresSymbols = createBinanceSymbols(() => {
      const pairs = rest.market.tickers.pairs();
      const contracts = futures.symbols().join();
      if (memo?.pairs !== pairs || memo.contracts !== contracts) {
        const listed = new Set(futures.symbols());
        memo = { pairs, contracts, list: pairs.filter((p) => listed.has(p.symbol)) };
      }
      return memo.list;
    });
    const known = futuresSymbols;
    futures.feed.onBookChange((symbol) => known.bookChanged(symbol));
  }
  const http: BinanceHttpDeps = {
    grant: (apiKey) => deps.apiKeys.grant(apiKey),
    weights: redisUrl ? await sharedWeights(app, redisUrl, weightPerMinute, deps.clock.nowMs, namespace) : createWeightLimiter(weightPerMinute, deps.clock.nowMs),
    now: deps.clock.nowMs,
  };
  const log = (err: unknown, msg: string) => app.log.error({ err }, msg);
  const listenKeys = createListenKeys(deps.clock.nowMs);
  await app.register(async (api) => {
    installBinanceErrors(api);
    await api.register(binanceSpotMarketRoutes, { deps, http });
    await api.register(binanceSpotTradeRoutes, { deps, http });
    await api.register(binanceWalletRoutes, { deps, http, futures: futures !== undefined });
    if (futures && futuresSymbols) await api.register(binanceFuturesRoutes, { deps, http, futures, symbols: futuresSymbols });
    await api.register(binanceUserStreamRoutes, { http, keys: listenKeys });
  });

  const { market } = rest;
  const streams = createBinanceStreams({
    prefix: '',
    feed: rest.spot.feed,
    symbols,
    candle: (symbol, interval) => market.data.currentCandle(symbol, interval),
    candles: (symbol, interval, limit, end) => market.data.kline(symbol, interval, limit, end),
    ticker: (symbol) => market.tickers.row(symbol),
    user: { keys: listenKeys, balances: (userId) => deps.ledger.balancesOf(userId, 'spot') },
    now: deps.clock.nowMs,
    log,
  });
  const stopFollowing = rest.spot.service.onUserChanges({
    wants: (userId) => streams.user.wants(userId),
    order: (userId, order) => streams.user.order(userId, order),
    balance: (userId, currencies) => void streams.user.balance(userId, currencies).catch((err: unknown) => log(err, 'binance user stream: a balance push failed')),
  });
  streams.attach(app.server);
  app.addHook('preClose', async () => {
    stopFollowing();
  });
  app.addHook('preClose', async () => streams.close());
  // Futures streams on /fstream/ws and /fstream/stream: Binance serves them from another host.
  const futuresStreams =
    futures && futuresSymbols
      ? createBinanceStreams({
          prefix: '/fstream',
          feed: futures.feed,
          symbols: futuresSymbols,
          candle: (symbol, interval) => futures.data.currentCandle(symbol, interval),
          candles: (symbol, interval, limit, end) => futures.data.kline(symbol, interval, limit, end),
          ticker: (symbol) => futures.ticks(symbol),
          marks: async () =>
            (await futures.contracts(() => undefined)).map((c) => ({
              symbol: binanceSymbolOf(c.symbol),
              markPrice: c.mark_price,
              indexPrice: c.index_price,
              fundingRate: c.funding_rate,
              nextFundingTime: c.next_funding_time,
            })),
          now: deps.clock.nowMs,
          log,
        })
      : undefined;
  if (futuresStreams) {
    futuresStreams.attach(app.server);
    app.addHook('preClose', async () => futuresStreams.close());
  }
  return { symbols, weights: http.weights, streams, futuresStreams, listenKeys };
}

async function sharedWeights(app: FastifyInstance, url: string, limit: number, now: () => number, namespace?: string) {
  const client = await connectCounters(url, (err, msg) => app.log.error({ err }, msg));
  app.addHook('onClose', () => closeCounters(client));
  return createRedisWeightLimiter(client, limit, now, namespace);
}
