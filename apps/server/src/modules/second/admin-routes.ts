import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSecondOverview, adminSecondProduct, adminSecondProductBody, devSecondIndexBody } from '@aurelix/shared/schemas/second';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { SecondService } from './service';

const route = { attachValidation: true };

/** /api/admin/second/* (admins only, admin/session-policy.ts): the products and the house account, a product's edit. */
export async function secondAdminRoutes(app: FastifyInstance, { second }: { second: SecondService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.post('/api/admin/second/products', { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(adminSecondOverview) } } }, async (req) => {
    await req.requireAdmin();
    return ok(await second.adminOverview());
  });

  r.post(
    '/api/admin/second/product/update',
    { ...route, schema: { tags, body: adminSecondProductBody, response: { 200: envelopeOf(adminSecondProduct) } } },
    async (req) => {
      const user = await req.requireAdmin();
      const product = await second.updateProduct(req.body);
      req.log.info({ admin: user.id, product: product.id }, 'second product edited');
      return okWith('SECOND_PRODUCT_SAVED', req.locale, product);
    },
  );
}

/**
 * POST /api/dev/second/index (never in production, like /api/dev/clock): pins a pair's index for
 * second contracts at a price, or releases it, so e2e tests decide win, loss and draw.
 */
export async function secondDevRoutes(app: FastifyInstance, { second }: { second: SecondService }) {
  answerValidationKeys(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/dev/second/index',
    { ...route, config: { public: true }, schema: { tags: ['development'], body: devSecondIndexBody, response: { 200: envelopeOf(z.object({ price: z.string().nullable() })) } } },
    async (req) => {
      await second.pinIndex(req.body.symbol, req.body.price);
      return ok({ price: second.indexNow(req.body.symbol) ?? null });
    },
  );
}
