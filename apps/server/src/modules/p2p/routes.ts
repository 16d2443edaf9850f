import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  p2pAd,
  p2pAdList,
  p2pAdSaveBody,
  p2pAdsBody,
  p2pAdStatusBody,
  P2P_APPEAL_IMAGES_MAX,
  P2P_IMAGE_TEXT_MAX,
  p2pAppealBody,
  p2pCard,
  p2pCardBody,
  p2pCardEditBody,
  p2pCardList,
  p2pCardListBody,
  p2pChatSendBody,
  p2pIdBody,
  p2pMe,
  p2pMessage,
  p2pMessageList,
  p2pOrder,
  p2pOrderPage,
  p2pOrdersBody,
  p2pPlaceBody,
  p2pPublicAdList,
  p2pReleaseBody,
} from '@aurelix/shared/schemas/p2p';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { bigRowId } from '@aurelix/shared/schemas/id';
import { envelopeOf, fail, ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import { isAdmin } from '../admin/roles';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { P2pService } from './service';

const tags = ['p2p'];
const route = { attachValidation: true };
/*
 * Bodies carrying images (base64 in JSON) get room for their images and 16 KiB for the other fields;
 * every other route keeps the API's 64 KiB. Only a signed-in user's body is read at all (the session
 * policy runs before the body), and it is checked for depth and size before it is parsed.
 */
const FIELDS_ROOM = 16 * 1024;
const CHAT_BODY_LIMIT = P2P_IMAGE_TEXT_MAX + FIELDS_ROOM;
const APPEAL_BODY_LIMIT = P2P_APPEAL_IMAGES_MAX * P2P_IMAGE_TEXT_MAX + FIELDS_ROOM;

/** Decodes a data URL or bare base64 image; the service re-encodes it. */
export function imageBytes(data: string): Buffer {
  const b64 = data.replace(/^data:[\w/+.-]+;base64,/, '');
  const buf = Buffer.from(b64, 'base64');
  if (buf.length === 0 || buf.length > 5 * 1024 * 1024) throw new AppError('P2P_IMAGE_INVALID');
  return buf;
}

/** The fiat P2P API (issue 18), behind a login except the ad list. */
export async function p2pRoutes(app: FastifyInstance, { p2p }: { p2p: P2pService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/p2p/me', { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(p2pMe) } } }, async (req) =>
    ok(await p2p.me((await req.requireUser()).id)),
  );

  /* collection methods */
  r.post('/api/p2p/cards', { ...route, schema: { tags, body: p2pCardListBody.nullish(), response: { 200: envelopeOf(p2pCardList) } } }, async (req) =>
    ok({ list: await p2p.cards((await req.requireUser()).id, req.body?.fiat) }),
  );
  r.post('/api/p2p/card/detail', { ...route, schema: { tags, body: p2pIdBody, response: { 200: envelopeOf(p2pCard) } } }, async (req) =>
    ok(await p2p.card((await req.requireUser()).id, req.body.id)),
  );
  r.post('/api/p2p/card/add', { ...route, schema: { tags, body: p2pCardBody, response: { 200: envelopeOf(p2pCard) } } }, async (req) =>
    okWith('P2P_SAVED', req.locale, await p2p.addCard((await req.requireUser()).id, req.body)),
  );
  r.post('/api/p2p/card/edit', { ...route, schema: { tags, body: p2pCardEditBody, response: { 200: envelopeOf(p2pCard) } } }, async (req) => {
    const { id, ...body } = req.body;
    return okWith('P2P_SAVED', req.locale, await p2p.editCard((await req.requireUser()).id, id, body));
  });
  r.post('/api/p2p/card/delete', { ...route, schema: { tags, body: p2pIdBody, response: { 200: envelopeOf(z.null()) } } }, async (req) => {
    await p2p.deleteCard((await req.requireUser()).id, req.body.id);
    return okWith('P2P_DELETED', req.locale, null);
  });

  /* ads */
  // Public (issue 30): a visitor sees the list before signing up; the response schema keeps only
  // what the list shows (no merchant's user id, ad size or status).
  r.post('/api/p2p/ads', { ...route, config: { public: true }, schema: { tags, body: p2pAdsBody, response: { 200: envelopeOf(p2pPublicAdList) } } }, async (req) =>
    ok({ list: await p2p.ads(req.body.side, req.body.crypto, req.body.fiat, { amount: req.body.amount, method: req.body.method }) }),
  );
  r.post('/api/p2p/ad/mine', { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(p2pAdList) } } }, async (req) =>
    ok({ list: await p2p.myAds((await req.requireUser()).id) }),
  );
  r.post('/api/p2p/ad/save', { ...route, schema: { tags, body: p2pAdSaveBody, response: { 200: envelopeOf(p2pAd) } } }, async (req) =>
    okWith('P2P_SAVED', req.locale, await p2p.saveAd((await req.requireUser()).id, req.body)),
  );
  r.post('/api/p2p/ad/status', { ...route, schema: { tags, body: p2pAdStatusBody, response: { 200: envelopeOf(z.null()) } } }, async (req) => {
    await p2p.setAdStatus((await req.requireUser()).id, req.body.id, req.body.status);
    return okWith('P2P_SAVED', req.locale, null);
  });

  /* orders */
  r.post('/api/p2p/order/place', { ...route, schema: { tags, body: p2pPlaceBody, response: { 200: envelopeOf(p2pOrder) } } }, async (req) =>
    okWith('P2P_ORDER_PLACED', req.locale, await p2p.place((await req.requireUser()).id, req.body)),
  );
  r.post('/api/p2p/orders', { ...route, schema: { tags, body: p2pOrdersBody.nullish(), response: { 200: envelopeOf(p2pOrderPage) } } }, async (req) =>
    ok(await p2p.orders((await req.requireUser()).id, req.body ?? { page: 1, page_size: 10 })),
  );
  r.post('/api/p2p/order/detail', { ...route, schema: { tags, body: p2pIdBody, response: { 200: envelopeOf(p2pOrder) } } }, async (req) =>
    ok(await p2p.order((await req.requireUser()).id, req.body.id)),
  );
  r.post('/api/p2p/order/pay', { ...route, schema: { tags, body: p2pIdBody, response: { 200: envelopeOf(p2pOrder) } } }, async (req) =>
    okWith('P2P_PAID', req.locale, await p2p.pay((await req.requireUser()).id, req.body.id)),
  );
  r.post('/api/p2p/order/cancel', { ...route, schema: { tags, body: p2pIdBody, response: { 200: envelopeOf(p2pOrder) } } }, async (req) =>
    okWith('P2P_CANCELLED', req.locale, await p2p.cancel((await req.requireUser()).id, req.body.id)),
  );
  r.post('/api/p2p/order/release', { ...route, schema: { tags, body: p2pReleaseBody, response: { 200: envelopeOf(p2pOrder) } } }, async (req) =>
    okWith('P2P_RELEASED', req.locale, await p2p.release((await req.requireUser()).id, req.body.id, req.body.fund_password)),
  );
  r.post(
    '/api/p2p/order/appeal',
    { ...route, bodyLimit: APPEAL_BODY_LIMIT, schema: { tags, body: p2pAppealBody, response: { 200: envelopeOf(p2pOrder) } } },
    async (req) => {
      const user = await req.requireUser();
      const images = (req.body.images ?? []).map(imageBytes);
      return okWith('P2P_APPEALED', req.locale, await p2p.appeal(user.id, req.body.id, req.body.reason, images));
    },
  );

  /* chat */
  r.post('/api/p2p/chat/list', { ...route, schema: { tags, body: p2pIdBody, response: { 200: envelopeOf(p2pMessageList) } } }, async (req) => {
    const user = await req.requireUser();
    return ok({ list: await p2p.messages(user.id, req.body.id) });
  });
  r.post(
    '/api/p2p/chat/send',
    { ...route, bodyLimit: CHAT_BODY_LIMIT, schema: { tags, body: p2pChatSendBody, response: { 200: envelopeOf(p2pMessage) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await p2p.send(user.id, req.body.id, req.body.text ?? '', req.body.image ? imageBytes(req.body.image) : undefined));
    },
  );
  /*
   * An image of an order's chat or appeal. An <img> cannot send the session header, so the web app
   * fetches it with the session and shows the bytes; this route answers in real HTTP statuses (401
   * without a session, 403 to anybody but the order's two sides and admins, 404 for no such image),
   * never 200 with an error body a browser would try to draw. It is public to the session policy
   * (whose answer is an envelope with HTTP 200) and checks the session itself.
   */
  r.get(
    '/api/p2p/image/:id',
    { attachValidation: true, config: { public: true }, schema: { tags, params: z.object({ id: bigRowId }) } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      const user = await req.requireUser().catch((err: unknown) => {
        if (err instanceof AppError) return undefined;
        throw err;
      });
      if (!user) return reply.code(401).send(fail('NOT_LOGGED_IN', req.locale));
      if (req.validationError) return reply.code(404).send(fail('NOT_FOUND', req.locale));
      const img = await p2p.image(isAdmin(user) ? 'admin' : user.id, req.params.id);
      if (img === 'missing') return reply.code(404).send(fail('NOT_FOUND', req.locale));
      if (img === 'forbidden') return reply.code(403).send(fail('P2P_IMAGE_FORBIDDEN', req.locale));
      return reply.type(img.mime).header('content-disposition', 'inline').send(img.data);
    },
  );
}
