import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminWithdrawalPage,
  adminWithdrawalsBody,
  chainDepositBody,
  chainDepositResult,
  chainMineBody,
  rejectBody,
  withdrawalIdBody,
  withdrawalItem,
} from '@aurelix/shared/schemas/funding';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { FundingService } from './service';

const route = { attachValidation: true };

/** The withdrawal review of /admin/withdrawals and the simulated chain's deposit button (admin only). */
export async function fundingAdminRoutes(app: FastifyInstance, { funding }: { funding: FundingService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.post(
    '/api/admin/withdrawals',
    { ...route, schema: { tags, body: adminWithdrawalsBody.nullish(), response: { 200: envelopeOf(adminWithdrawalPage) } } },
    async (req) => {
      await req.requireAdmin();
      const { status, page, limit } = req.body ?? { page: 1, limit: 20 };
      return ok(await funding.withdrawals.adminList(status, page, limit));
    },
  );

  r.post(
    '/api/admin/withdrawals/approve',
    { ...route, schema: { tags, body: withdrawalIdBody, response: { 200: envelopeOf(withdrawalItem) } } },
    async (req) => {
      const admin = await req.requireAdmin();
      return okWith('WITHDRAWAL_APPROVED', req.locale, await funding.withdrawals.approve(admin.id, req.body.id));
    },
  );

  r.post(
    '/api/admin/withdrawals/reject',
    { ...route, schema: { tags, body: rejectBody, response: { 200: envelopeOf(withdrawalItem) } } },
    async (req) => {
      const admin = await req.requireAdmin();
      return okWith('WITHDRAWAL_REJECTED', req.locale, await funding.withdrawals.reject(admin.id, req.body.id, req.body.reason));
    },
  );

  r.post(
    '/api/admin/chain/deposit',
    { ...route, schema: { tags, body: chainDepositBody, response: { 200: envelopeOf(chainDepositResult) } } },
    async (req) => {
      await req.requireAdmin();
      return okWith('DEPOSIT_SENT', req.locale, await funding.sendChainDeposit(req.body));
    },
  );
}

/** Development only (never in production, like /api/dev/outbox): anyone may send a deposit or mine blocks. */
export async function fundingDevRoutes(app: FastifyInstance, { funding }: { funding: FundingService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['development'];

  r.post(
    '/api/dev/chain/deposit',
    { ...route, schema: { tags, body: chainDepositBody, response: { 200: envelopeOf(chainDepositResult) } } },
    async (req) => okWith('DEPOSIT_SENT', req.locale, await funding.sendChainDeposit(req.body)),
  );

  r.post(
    '/api/dev/chain/mine',
    { ...route, schema: { tags, body: chainMineBody.nullish(), response: { 200: envelopeOf(z.object({ credited: z.number(), completed: z.number() })) } } },
    async (req) => {
      await funding.mine(req.body?.blocks ?? 1);
      return ok(await funding.tick());
    },
  );
}
