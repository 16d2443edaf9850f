import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indexBody, indexSnapshot } from '@aurelix/shared/schemas/market';
import { envelopeOf, ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { IndexService } from './service';

/**
 * POST /api/market/index (public): a pair's index now, with each source's price, weight and whether
 * it was used, so anyone can check the price that futures, second contracts, P2P and the price band act on.
 */
export async function indexRoutes(
  app: FastifyInstance,
  { index }: { index: Pick<IndexService, 'snapshot'> },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/market/index',
      { schema: { tags: ['market'], body: indexBody, response: { 200: envelopeOf(indexSnapshot) } } },
      async (req) => {
        const snapshot = index.snapshot(req.body.symbol);
        if (!snapshot) throw new AppError('UNKNOWN_PAIR');
        return ok(snapshot);
      },
    );
}
