import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminFuturesContract,
  adminFuturesContractBody,
  adminFuturesLiquidationPage,
  adminFuturesLiquidationsBody,
  adminFuturesOverview,
} from '@aurelix/shared/schemas/futures';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import { createFuturesAdmin, type FuturesAdminDeps } from './admin-service';

const tags = ['admin'];
const route = { attachValidation: true };

/**
 * /api/admin/futures/* (issue 16 item 10), admins only (admin/session-policy.ts): the contracts
 * with their settings and the insurance fund, a contract's edit, and the liquidations.
 */
export async function futuresAdminRoutes(app: FastifyInstance, deps: Omit<FuturesAdminDeps, 'log'>) {
  answerValidationKeys(app);
  const admin = createFuturesAdmin({ ...deps, log: (msg, detail) => app.log.info(detail, msg) });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/futures/contracts', { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(adminFuturesOverview) } } }, async (req) => {
    await req.requireAdmin();
    return ok(await admin.overview());
  });

  r.post(
    '/api/admin/futures/contract/update',
    { ...route, schema: { tags, body: adminFuturesContractBody, response: { 200: envelopeOf(adminFuturesContract) } } },
    async (req) => {
      const user = await req.requireAdmin();
      return okWith('CONTRACT_SETTINGS_SAVED', req.locale, await admin.updateContract(user.id, req.body));
    },
  );

  r.post(
    '/api/admin/futures/liquidations',
    { ...route, schema: { tags, body: adminFuturesLiquidationsBody.nullish(), response: { 200: envelopeOf(adminFuturesLiquidationPage) } } },
    async (req) => {
      await req.requireAdmin();
      return ok(await admin.liquidations(req.body ?? { page: 1, page_size: 20 }));
    },
  );
}
