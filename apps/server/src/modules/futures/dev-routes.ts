import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devFuturesIndexBody, devFuturesIndexResult } from '@aurelix/shared/schemas/futures';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys } from '../../http/replies';
import type { FuturesService } from './service';

/**
 * POST /api/dev/futures/index (never in production, like /api/dev/clock): pins a contract's index
 * at a price, or releases it (null), then samples the marks and runs the liquidation watch at once,
 * so an e2e test moves the mark price where it needs it (triggers, TP/SL, PnL) without waiting.
 */
export async function futuresDevRoutes(app: FastifyInstance, { futures }: { futures: FuturesService }) {
  answerValidationKeys(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/dev/futures/index',
    {
      attachValidation: true,
      config: { public: true },
      schema: { tags: ['development'], body: devFuturesIndexBody, response: { 200: envelopeOf(devFuturesIndexResult) } },
    },
    async (req) => ok(await futures.pinIndex(req.body.symbol, req.body.price)),
  );
}
