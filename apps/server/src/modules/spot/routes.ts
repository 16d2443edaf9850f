import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentSpotOrdersBody,
  type PlaceSpotOrderBody,
  type SpotOrder,
  placeSpotOrderBody,
  spotBalances,
  spotBalancesBody,
  spotOrder,
  spotOrderDetail,
  spotOrderHistoryBody,
  spotOrderIdBody,
  spotOrderPage,
} from '@aurelix/shared/schemas/spot';
import { placeSpotStopBody, spotStop, spotStopIdBody, spotStopListBody, spotStopPage } from '@aurelix/shared/schemas/spot-stop';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { SpotService } from './service';
import type { SpotStops } from './stop-orders';

const tags = ['spot'];

/** The spot API (issue 4): place, cancel, current orders, history, detail, balances. All need a login. */
/** What the spot routes use besides the service. */
export interface SpotRouteDeps {
  spot: SpotService;
  /** Stop-limit orders (stop-orders.ts). */
  stops: SpotStops;
  /** The price band, then the sequencer (plugin.ts): the one way a user's order is placed. */
  placeUserOrder: (userId: number, body: PlaceSpotOrderBody) => Promise<SpotOrder>;
}

export async function spotRoutes(app: FastifyInstance, { spot, stops, placeUserOrder }: SpotRouteDeps) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post(
    '/api/spot/order/place',
    { ...route, schema: { tags, body: placeSpotOrderBody, response: { 200: envelopeOf(spotOrder) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('ORDER_PLACED', req.locale, await placeUserOrder(user.id, req.body));
    },
  );

  r.post(
    '/api/spot/order/cancel',
    { ...route, schema: { tags, body: spotOrderIdBody, response: { 200: envelopeOf(spotOrder) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('ORDER_CANCELLED', req.locale, await spot.cancelOrder(user.id, String(req.body.order_id)));
    },
  );

  r.post(
    '/api/spot/order/current',
    { ...route, schema: { tags, body: currentSpotOrdersBody, response: { 200: envelopeOf(spotOrderPage) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await spot.currentOrders(user.id, req.body));
    },
  );

  r.post(
    '/api/spot/order/history',
    { ...route, schema: { tags, body: spotOrderHistoryBody, response: { 200: envelopeOf(spotOrderPage) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await spot.history(user.id, req.body));
    },
  );

  r.post(
    '/api/spot/order/detail',
    { ...route, schema: { tags, body: spotOrderIdBody, response: { 200: envelopeOf(spotOrderDetail) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await spot.detail(user.id, String(req.body.order_id)));
    },
  );

  r.post(
    '/api/spot/balances',
    { ...route, schema: { tags, body: spotBalancesBody, response: { 200: envelopeOf(spotBalances) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await spot.balances(user.id, req.body.symbol));
    },
  );

  r.post(
    '/api/spot/stop/place',
    { ...route, schema: { tags, body: placeSpotStopBody, response: { 200: envelopeOf(spotStop) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('STOP_PLACED', req.locale, await stops.place(user.id, req.body, req.locale));
    },
  );

  r.post(
    '/api/spot/stop/cancel',
    { ...route, schema: { tags, body: spotStopIdBody, response: { 200: envelopeOf(spotStop) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('STOP_CANCELLED', req.locale, await stops.cancel(user.id, String(req.body.stop_id), req.locale));
    },
  );

  r.post(
    '/api/spot/stop/list',
    { ...route, schema: { tags, body: spotStopListBody, response: { 200: envelopeOf(spotStopPage) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await stops.list(user.id, req.body, req.locale));
    },
  );
}
