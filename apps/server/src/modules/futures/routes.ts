import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustFuturesMarginBody,
  closeFuturesPositionBody,
  futuresPositionView,
  currentFuturesOrdersBody,
  futuresAccount,
  futuresAccountBody,
  futuresContractList,
  futuresDepthBody,
  futuresLeverageBody,
  futuresMarginModeBody,
  futuresOrder,
  futuresOrderDetail,
  futuresOrderHistoryBody,
  futuresOrderIdBody,
  futuresOrderPage,
  futuresPositionList,
  futuresPositionsBody,
  futuresTradesBody,
  placeFuturesOrderBody,
} from '@aurelix/shared/schemas/futures';
import { candleList, depthSnapshot, klineBody, tradeList } from '@aurelix/shared/schemas/spot';
import {
  futuresTpsl,
  futuresTrigger,
  futuresTriggerIdBody,
  futuresTriggerListBody,
  futuresTriggerPage,
  placeFuturesTriggerBody,
  setFuturesTpslBody,
} from '@aurelix/shared/schemas/futures-triggers';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { MarketData } from '../market/market-data';
import type { FuturesService } from './service';

const tags = ['futures'];
const settingsView = z.object({ leverage: z.number().int(), margin_mode: z.enum(['cross', 'isolated']) });

export interface FuturesRouteDeps {
  futures: FuturesService;
  data: MarketData;
  /** 24h figures of a contract's own trades. */
  ticks: (symbol: string) => { open: string; high: string; low: string; vol: string; increase: string } | undefined;
  now: () => number;
}

/** The futures API (issue 16). Contracts and market data are public; the rest needs a login. */
export async function futuresRoutes(app: FastifyInstance, { futures, data, ticks, now }: FuturesRouteDeps) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post('/api/futures/contracts', { config: { public: true }, schema: { tags, response: { 200: envelopeOf(futuresContractList) } } }, async () =>
    ok({ list: await futures.contracts(ticks) }),
  );

  r.post('/api/futures/depth', { ...route, config: { public: true }, schema: { tags, body: futuresDepthBody, response: { 200: envelopeOf(depthSnapshot) } } }, async (req) =>
    ok(futures.depth(req.body.symbol, req.body.limit)),
  );

  r.post('/api/futures/trades', { ...route, config: { public: true }, schema: { tags, body: futuresTradesBody, response: { 200: envelopeOf(tradeList) } } }, async (req) => {
    futures.depth(req.body.symbol, 1);
    return ok({ list: data.trades(req.body.symbol, req.body.limit) });
  });

  r.post('/api/futures/kline', { ...route, config: { public: true }, schema: { tags, body: klineBody, response: { 200: envelopeOf(candleList) } } }, async (req) => {
    futures.depth(req.body.symbol, 1);
    return ok({ list: await data.kline(req.body.symbol, req.body.interval, req.body.limit, req.body.end ?? now()) });
  });

  r.post('/api/futures/account', { ...route, schema: { tags, body: futuresAccountBody, response: { 200: envelopeOf(futuresAccount) } } }, async (req) => {
    const user = await req.requireUser();
    return ok(await futures.account(user.id, req.body?.symbol));
  });

  r.post('/api/futures/leverage', { ...route, schema: { tags, body: futuresLeverageBody, response: { 200: envelopeOf(settingsView) } } }, async (req) => {
    const user = await req.requireUser();
    const s = await futures.setLeverage(user.id, req.body.symbol, req.body.leverage);
    return okWith('LEVERAGE_SET', req.locale, { leverage: s.leverage, margin_mode: s.marginMode });
  });

  r.post('/api/futures/margin_mode', { ...route, schema: { tags, body: futuresMarginModeBody, response: { 200: envelopeOf(settingsView) } } }, async (req) => {
    const user = await req.requireUser();
    const s = await futures.setMarginMode(user.id, req.body.symbol, req.body.margin_mode);
    return okWith('MARGIN_MODE_SET', req.locale, { leverage: s.leverage, margin_mode: s.marginMode });
  });

  r.post('/api/futures/order/place', { ...route, schema: { tags, body: placeFuturesOrderBody, response: { 200: envelopeOf(futuresOrder) } } }, async (req) => {
    const user = await req.requireUser();
    return okWith('ORDER_PLACED', req.locale, await futures.placeOrder(user.id, req.body));
  });

  r.post('/api/futures/order/cancel', { ...route, schema: { tags, body: futuresOrderIdBody, response: { 200: envelopeOf(futuresOrder) } } }, async (req) => {
    const user = await req.requireUser();
    return okWith('ORDER_CANCELLED', req.locale, await futures.cancelOrder(user.id, String(req.body.order_id)));
  });

  r.post('/api/futures/order/current', { ...route, schema: { tags, body: currentFuturesOrdersBody, response: { 200: envelopeOf(futuresOrderPage) } } }, async (req) => {
    const user = await req.requireUser();
    return ok(await futures.currentOrders(user.id, req.body));
  });

  r.post('/api/futures/order/history', { ...route, schema: { tags, body: futuresOrderHistoryBody, response: { 200: envelopeOf(futuresOrderPage) } } }, async (req) => {
    const user = await req.requireUser();
    return ok(await futures.history(user.id, req.body));
  });

  r.post('/api/futures/order/detail', { ...route, schema: { tags, body: futuresOrderIdBody, response: { 200: envelopeOf(futuresOrderDetail) } } }, async (req) => {
    const user = await req.requireUser();
    return ok(await futures.detail(user.id, String(req.body.order_id)));
  });

  r.post('/api/futures/positions', { ...route, schema: { tags, body: futuresPositionsBody, response: { 200: envelopeOf(futuresPositionList) } } }, async (req) => {
    const user = await req.requireUser();
    return ok({ list: await futures.positions(user.id, req.body?.symbol) });
  });

  r.post('/api/futures/position/close', { ...route, schema: { tags, body: closeFuturesPositionBody, response: { 200: envelopeOf(futuresOrder) } } }, async (req) => {
    const user = await req.requireUser();
    return okWith('POSITION_CLOSING', req.locale, await futures.closePosition(user.id, req.body.symbol, req.body.side));
  });

  r.post('/api/futures/trigger/place', { ...route, schema: { tags, body: placeFuturesTriggerBody, response: { 200: envelopeOf(futuresTrigger) } } }, async (req) => {
    const user = await req.requireUser();
    await futures.requireTrader(user.id);
    return okWith('TRIGGER_PLACED', req.locale, await futures.triggers.place(user.id, req.body, req.locale));
  });

  r.post('/api/futures/trigger/cancel', { ...route, schema: { tags, body: futuresTriggerIdBody, response: { 200: envelopeOf(futuresTrigger) } } }, async (req) => {
    const user = await req.requireUser();
    return okWith('TRIGGER_CANCELLED', req.locale, await futures.triggers.cancel(user.id, String(req.body.trigger_id), req.locale));
  });

  r.post('/api/futures/trigger/list', { ...route, schema: { tags, body: futuresTriggerListBody, response: { 200: envelopeOf(futuresTriggerPage) } } }, async (req) => {
    const user = await req.requireUser();
    return ok(await futures.triggers.list(user.id, req.body, req.locale));
  });

  r.post('/api/futures/tpsl/set', { ...route, schema: { tags, body: setFuturesTpslBody, response: { 200: envelopeOf(futuresTpsl) } } }, async (req) => {
    const user = await req.requireUser();
    await futures.requireTrader(user.id);
    return okWith('TPSL_SET', req.locale, await futures.triggers.setTpsl(user.id, req.body, req.locale));
  });

  r.post('/api/futures/position/margin', { ...route, schema: { tags, body: adjustFuturesMarginBody, response: { 200: envelopeOf(futuresPositionView) } } }, async (req) => {
    const user = await req.requireUser();
    return okWith('MARGIN_ADJUSTED', req.locale, await futures.adjustMargin(user.id, req.body));
  });
}
