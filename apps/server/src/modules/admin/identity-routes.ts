import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  identityApproveBody,
  identityRejectBody,
  identityReviewListBody,
  identityReviewPage,
} from '@aurelix/shared/schemas/identity';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { IdentityService } from '../identity/service';

const tags = ['admin'];

/** The admin's identity review (issue 3 item 6): list by status, approve, reject with a reason. */
export async function adminIdentityRoutes(app: FastifyInstance, { identity }: { identity: IdentityService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post(
    '/api/admin/identity/list',
    { ...route, schema: { tags, body: identityReviewListBody.nullish(), response: { 200: envelopeOf(identityReviewPage) } } },
    async (req) => {
      await req.requireAdmin();
      const { status, page, limit } = req.body ?? { status: 2, page: 1, limit: 10 };
      return ok(await identity.reviewPage(status, page, limit));
    },
  );

  r.post(
    '/api/admin/identity/approve',
    { ...route, schema: { tags, body: identityApproveBody, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await identity.approve(await req.requireAdmin(), req.body.id);
      return okWith('IDENTITY_APPROVED', req.locale, null);
    },
  );

  r.post(
    '/api/admin/identity/reject',
    { ...route, schema: { tags, body: identityRejectBody, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await identity.reject(await req.requireAdmin(), req.body.id, req.body.reason);
      return okWith('IDENTITY_REJECTED', req.locale, null);
    },
  );
}
