import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { p2pAdminOrdersBody, p2pGrantMerchantBody, p2pIdBody, p2pMessageList, p2pOrder, p2pOrderPage, p2pResolveBody } from '@aurelix/shared/schemas/p2p';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { envelopeOf, ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { P2pService } from './service';

const tags = ['admin'];
const route = { attachValidation: true };
const merchantList = z.object({ list: z.array(z.object({ user_id: z.number(), name: z.string(), active: z.boolean(), granted_at: z.number() })) });

export interface P2pAdminDeps {
  p2p: P2pService;
  /** The user id of an account; undefined when there is none. */
  userIdOf(account: string): Promise<number | undefined>;
  verified(userId: number): Promise<boolean>;
}

/**
 * /api/admin/p2p/* (issue 18), admins only: orders with their chat and evidence, appeals resolved
 * (release to the buyer or return to the seller), and the merchant role granted or taken back.
 */
export async function p2pAdminRoutes(app: FastifyInstance, { p2p, userIdOf, verified }: P2pAdminDeps) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/p2p/orders', { ...route, schema: { tags, body: p2pAdminOrdersBody.nullish(), response: { 200: envelopeOf(p2pOrderPage) } } }, async (req) => {
    await req.requireAdmin();
    return ok(await p2p.adminOrders(req.body ?? { page: 1 }));
  });
  r.post('/api/admin/p2p/order', { ...route, schema: { tags, body: p2pIdBody, response: { 200: envelopeOf(z.object({ order: p2pOrder, messages: p2pMessageList.shape.list })) } } }, async (req) => {
    await req.requireAdmin();
    return ok({ order: await p2p.adminOrder(req.body.id), messages: await p2p.messages('admin', req.body.id) });
  });
  r.post('/api/admin/p2p/resolve', { ...route, schema: { tags, body: p2pResolveBody, response: { 200: envelopeOf(p2pOrder) } } }, async (req) => {
    await req.requireAdmin();
    return okWith(req.body.result === 'release' ? 'P2P_RELEASED' : 'P2P_CANCELLED', req.locale, await p2p.resolve(req.body.id, req.body.result));
  });
  r.post('/api/admin/p2p/merchants', { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(merchantList) } } }, async (req) => {
    await req.requireAdmin();
    const rows = await p2p.merchants();
    return ok({ list: rows.map((m) => ({ user_id: m.userId, name: m.name, active: m.active === 1, granted_at: m.grantedAt })) });
  });
  r.post('/api/admin/p2p/merchant/grant', { ...route, schema: { tags, body: p2pGrantMerchantBody, response: { 200: envelopeOf(z.null()) } } }, async (req) => {
    await req.requireAdmin();
    const id = await userIdOf(req.body.account);
    if (id === undefined) throw new AppError('P2P_USER_NOT_FOUND');
    await p2p.grantMerchant(id, (req.body.account.split('@')[0] ?? '').slice(0, 24), await verified(id));
    return okWith('P2P_SAVED', req.locale, null);
  });
  r.post('/api/admin/p2p/merchant/revoke', { ...route, schema: { tags, body: p2pGrantMerchantBody, response: { 200: envelopeOf(z.null()) } } }, async (req) => {
    await req.requireAdmin();
    const id = await userIdOf(req.body.account);
    if (id === undefined) throw new AppError('P2P_USER_NOT_FOUND');
    await p2p.revokeMerchant(id);
    return okWith('P2P_SAVED', req.locale, null);
  });
}
