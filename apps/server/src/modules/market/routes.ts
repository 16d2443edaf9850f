import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isDepthPrecision } from '@aurelix/shared/depth';
import { tickerBody, tickerList, tickerRow, tickersBody } from '@aurelix/shared/schemas/market';
import { candleList, depthBody, depthSnapshot, klineBody, tradeList, tradesBody } from '@aurelix/shared/schemas/spot';
import { envelopeOf, ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { MarketData } from './market-data';
import type { TickerService } from './ticker-service';

const tags = ['market'];

/**
 * Public market data (ARCHITECTURE 7): 24h tickers (the same ticks the `{left}_{right}_tick`
 * channels push, plus index price and market cap), depth, recent trades and candles.
 */
export async function marketRoutes(
  app: FastifyInstance,
  { tickers, data, now }: { tickers: TickerService; data: MarketData; now: () => number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pairOf = (symbol: string) => {
    const pair = tickers.pairs().find((p) => p.symbol === symbol);
    if (!pair) throw new AppError('UNKNOWN_PAIR');
    return pair;
  };

  r.post(
    '/api/market/tickers',
    { schema: { tags, body: tickersBody, response: { 200: envelopeOf(tickerList) } } },
    async () => ok({ list: tickers.rows() }),
  );
  r.post(
    '/api/market/ticker',
    { schema: { tags, body: tickerBody, response: { 200: envelopeOf(tickerRow) } } },
    async (req) => ok(tickers.row(req.body.symbol)),
  );
  r.post(
    '/api/market/depth',
    { schema: { tags, body: depthBody, response: { 200: envelopeOf(depthSnapshot) } } },
    async (req) => {
      const pair = pairOf(req.body.symbol);
      const tick = pair.tickSize.toFixed();
      const precision = req.body.precision ?? tick;
      if (!isDepthPrecision(tick, precision)) throw new AppError('INVALID_PARAMS');
      return ok(data.depth(pair.symbol, precision, req.body.limit));
    },
  );
  r.post(
    '/api/market/trades',
    { schema: { tags, body: tradesBody, response: { 200: envelopeOf(tradeList) } } },
    async (req) => ok({ list: data.trades(pairOf(req.body.symbol).symbol, req.body.limit) }),
  );
  r.post(
    '/api/market/kline',
    { schema: { tags, body: klineBody, response: { 200: envelopeOf(candleList) } } },
    async (req) => {
      const { symbol, interval, limit, end } = req.body;
      return ok({ list: await data.kline(pairOf(symbol).symbol, interval, limit, end ?? now()) });
    },
  );
}
