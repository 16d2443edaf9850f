import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allOrdersParams, myTradesParams, optionalSymbolParams, orderRefParams, spotNewOrderParams, symbolParams, type OrderRefParams } from '@aurelix/shared/schemas/binance';
import { placeSpotOrderBody, type SpotOrder } from '@aurelix/shared/schemas/spot';
import { AppError } from '../../lib/app-error';
import type { BinanceDeps } from './deps';
import { binanceErrors } from './errors';
import { binanceEndpoints, type BinanceHttpDeps } from './http';
import { binanceFill, binanceOrder, newOrderAnswer, placeBodyOf } from './views';

/**
 * Binance's signed spot endpoints (issue 29 item 3): account, order POST/GET/DELETE, open orders,
 * all orders, my trades, order/test. Orders go through spot's placeUserOrder, the web's own path
 * (price band, then the market's sequencer).
 */
export async function binanceSpotTradeRoutes(app: FastifyInstance, { deps, http }: { deps: BinanceDeps; http: BinanceHttpDeps }) {
  const endpoint = binanceEndpoints(app, http);
  const { spot, symbols } = deps;
  const userOf = (grant: { userId: number } | undefined) => grant!.userId;

  endpoint('GET', '/api/v3/account', { security: 'USER_DATA', params: z.object({ omitZeroBalances: z.enum(['true', 'false']).optional() }), weight: 20 }, async ({ params, grant }) => {
    const rows = await deps.ledger.balancesOf(userOf(grant), 'spot');
    const balances = rows
      .map((b) => ({ asset: b.currency, free: b.available, locked: b.frozen }))
      .filter((b) => params.omitZeroBalances !== 'true' || b.free !== '0' || b.locked !== '0');
    const permissions = grant!.permissions;
    return {
      makerCommission: 0,
      takerCommission: 0,
      buyerCommission: 0,
      sellerCommission: 0,
      commissionRates: { maker: '0', taker: '0', buyer: '0', seller: '0' },
      canTrade: permissions.includes('trade'),
      canWithdraw: permissions.includes('withdraw'),
      canDeposit: true,
      brokered: false,
      requireSelfTradePrevention: false,
      preventSor: false,
      updateTime: deps.clock.nowMs(),
      accountType: 'SPOT',
      balances,
      permissions: ['SPOT'],
      uid: userOf(grant),
    };
  });

  /** The web's order body for these parameters, checked as the web's schema checks it. */
  const placeBody = (params: z.output<typeof spotNewOrderParams>) => {
    const pair = symbols.pair(params.symbol);
    const body = placeBodyOf({ ...params, newClientOrderId: params.newClientOrderId ?? randomBytes(16).toString('base64url') }, pair.symbol);
    const checked = placeSpotOrderBody.safeParse(body);
    if (!checked.success) throw binanceErrors.illegalValue(String(checked.error.issues[0]?.path[0] ?? 'quantity'));
    return checked.data;
  };

  endpoint('POST', '/api/v3/order', { security: 'TRADE', params: spotNewOrderParams, weight: 1 }, async ({ params, grant }) => {
    const placed = await spot.placeUserOrder(userOf(grant), placeBody(params));
    const type = params.newOrderRespType ?? (params.type === 'LIMIT' || params.type === 'MARKET' ? 'FULL' : 'ACK');
    if (type !== 'FULL' || placed.deal_quantity === '0') return newOrderAnswer(type === 'FULL' ? { ...placed, deals: [] } : placed, type);
    return newOrderAnswer(await spot.service.detail(userOf(grant), placed.id), type);
  });

  endpoint('POST', '/api/v3/order/test', { security: 'TRADE', params: spotNewOrderParams, weight: 1 }, async ({ params }) => {
    placeBody(params);
    return {};
  });

  /** The user's order named by id or client id, in this symbol; -2013 when there is none. */
  async function orderOf(userId: number, params: OrderRefParams, unknown: () => Error): Promise<SpotOrder> {
    const pair = symbols.pair(params.symbol);
    if (params.orderId === undefined && params.origClientOrderId === undefined) throw binanceErrors.combination("Either 'orderId' or 'origClientOrderId' must be sent.");
    try {
      const order =
        params.orderId !== undefined ? await spot.service.detail(userId, String(params.orderId)) : await spot.service.orderByClientId(userId, params.origClientOrderId!);
      if (order.symbol !== pair.symbol) throw unknown();
      if (params.origClientOrderId !== undefined && order.client_order_id !== params.origClientOrderId) throw unknown();
      return order;
    } catch (err) {
      if (err instanceof AppError && err.key === 'ORDER_NOT_FOUND') throw unknown();
      throw err;
    }
  }

  endpoint('GET', '/api/v3/order', { security: 'USER_DATA', params: orderRefParams, weight: 4 }, async ({ params, grant }) =>
    binanceOrder(await orderOf(userOf(grant), params, binanceErrors.noSuchOrder)),
  );

  endpoint('DELETE', '/api/v3/order', { security: 'TRADE', params: orderRefParams, weight: 1 }, async ({ params, grant }) => {
    const order = await orderOf(userOf(grant), params, binanceErrors.unknownOrder);
    const cancelled = await spot.cancelOrder(userOf(grant), order.id);
    return { ...binanceOrder(cancelled), origClientOrderId: binanceOrder(cancelled).clientOrderId, transactTime: deps.clock.nowMs() };
  });

  endpoint('GET', '/api/v3/openOrders', { security: 'USER_DATA', params: optionalSymbolParams, weight: (raw) => (raw.symbol ? 6 : 80) }, async ({ params, grant }) => {
    const wanted = params.symbol ? [symbols.pair(params.symbol).symbol] : symbols.all().map((p) => p.symbol);
    const lists = await Promise.all(wanted.map((s) => spot.openOrders(userOf(grant), s)));
    return lists.flat().sort((a, b) => Number(a.id) - Number(b.id)).map(binanceOrder);
  });

  endpoint('DELETE', '/api/v3/openOrders', { security: 'TRADE', params: symbolParams, weight: 1 }, async ({ params, grant }) => {
    const pair = symbols.pair(params.symbol);
    const open = await spot.openOrders(userOf(grant), pair.symbol);
    const cancelled: SpotOrder[] = [];
    for (const o of open) {
      try {
        cancelled.push(await spot.cancelOrder(userOf(grant), o.id));
      } catch (err) {
        // An order that filled meanwhile is no longer open: nothing to cancel.
        if (!(err instanceof AppError && err.key === 'ORDER_NOT_OPEN')) throw err;
      }
    }
    return cancelled.map((o) => ({ ...binanceOrder(o), origClientOrderId: binanceOrder(o).clientOrderId }));
  });

  endpoint('GET', '/api/v3/allOrders', { security: 'USER_DATA', params: allOrdersParams, weight: 20 }, async ({ params, grant }) => {
    const pair = symbols.pair(params.symbol);
    const { orderId: fromId, startTime, endTime, limit } = params;
    return (await spot.service.ordersOf(userOf(grant), pair.symbol, { fromId, startTime, endTime, limit })).map(binanceOrder);
  });

  endpoint('GET', '/api/v3/myTrades', { security: 'USER_DATA', params: myTradesParams, weight: (raw) => (raw.orderId ? 5 : 20) }, async ({ params, grant }) => {
    const pair = symbols.pair(params.symbol);
    const { orderId, fromId, startTime, endTime, limit } = params;
    return (await spot.service.fillsOf(userOf(grant), pair.symbol, { orderId, fromId, startTime, endTime, limit })).map((f) => binanceFill(pair.symbol, f));
  });
}
