import type { FastifyInstance } from 'fastify';
import { installBinanceErrors, type BinanceHttpDeps } from './http';
import type { FuturesModule } from '../futures/plugin';
import type { BinanceDeps } from './deps';
import { binanceFuturesRoutes } from './futures-routes';
import { binanceSpotMarketRoutes } from './spot-market-routes';
import { binanceSpotTradeRoutes } from './spot-trade-routes';
import { createBinanceStreams } from './streams';
import { createBinanceSymbols } from './symbols';
import { binanceWalletRoutes } from './wallet-routes';
import { createWeightLimiter } from './weights';

export type BinanceModuleDeps = Omit<BinanceDeps, 'symbols'> & {
  /** USDⓈ-M perpetual futures (/fapi); none on a server without them. */
  futures?: FuturesModule;
  /** Request weight per minute, per address and per API key (Binance's is 6000). */
  weightPerMinute: number;
};

/**
 * The Binance-compatible API (issue 29): Binance's paths, parameters, signatures, weights and error
 * shape over our spot market, so Binance clients (ccxt's `binance` with its URLs changed) trade here.
 * Its routes live in one encapsulated instance with Binance's error answer and form bodies.
 */
export async function registerBinance(app: FastifyInstance, moduleDeps: BinanceModuleDeps) {
  const { weightPerMinute, futures, ...rest } = moduleDeps;
  const symbols = createBinanceSymbols(() => rest.market.tickers.pairs());
  rest.spot.feed.onBookChange((symbol) => symbols.bookChanged(symbol));
  const deps: BinanceDeps = { ...rest, symbols };
  const http: BinanceHttpDeps = {
    grant: (apiKey) => deps.apiKeys.grant(apiKey),
    weights: createWeightLimiter(weightPerMinute, deps.clock.nowMs),
    now: deps.clock.nowMs,
  };
  await app.register(async (api) => {
    installBinanceErrors(api);
    await api.register(binanceSpotMarketRoutes, { deps, http });
    await api.register(binanceSpotTradeRoutes, { deps, http });
    await api.register(binanceWalletRoutes, { deps, http, futures: futures !== undefined });
    if (futures) await api.register(binanceFuturesRoutes, { deps, http, futures });
  });
  const streams = createBinanceStreams({ feed: rest.spot.feed, symbols, now: deps.clock.nowMs, log: (err, msg) => app.log.error({ err }, msg) });
  streams.attach(app.server);
  app.addHook('preClose', async () => streams.close());
  return { symbols, weights: http.weights, streams };
}
