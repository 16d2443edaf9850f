import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { marketTick, tickerBody, tickerList, tickersBody } from '@aurelix/shared/schemas/market';
import { envelopeOf, ok } from '../../http/envelope';
import type { TickerService } from './ticker-service';

const tags = ['market'];

/** 24h tickers (ARCHITECTURE 7), the same ticks the `{left}_{right}_tick` channels push. */
export async function marketRoutes(app: FastifyInstance, { tickers }: { tickers: TickerService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/market/tickers',
    { schema: { tags, body: tickersBody, response: { 200: envelopeOf(tickerList) } } },
    async () => ok({ list: tickers.ticks() }),
  );

  r.post(
    '/api/market/ticker',
    { schema: { tags, body: tickerBody, response: { 200: envelopeOf(marketTick) } } },
    async (req) => ok(tickers.tick(req.body.symbol)),
  );
}
