import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  aggTradesParams,
  depthParams,
  historicalTradesParams,
  klinesParams,
  symbolParams,
  tickerParams,
  tradesParams,
} from '@aurelix/shared/schemas/binance';
import { Decimal } from '../../lib/decimal';
import type { BinanceDeps } from './deps';
import { binanceErrors } from './errors';
import { binanceEndpoints, type BinanceHttpDeps } from './http';
import { binanceAggTrade, binanceKline, binanceSymbolInfo, binanceTicker, binanceTrade, intervalMs, KLINE_OF } from './views';

const none = z.object({});
const depthWeight = (raw: Record<string, string>) => {
  const limit = Number(raw.limit ?? 100);
  return limit <= 100 ? 5 : limit <= 500 ? 25 : limit <= 1000 ? 50 : 250;
};
const tickerWeight = (one: number, all: number) => (raw: Record<string, string>) => (raw.symbol ? one : raw.symbols ? Math.min(all, one * 20) : all);

/** Binance's public spot market data (issue 29 item 3): /api/v3 ping, time, exchangeInfo, depth, trades, klines, tickers. */
export async function binanceSpotMarketRoutes(app: FastifyInstance, { deps, http }: { deps: BinanceDeps; http: BinanceHttpDeps }) {
  const endpoint = binanceEndpoints(app, http);
  const { market, symbols } = deps;
  const now = deps.clock.nowMs;

  endpoint('GET', '/api/v3/ping', { security: 'NONE', params: none, weight: 1 }, async () => ({}));
  endpoint('GET', '/api/v3/time', { security: 'NONE', params: none, weight: 1 }, async () => ({ serverTime: now() }));

  endpoint('GET', '/api/v3/exchangeInfo', { security: 'NONE', params: tickerParams, weight: 20 }, async ({ params }) => {
    const wanted = params.symbol ? [params.symbol] : params.symbols;
    const pairs = (await deps.platform.pairList()).list.map(binanceSymbolInfo);
    const listed = wanted ? pairs.filter((p) => wanted.includes(p.symbol)) : pairs;
    if (wanted && listed.length !== wanted.length) throw binanceErrors.badSymbol();
    return {
      timezone: 'UTC',
      serverTime: now(),
      rateLimits: [
        { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: http.weights.limit },
        { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 100 },
      ],
      exchangeFilters: [],
      symbols: listed,
    };
  });

  endpoint('GET', '/api/v3/depth', { security: 'NONE', params: depthParams, weight: depthWeight }, async ({ params }) => {
    const pair = symbols.pair(params.symbol);
    const book = market.data.depth(pair.symbol, pair.tickSize.toFixed(), params.limit);
    return { lastUpdateId: symbols.bookVersion(pair.symbol), bids: book.bids, asks: book.asks };
  });

  endpoint('GET', '/api/v3/trades', { security: 'NONE', params: tradesParams, weight: 25 }, async ({ params }) => {
    const pair = symbols.pair(params.symbol);
    return market.data.trades(pair.symbol, params.limit).reverse().map(binanceTrade);
  });

  endpoint('GET', '/api/v3/historicalTrades', { security: 'KEY', params: historicalTradesParams, weight: 25 }, async ({ params }) => {
    const pair = symbols.pair(params.symbol);
    return (await deps.spot.service.tradePrints(pair.symbol, { fromId: params.fromId, limit: params.limit })).map(binanceTrade);
  });

  endpoint('GET', '/api/v3/aggTrades', { security: 'NONE', params: aggTradesParams, weight: 2 }, async ({ params }) => {
    const pair = symbols.pair(params.symbol);
    const { fromId, startTime, endTime, limit } = params;
    if (startTime !== undefined && endTime !== undefined && endTime - startTime > 3_600_000) throw binanceErrors.combination('startTime and endTime can be at most an hour apart.');
    return (await deps.spot.service.tradePrints(pair.symbol, { fromId, startTime, endTime, limit })).map(binanceAggTrade);
  });

  endpoint('GET', '/api/v3/klines', { security: 'NONE', params: klinesParams, weight: 2 }, async ({ params }) => {
    const pair = symbols.pair(params.symbol);
    const { interval, startTime, limit } = params;
    // We read candles backwards from an end; from a start, the end is `limit` intervals later.
    const end = params.endTime ?? (startTime !== undefined ? Math.min(now(), startTime + limit * intervalMs(interval)) : now());
    const candles = await market.data.kline(pair.symbol, KLINE_OF[interval], limit, end);
    return candles.filter((c) => startTime === undefined || c.time >= startTime).map((c) => binanceKline(c, interval));
  });

  const tickersOf = (params: { symbol?: string; symbols?: string[] }) => {
    const wanted = params.symbol ? [params.symbol] : params.symbols;
    const pairs = wanted ? wanted.map((s) => symbols.pair(s)) : symbols.all();
    return pairs.map((p) => {
      const book = market.data.depth(p.symbol, p.tickSize.toFixed(), 1);
      return { pair: p, row: market.tickers.row(p.symbol), bid: book.bids[0], ask: book.asks[0] };
    });
  };
  const oneOrList = <T>(params: { symbol?: string }, list: T[]) => (params.symbol ? list[0] : list);

  endpoint('GET', '/api/v3/ticker/24hr', { security: 'NONE', params: tickerParams, weight: tickerWeight(2, 80) }, async ({ params }) =>
    oneOrList(params, tickersOf(params).map((t) => binanceTicker(t.row, { bid: t.bid, ask: t.ask }, now()))),
  );
  endpoint('GET', '/api/v3/ticker/price', { security: 'NONE', params: tickerParams, weight: tickerWeight(2, 4) }, async ({ params }) =>
    oneOrList(params, tickersOf(params).map((t) => ({ symbol: symbols.binance(t.pair.symbol), price: t.row.close }))),
  );
  endpoint('GET', '/api/v3/ticker/bookTicker', { security: 'NONE', params: tickerParams, weight: tickerWeight(2, 4) }, async ({ params }) =>
    oneOrList(
      params,
      tickersOf(params).map((t) => ({
        symbol: symbols.binance(t.pair.symbol),
        bidPrice: t.bid?.[0] ?? '0',
        bidQty: t.bid?.[1] ?? '0',
        askPrice: t.ask?.[0] ?? '0',
        askQty: t.ask?.[1] ?? '0',
      })),
    ),
  );

  endpoint('GET', '/api/v3/avgPrice', { security: 'NONE', params: symbolParams, weight: 2 }, async ({ params }) => {
    const pair = symbols.pair(params.symbol);
    const minutes = await market.data.kline(pair.symbol, '1min', 5, now());
    const vol = minutes.reduce((s, c) => s.plus(c.vol), new Decimal(0));
    const amount = minutes.reduce((s, c) => s.plus(c.amount), new Decimal(0));
    const price = vol.isZero() ? market.tickers.row(pair.symbol).close : amount.div(vol).toFixed(pair.pricePrecision);
    return { mins: 5, price, closeTime: minutes.at(-1) ? minutes.at(-1)!.time + 59_999 : now() };
  });
}
