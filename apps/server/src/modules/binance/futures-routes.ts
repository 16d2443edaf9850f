import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depthParams, futuresNewOrderParams, leverageParams, optionalSymbolParams, orderRefParams, type OrderRefParams } from '@aurelix/shared/schemas/binance';
import { placeFuturesOrderBody, type FuturesContractView, type FuturesOrder } from '@aurelix/shared/schemas/futures';
import { AppError } from '../../lib/app-error';
import type { FuturesService } from '../futures/service';
import type { BinanceDeps } from './deps';
import { binanceErrors } from './errors';
import { binanceFuturesOrder, binancePosition, futuresPlaceBodyOf } from './futures-views';
import { binanceEndpoints, type BinanceHttpDeps } from './http';
import { binanceSymbolOf } from './views';

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
    orderTypes: ['LIMIT', 'MARKET'],
    timeInForce: ['GTC'],
  };
}

/**
 * Binance's USDⓈ-M futures endpoints (issue 29 item 4) over our perpetual contracts, always in hedge
 * mode: exchangeInfo, depth, premiumIndex, account, balance, positionRisk, order POST/GET/DELETE,
 * openOrders, leverage, positionSide/dual. Orders go through futures.placeOrder, the web's own call.
 */
export async function binanceFuturesRoutes(app: FastifyInstance, { deps, http, futures }: { deps: BinanceDeps; http: BinanceHttpDeps; futures: FuturesService }) {
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
    return { lastUpdateId: book.ts, E: book.ts, T: book.ts, bids: book.bids, asks: book.asks };
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

  endpoint('GET', '/fapi/v1/positionSide/dual', { security: 'USER_DATA', params: none, weight: 30 }, async () => ({ dualSidePosition: true }));

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
    const body = futuresPlaceBodyOf(params, contractOf(params.symbol), params.newClientOrderId ?? randomBytes(16).toString('base64url'));
    const checked = placeFuturesOrderBody.safeParse(body);
    if (!checked.success) throw binanceErrors.illegalValue(String(checked.error.issues[0]?.path[0] ?? 'quantity'));
    return binanceFuturesOrder(await futures.placeOrder(userOf(grant), checked.data));
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
}
