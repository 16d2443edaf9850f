import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  secondAccount,
  secondBuyBody,
  secondCurrentBody,
  secondHistoryBody,
  secondOrder,
  secondOrderDetail,
  secondOrderIdBody,
  secondOrderList,
  secondOrderPage,
  secondProductList,
  secondProductsBody,
  secondTickList,
  secondTicksBody,
} from '@aurelix/shared/schemas/second';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { SecondService } from './service';

const tags = ['second'];
const route = { attachValidation: true };

/** The second-contract API (issue 17): products and recorded index ticks are public, the rest needs a login. */
export async function secondRoutes(app: FastifyInstance, { second }: { second: SecondService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/second/products',
    { ...route, config: { public: true }, schema: { tags, body: secondProductsBody.nullish(), response: { 200: envelopeOf(secondProductList) } } },
    async (req) => ok(await second.products(req.body?.symbol)),
  );

  r.post('/api/second/ticks', { ...route, config: { public: true }, schema: { tags, body: secondTicksBody, response: { 200: envelopeOf(secondTickList) } } }, async (req) =>
    ok({ list: await second.ticks(req.body.symbol, req.body.since) }),
  );

  r.post('/api/second/account', { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(secondAccount) } } }, async (req) => {
    const user = await req.requireUser();
    const { available, frozen } = await second.account(user.id);
    return ok({ available, frozen });
  });

  r.post('/api/second/buy', { ...route, schema: { tags, body: secondBuyBody, response: { 200: envelopeOf(secondOrder) } } }, async (req) => {
    const user = await req.requireUser();
    const { order } = await second.buy(user.id, req.body);
    return okWith('SECOND_ORDER_PLACED', req.locale, order);
  });

  r.post('/api/second/orders/current', { ...route, schema: { tags, body: secondCurrentBody.nullish(), response: { 200: envelopeOf(secondOrderList) } } }, async (req) => {
    const user = await req.requireUser();
    return ok({ list: await second.current(user.id, req.body?.symbol) });
  });

  r.post('/api/second/orders/history', { ...route, schema: { tags, body: secondHistoryBody.nullish(), response: { 200: envelopeOf(secondOrderPage) } } }, async (req) => {
    const user = await req.requireUser();
    return ok(await second.history(user.id, req.body ?? {}));
  });

  r.post('/api/second/order', { ...route, schema: { tags, body: secondOrderIdBody, response: { 200: envelopeOf(secondOrderDetail) } } }, async (req) => {
    const user = await req.requireUser();
    return ok(await second.detail(user.id, req.body.id));
  });
}
