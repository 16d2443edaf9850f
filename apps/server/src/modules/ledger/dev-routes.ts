import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope';
import type { Ledger } from './service';

/**
 * POST /api/dev/audit: the ledger audit of `npm run audit` on the running server's database, for
 * the e2e tests whose server holds the embedded database the command would open. Never in
 * production (like /api/dev/clock); every product's frozen money is in it (its holders registered).
 */
export async function ledgerDevRoutes(app: FastifyInstance, { ledger }: { ledger: Ledger }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/dev/audit',
    { config: { public: true }, schema: { tags: ['development'], response: { 200: envelopeOf(z.object({ violations: z.array(z.string()) })) } } },
    async () => ok({ violations: (await ledger.audit()).violations.map((v) => `[${v.check}] ${v.message}`) }),
  );
}
