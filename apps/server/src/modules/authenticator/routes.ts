import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import {
  authenticatorDisableBody,
  authenticatorEnableBody,
  authenticatorEnabled,
  authenticatorSetup,
  authenticatorStatus,
} from '@aurelix/shared/schemas/account';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { AuthenticatorService } from './service';

const tags = ['account'];

/** The authenticator app of /user/s-securityset (issue 3 item 5, beyond the spec). */
export async function authenticatorRoutes(
  app: FastifyInstance,
  { authenticator }: { authenticator: AuthenticatorService },
) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post(
    '/api/authenticator/status',
    { ...route, schema: { tags, body: emptyBody.optional(), response: { 200: envelopeOf(authenticatorStatus) } } },
    async (req) => ok(await authenticator.status((await req.requireUser()).id)),
  );

  r.post(
    '/api/authenticator/setup',
    { ...route, schema: { tags, body: emptyBody.optional(), response: { 200: envelopeOf(authenticatorSetup) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await authenticator.setup(user.id, user.account));
    },
  );

  r.post(
    '/api/authenticator/enable',
    { ...route, schema: { tags, body: authenticatorEnableBody, response: { 200: envelopeOf(authenticatorEnabled) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('AUTHENTICATOR_ENABLED', req.locale, await authenticator.enable(user.id, req.body.code));
    },
  );

  r.post(
    '/api/authenticator/disable',
    { ...route, schema: { tags, body: authenticatorDisableBody, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      const user = await req.requireUser();
      await authenticator.disable(user.id, req.body.code);
      return okWith('AUTHENTICATOR_DISABLED', req.locale, null);
    },
  );
}
