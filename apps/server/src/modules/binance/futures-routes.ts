import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  algoOrderRefParams,
  allAlgoOrdersParams,
  allOrdersParams,
  depthParams,
  fundingRateParams,
  futuresAlgoOrderParams,
  futuresKlinesParams,
  futuresNewOrderParams,
  leverageParams,
  marginTypeParams,
  myTradesParams,
  openAlgoOrdersParams,
  optionalSymbolParams,
  orderRefParams,
  tickerParams,
  type FuturesAlgoOrderParams,
  type OrderRefParams,
} from '@aurelix/shared/schemas/binance';
import { placeFuturesOrderBody, type FuturesContractView, type FuturesOrder } from '@aurelix/shared/schemas/futures';
import type { FuturesTrigger } from '@aurelix/shared/schemas/futures-triggers';
import { DEFAULT_LOCALE } from '@aurelix/shared/locales';
import { formatFixed } from '@aurelix/engine/futures/units';
import { AppError } from '../../lib/app-error';
import { Decimal } from '../../lib/decimal';
import type { FuturesModule } from '../futures/plugin';
import type { BinanceDeps } from './deps';
import { BinanceError, binanceErrors } from './errors';
import { binanceAlgoOrder, binanceFuturesOrder, binancePosition, binanceUserTrade, directionOf, futuresPlaceBodyOf } from './futures-views';
import { binanceEndpoints, type BinanceHttpDeps } from './http';
import type { BinanceSymbols } from './symbols';
import { binanceKline, binanceSymbolOf, intervalMs, KLINE_OF } from './views';

const none = z.object({});

function contractInfo(c: FuturesContractView) {
  return {
    symbol: binanceSymbolOf(c.symbol),
    pair: binanceSymbolOf(c.symbol),
    contractType: 'PERPETUAL',
    deliveryDate: 4133404800000,
    onboardDate: 0,
    status: c.trading ? 'TRADING' : 'SETTLING',
    baseAsset: c.base,
    quoteAsset: c.quote,
    marginAsset: c.quote,
    pricePrecision: c.price_precision,
    quantityPrecision: c.qty_precision,
    baseAssetPrecision: 8,
    quotePrecision: 8,
    underlyingType: 'COIN',
    underlyingSubType: [],
    settlePlan: 0,
    triggerProtect: '0.0500',
    liquidationFee: '0',
    marketTakeBound: c.price_band === '0' ? '0.05' : String(Number(c.price_band) / 100),
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: c.tick_size, maxPrice: '10000000', tickSize: c.tick_size },
      { filterType: 'LOT_SIZE', minQty: c.min_qty, maxQty: '100000', stepSize: c.step_size },
      { filterType: 'MARKET_LOT_SIZE', minQty: c.min_qty, maxQty: '100000', stepSize: c.step_size },
      { filterType: 'MAX_NUM_ORDERS', limit: 200 },
      { filterType: 'MIN_NOTIONAL', notional: '0' },
    ],
    orderTypes: ['LIMIT', 'MARKET', 'STOP', 'STOP_MARKET', 'TAKE_PROFIT', 'TAKE_PROFIT_MARKET'],
    timeInForce: ['GTC'],
  };
}

/**
 * Binance's USDⓈ-M futures endpoints (issue 29 item 4) over our perpetual contracts, always in hedge
 * mode: exchangeInfo, depth, premiumIndex, account, balance, positionRisk, order POST/GET/DELETE,
 * openOrders, leverage, positionSide/dual. Orders go through futures.placeOrder, the web's own call.
 */
export async function binanceFuturesRoutes(
  app: FastifyInstance,
  { deps, http, futures, symbols }: { deps: BinanceDeps; http: BinanceHttpDeps; futures: FuturesModule; symbols: BinanceSymbols },
) {
  const endpoint = binanceEndpoints(app, http);
  const now = deps.clock.nowMs;
  const userOf = (grant: { userId: number } | undefined) => grant!.userId;
  const contractOf = (symbol: string) => {
    const ours = futures.symbols().find((s) => binanceSymbolOf(s) === symbol);
    if (!ours) throw binanceErrors.badSymbol();
    return ours;
  };
  const contracts = () => futures.contracts(() => undefined);

  endpoint('GET', '/fapi/v1/ping', { security: 'NONE', params: none, weight: 1 }, async () => ({}));
  endpoint('GET', '/fapi/v1/time', { security: 'NONE', params: none, weight: 1 }, async () => ({ serverTime: now() }));
  endpoint('GET', '/fapi/v1/exchangeInfo', { security: 'NONE', params: none, weight: 1 }, async () => ({
    timezone: 'UTC',
    serverTime: now(),
    futuresType: 'U_MARGINED',
    rateLimits: [{ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: http.weights.limit }],
    exchangeFilters: [],
    assets: [{ asset: 'USDT', marginAvailable: true, autoAssetExchange: '0' }],
    symbols: (await contracts()).map(contractInfo),
  }));

  endpoint('GET', '/fapi/v1/depth', { security: 'NONE', params: depthParams, weight: (raw) => (Number(raw.limit ?? 100) <= 100 ? 5 : 20) }, async ({ params }) => {
    const book = futures.depth(contractOf(params.symbol), params.limit);
    // The same counter as the futures depth stream's update ids (/fstream/ws/<symbol>@depth).
    return { lastUpdateId: symbols.bookVersion(book.symbol), E: book.ts, T: book.ts, bids: book.bids, asks: book.asks };
  });

  endpoint('GET', '/fapi/v1/premiumIndex', { security: 'NONE', params: optionalSymbolParams, weight: 1 }, async ({ params }) => {
    const wanted = params.symbol ? contractOf(params.symbol) : undefined;
    const rows = (await contracts())
      .filter((c) => !wanted || c.symbol === wanted)
      .map((c) => ({
        symbol: binanceSymbolOf(c.symbol),
        markPrice: c.mark_price,
        indexPrice: c.index_price,
        estimatedSettlePrice: c.index_price,
        lastFundingRate: c.funding_rate,
        interestRate: '0',
        nextFundingTime: c.next_funding_time,
        time: now(),
      }));
    return wanted ? rows[0] : rows;
  });

  endpoint('GET', '/fapi/v1/leverageBracket', { security: 'USER_DATA', params: optionalSymbolParams, weight: 1 }, async ({ params }) => {
    const wanted = params.symbol ? contractOf(params.symbol) : undefined;
    return (await contracts())
      .filter((c) => !wanted || c.symbol === wanted)
      .map((c) => {
        let floor = '0';
        return {
          symbol: binanceSymbolOf(c.symbol),
          brackets: c.brackets.map((b, i) => {
            const bracket = { bracket: i + 1, initialLeverage: b.max_leverage, notionalCap: Number(b.cap ?? '1000000000'), notionalFloor: Number(floor), maintMarginRatio: Number(b.maintenance_rate), cum: Number(b.maintenance_amount) };
            floor = b.cap ?? floor;
            return bracket;
          }),
        };
      });
  });

  // Both modes are served on one account: LONG/SHORT orders as hedge mode, BOTH (or none) as one-way.
  endpoint('GET', '/fapi/v1/positionSide/dual', { security: 'USER_DATA', params: none, weight: 30 }, async () => ({ dualSidePosition: true }));
  /** The positions a one-way (BOTH) order may reduce; none are read for a hedge-mode order. */
  const heldOf = async (userId: number, symbol: string, positionSide: string | undefined) =>
    positionSide === 'LONG' || positionSide === 'SHORT' ? [] : futures.positions(userId, symbol);

  const accountOf = async (userId: number) => {
    const [account, positions] = await Promise.all([futures.account(userId), futures.positions(userId)]);
    const asset = {
      asset: 'USDT',
      walletBalance: account.balance,
      unrealizedProfit: account.unrealised_pnl,
      marginBalance: account.equity,
      maintMargin: positions.reduce((s, p) => s + Number(p.maintenance_margin), 0).toFixed(8),
      initialMargin: account.position_margin,
      positionInitialMargin: account.position_margin,
      openOrderInitialMargin: account.order_margin,
      crossWalletBalance: account.balance,
      crossUnPnl: account.unrealised_pnl,
      availableBalance: account.available,
      maxWithdrawAmount: account.transferable,
      marginAvailable: true,
      updateTime: now(),
    };
    return { account, positions, asset };
  };

  const accountAnswer = async (userId: number) => {
    const { asset, positions } = await accountOf(userId);
    return {
      feeTier: 0,
      canTrade: true,
      canDeposit: true,
      canWithdraw: false,
      updateTime: now(),
      multiAssetsMargin: false,
      totalInitialMargin: asset.initialMargin,
      totalMaintMargin: asset.maintMargin,
      totalWalletBalance: asset.walletBalance,
      totalUnrealizedProfit: asset.unrealizedProfit,
      totalMarginBalance: asset.marginBalance,
      totalPositionInitialMargin: asset.positionInitialMargin,
      totalOpenOrderInitialMargin: asset.openOrderInitialMargin,
      totalCrossWalletBalance: asset.crossWalletBalance,
      totalCrossUnPnl: asset.crossUnPnl,
      availableBalance: asset.availableBalance,
      maxWithdrawAmount: asset.maxWithdrawAmount,
      assets: [asset],
      positions: positions.map((p) => binancePosition(p, now())),
    };
  };
  endpoint('GET', '/fapi/v2/account', { security: 'USER_DATA', params: none, weight: 5 }, async ({ grant }) => accountAnswer(userOf(grant)));
  endpoint('GET', '/fapi/v3/account', { security: 'USER_DATA', params: none, weight: 5 }, async ({ grant }) => accountAnswer(userOf(grant)));
  const balance = async (userId: number) => {
    const { asset } = await accountOf(userId);
    return [{ accountAlias: 'aurelix', asset: 'USDT', balance: asset.walletBalance, crossWalletBalance: asset.crossWalletBalance, crossUnPnl: asset.crossUnPnl, availableBalance: asset.availableBalance, maxWithdrawAmount: asset.maxWithdrawAmount, marginAvailable: true, updateTime: now() }];
  };
  endpoint('GET', '/fapi/v2/balance', { security: 'USER_DATA', params: none, weight: 5 }, async ({ grant }) => balance(userOf(grant)));
  endpoint('GET', '/fapi/v3/balance', { security: 'USER_DATA', params: none, weight: 5 }, async ({ grant }) => balance(userOf(grant)));

  const positionRisk = async (userId: number, symbol?: string) =>
    (await futures.positions(userId, symbol ? contractOf(symbol) : undefined)).map((p) => binancePosition(p, now()));
  endpoint('GET', '/fapi/v2/positionRisk', { security: 'USER_DATA', params: optionalSymbolParams, weight: 5 }, async ({ params, grant }) => positionRisk(userOf(grant), params.symbol));
  endpoint('GET', '/fapi/v3/positionRisk', { security: 'USER_DATA', params: optionalSymbolParams, weight: 5 }, async ({ params, grant }) => positionRisk(userOf(grant), params.symbol));

  endpoint('POST', '/fapi/v1/leverage', { security: 'TRADE', params: leverageParams, weight: 1 }, async ({ params, grant }) => {
    const symbol = contractOf(params.symbol);
    const set = await futures.setLeverage(userOf(grant), symbol, params.leverage);
    return { leverage: set.leverage, maxNotionalValue: '0', symbol: params.symbol };
  });

  endpoint('POST', '/fapi/v1/order', { security: 'TRADE', params: futuresNewOrderParams, weight: 1 }, async ({ params, grant }) => {
    // Binance takes conditional orders on /fapi/v1/algoOrder only (since December 2025); so do we.
    if (params.type !== 'LIMIT' && params.type !== 'MARKET') throw new BinanceError(400, -4120, 'Order type not supported for this endpoint. Please use the Algo Order API endpoints instead.');
    const symbol = contractOf(params.symbol);
    const userId = userOf(grant);
    const direction = directionOf(params, await heldOf(userId, symbol, params.positionSide), params.quantity);
    const body = futuresPlaceBodyOf(params, symbol, direction, params.newClientOrderId ?? randomBytes(16).toString('base64url'));
    const checked = placeFuturesOrderBody.safeParse(body);
    if (!checked.success) throw binanceErrors.illegalValue(String(checked.error.issues[0]?.path[0] ?? 'quantity'));
    return binanceFuturesOrder(await futures.placeOrder(userId, checked.data));
  });

  async function orderOf(userId: number, params: OrderRefParams, unknown: () => Error): Promise<FuturesOrder> {
    const symbol = contractOf(params.symbol);
    if (params.orderId === undefined) throw binanceErrors.missing('orderId');
    try {
      const order = await futures.detail(userId, String(params.orderId));
      if (order.symbol !== symbol) throw unknown();
      return order;
    } catch (err) {
      if (err instanceof AppError && err.key === 'ORDER_NOT_FOUND') throw unknown();
      throw err;
    }
  }
  endpoint('GET', '/fapi/v1/order', { security: 'USER_DATA', params: orderRefParams, weight: 1 }, async ({ params, grant }) =>
    binanceFuturesOrder(await orderOf(userOf(grant), params, binanceErrors.noSuchOrder)),
  );
  endpoint('DELETE', '/fapi/v1/order', { security: 'TRADE', params: orderRefParams, weight: 1 }, async ({ params, grant }) => {
    const order = await orderOf(userOf(grant), params, binanceErrors.unknownOrder);
    return binanceFuturesOrder(await futures.cancelOrder(userOf(grant), order.id));
  });
  endpoint('GET', '/fapi/v1/openOrders', { security: 'USER_DATA', params: optionalSymbolParams, weight: (raw) => (raw.symbol ? 1 : 40) }, async ({ params, grant }) => {
    const symbol = params.symbol ? contractOf(params.symbol) : undefined;
    const page = await futures.currentOrders(userOf(grant), { symbol, page: 1, page_size: 100 });
    return page.list.sort((a, b) => Number(a.id) - Number(b.id)).map(binanceFuturesOrder);
  });

  endpoint('GET', '/fapi/v1/klines', { security: 'NONE', params: futuresKlinesParams, weight: (raw) => klineWeight(Number(raw.limit ?? 500)) }, async ({ params }) => {
    const symbol = contractOf(params.symbol);
    const { interval, startTime, limit } = params;
    // Candles are read backwards from an end; from a start, the end is `limit` intervals later.
    const end = params.endTime ?? (startTime !== undefined ? Math.min(now(), startTime + limit * intervalMs(interval)) : now());
    const candles = await futures.data.kline(symbol, KLINE_OF[interval], limit, end);
    return candles.filter((c) => startTime === undefined || c.time >= startTime).map((c) => binanceKline(c, interval));
  });

  endpoint('GET', '/fapi/v1/ticker/24hr', { security: 'NONE', params: tickerParams, weight: (raw) => (raw.symbol ? 1 : 40) }, async ({ params }) => {
    const wanted = params.symbol ? contractOf(params.symbol) : undefined;
    const rows = (await contracts())
      .filter((c) => !wanted || c.symbol === wanted)
      .map((c) => {
        const t = futures.ticks(c.symbol);
        const last = c.last_price ?? c.mark_price;
        const open = t?.open ?? last;
        const vol = new Decimal(t?.vol ?? '0');
        return {
          symbol: binanceSymbolOf(c.symbol),
          priceChange: new Decimal(last).minus(open).toFixed(),
          priceChangePercent: new Decimal(t?.increase ?? '0').times(100).toFixed(3),
          weightedAvgPrice: vol.isZero() ? last : new Decimal(t!.amount).div(vol).toSignificantDigits(12).toFixed(),
          lastPrice: last,
          lastQty: '0',
          openPrice: open,
          highPrice: t?.high ?? last,
          lowPrice: t?.low ?? last,
          volume: vol.toFixed(),
          quoteVolume: t?.amount ?? '0',
          openTime: now() - 86_400_000,
          closeTime: now(),
          firstId: -1,
          lastId: -1,
          count: t?.count ?? 0,
        };
      });
    return wanted ? rows[0] : rows;
  });

  // Binance's funding-rate history: every settlement of a contract (futures_funding_rates), oldest
  // first; with no start, the newest `limit`. Without a symbol, each contract's, by time.
  endpoint('GET', '/fapi/v1/fundingRate', { security: 'NONE', params: fundingRateParams, weight: 1 }, async ({ params }) => {
    const symbols = params.symbol ? [contractOf(params.symbol)] : futures.symbols();
    const range = { startTime: params.startTime, endTime: params.endTime, limit: params.limit };
    const rows = [];
    for (const symbol of symbols)
      for (const f of await futures.fundingHistory(symbol, range)) rows.push({ symbol: binanceSymbolOf(symbol), fundingTime: f.time, fundingRate: f.rate, markPrice: '' });
    rows.sort((a, b) => a.fundingTime - b.fundingTime);
    return params.startTime === undefined ? rows.slice(-params.limit) : rows.slice(0, params.limit);
  });

  endpoint('GET', '/fapi/v1/allOrders', { security: 'USER_DATA', params: allOrdersParams, weight: 5 }, async ({ params, grant }) => {
    const { orderId, startTime, endTime, limit } = params;
    if (startTime !== undefined && endTime !== undefined && endTime - startTime > 7 * 86_400_000) throw binanceErrors.combination('The time between startTime and endTime can not be longer than 7 days.');
    return (await futures.ordersOf(userOf(grant), contractOf(params.symbol), { fromId: orderId, startTime, endTime, limit })).map(binanceFuturesOrder);
  });

  endpoint('GET', '/fapi/v1/userTrades', { security: 'USER_DATA', params: myTradesParams, weight: 5 }, async ({ params, grant }) => {
    const symbol = contractOf(params.symbol);
    const { orderId, fromId, startTime, endTime, limit } = params;
    if (fromId !== undefined && (startTime !== undefined || endTime !== undefined)) throw binanceErrors.combination('fromId cannot be sent with startTime or endTime.');
    return (await futures.tradesOf(userOf(grant), symbol, { orderId, fromId, startTime, endTime, limit })).map((t) => binanceUserTrade(symbol, t));
  });

  endpoint('POST', '/fapi/v1/marginType', { security: 'TRADE', params: marginTypeParams, weight: 1 }, async ({ params, grant }) => {
    const symbol = contractOf(params.symbol);
    const userId = userOf(grant);
    const mode = params.marginType === 'ISOLATED' ? 'isolated' : 'cross';
    const current = (await futures.account(userId, symbol)).settings?.margin_mode;
    if (current === mode) throw new BinanceError(400, -4046, 'No need to change margin type.');
    await futures.setMarginMode(userId, symbol, mode);
    return { code: 200, msg: 'success' };
  });

  /* Conditional (algo) orders: our trigger orders and TP/SL, through the futures module's triggers. */

  const algoOf = async (userId: number, ref: { algoId?: number; clientAlgoId?: string }): Promise<FuturesTrigger> => {
    const id = ref.algoId ?? (ref.clientAlgoId?.startsWith('trg-') ? Number(ref.clientAlgoId.slice(4)) : undefined);
    if (id === undefined && ref.clientAlgoId === undefined) throw binanceErrors.missing('algoId');
    const found = id === undefined ? undefined : await futures.triggers.one(userId, id, DEFAULT_LOCALE);
    if (!found) throw binanceErrors.noSuchOrder();
    return found;
  };

  /** Refuses a trigger price the price has already passed, as Binance does (-2021). */
  async function checkNotImmediate(p: FuturesAlgoOrderParams, symbol: string, triggerPrice: string) {
    const mark = futures.markOf(symbol);
    const last = (await contracts()).find((c) => c.symbol === symbol)?.last_price ?? null;
    const current = p.workingType === 'MARK_PRICE' || last === null ? (mark === undefined ? undefined : formatFixed(mark)) : last;
    if (current === undefined) throw binanceErrors.busy();
    // A stop buys when the price rises to it (sells on a fall); a take-profit the other way round.
    const rise = p.type.startsWith('STOP') === (p.side === 'BUY');
    const at = new Decimal(triggerPrice);
    if (rise ? at.lte(current) : at.gte(current)) throw new BinanceError(400, -2021, 'Order would immediately trigger.');
  }

  endpoint('POST', '/fapi/v1/algoOrder', { security: 'TRADE', params: futuresAlgoOrderParams, weight: 1 }, async ({ params, grant }) => {
    if (params.type === 'TRAILING_STOP_MARKET') throw new BinanceError(400, -1116, 'Invalid orderType.');
    if (params.triggerPrice === undefined) throw binanceErrors.missing('triggerPrice');
    const symbol = contractOf(params.symbol);
    const userId = userOf(grant);
    await futures.requireTrader(userId);
    const market = params.type.endsWith('_MARKET');
    if (market && params.price !== undefined) throw binanceErrors.combination("Parameter 'price' sent when not required.");
    if (!market && params.price === undefined) throw binanceErrors.missing('price');
    await checkNotImmediate(params, symbol, params.triggerPrice);
    const trigger_by = params.workingType === 'MARK_PRICE' ? ('mark' as const) : ('last' as const);
    if (params.closePosition === 'true') {
      // Close-all: the position's take-profit or stop-loss (replacing the one it had).
      if (!market) throw binanceErrors.combination("Parameter 'closePosition' sent when not required.");
      if (params.quantity !== undefined) throw binanceErrors.combination("Parameter 'quantity' sent when not required.");
      // It closes the long by selling, the short by buying (hedge mode names the one it means).
      const side = params.side === 'SELL' ? 'long' : 'short';
      if ((params.positionSide === 'LONG' && side !== 'long') || (params.positionSide === 'SHORT' && side !== 'short')) throw new BinanceError(400, -2022, 'ReduceOnly Order is rejected.');
      const kind = params.type === 'STOP_MARKET' ? 'stop_loss' : 'take_profit';
      const set = await futures.triggers.setTpsl(userId, { symbol, side, trigger_by, [kind]: { price: params.triggerPrice } }, DEFAULT_LOCALE);
      return binanceAlgoOrder(set[kind]!);
    }
    if (params.quantity === undefined) throw binanceErrors.missing('quantity');
    const direction = directionOf(params, await heldOf(userId, symbol, params.positionSide), params.quantity);
    const trigger = await futures.triggers.place(
      userId,
      { symbol, direction, trigger_price: params.triggerPrice, trigger_by, type: market ? 'market' : 'limit', ...(market ? {} : { price: params.price }), quantity: params.quantity },
      DEFAULT_LOCALE,
    );
    return binanceAlgoOrder(trigger);
  });

  endpoint('GET', '/fapi/v1/algoOrder', { security: 'USER_DATA', params: algoOrderRefParams, weight: 1 }, async ({ params, grant }) => binanceAlgoOrder(await algoOf(userOf(grant), params)));

  endpoint('DELETE', '/fapi/v1/algoOrder', { security: 'TRADE', params: algoOrderRefParams, weight: 1 }, async ({ params, grant }) => {
    const userId = userOf(grant);
    const found = await algoOf(userId, params);
    try {
      await futures.triggers.cancel(userId, found.id, DEFAULT_LOCALE);
    } catch (err) {
      if (err instanceof AppError && (err.key === 'TRIGGER_NOT_WAITING' || err.key === 'TRIGGER_NOT_FOUND')) throw binanceErrors.unknownOrder();
      throw err;
    }
    return { algoId: Number(found.id), clientAlgoId: `trg-${found.id}`, code: '200', msg: 'success' };
  });

  const triggersOf = async (userId: number, symbol: string | undefined, ended: boolean, limit: number) =>
    (await futures.triggers.list(userId, { symbol, ended, page: 1, page_size: limit }, DEFAULT_LOCALE)).list;

  endpoint('GET', '/fapi/v1/openAlgoOrders', { security: 'USER_DATA', params: openAlgoOrdersParams, weight: (raw) => (raw.symbol ? 1 : 40) }, async ({ params, grant }) => {
    const symbol = params.symbol ? contractOf(params.symbol) : undefined;
    const open = await triggersOf(userOf(grant), symbol, false, 100);
    return open.filter((t) => params.algoId === undefined || Number(t.id) === params.algoId).sort((a, b) => Number(a.id) - Number(b.id)).map(binanceAlgoOrder);
  });

  endpoint('GET', '/fapi/v1/allAlgoOrders', { security: 'USER_DATA', params: allAlgoOrdersParams, weight: 5 }, async ({ params, grant }) => {
    const symbol = contractOf(params.symbol);
    const userId = userOf(grant);
    const all = [...(await triggersOf(userId, symbol, false, 100)), ...(await triggersOf(userId, symbol, true, 100))];
    return all
      .filter((t) => (params.algoId === undefined || Number(t.id) >= params.algoId) && (params.startTime === undefined || t.created_at >= params.startTime) && (params.endTime === undefined || t.created_at <= params.endTime))
      .sort((a, b) => Number(a.id) - Number(b.id))
      .slice(0, params.limit)
      .map(binanceAlgoOrder);
  });
}

const klineWeight = (limit: number) => (limit < 100 ? 1 : limit < 500 ? 2 : limit <= 1000 ? 5 : 10);
