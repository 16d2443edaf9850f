import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  icoLottery,
  icoOrdersBody,
  icoProjectBody,
  icoProjectDetail,
  icoProjectList,
  icoSubscribeBody,
  icoSubscriptionPage,
  icoThawResult,
} from '@aurelix/shared/schemas/ico';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { IcoService } from './service';

const tags = ['ico'];
const route = { attachValidation: true };

/** The ICO API (issue 19). Projects and a project's lottery data are public; the rest needs a login. */
export async function icoRoutes(app: FastifyInstance, { ico }: { ico: IcoService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/ico/projects', { ...route, config: { public: true }, schema: { tags, body: emptyBody, response: { 200: envelopeOf(icoProjectList) } } }, async () =>
    ok({ list: await ico.list() }),
  );

  // Public; a signed-in visitor also gets their own subscription and what they can still add.
  r.post('/api/ico/project', { ...route, config: { public: true }, schema: { tags, body: icoProjectBody, response: { 200: envelopeOf(icoProjectDetail) } } }, async (req) => {
    const user = req.headers.token ? await req.requireUser().catch(() => undefined) : undefined;
    return ok(await ico.detail(req.body.id, user?.id));
  });

  r.post('/api/ico/lottery', { ...route, config: { public: true }, schema: { tags, body: icoProjectBody, response: { 200: envelopeOf(icoLottery) } } }, async (req) =>
    ok(await ico.lottery(req.body.id)),
  );

  r.post(
    '/api/ico/subscribe',
    { ...route, schema: { tags, body: icoSubscribeBody, response: { 200: envelopeOf(z.object({ id: z.number(), lots: z.number() })) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('ICO_SUBSCRIBED', req.locale, await ico.subscribe(user.id, req.body.id, req.body.lots));
    },
  );

  r.post('/api/ico/thaw', { ...route, schema: { tags, body: icoProjectBody, response: { 200: envelopeOf(icoThawResult) } } }, async (req) => {
    const user = await req.requireUser();
    return okWith('ICO_THAWED', req.locale, await ico.thaw(user.id, req.body.id));
  });

  r.post('/api/ico/orders', { ...route, schema: { tags, body: icoOrdersBody, response: { 200: envelopeOf(icoSubscriptionPage) } } }, async (req) => {
    const user = await req.requireUser();
    return ok(await ico.orders(user.id, req.body));
  });
}
