import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BinanceDeps } from './deps';
import { binanceEndpoints, type BinanceHttpDeps } from './http';

const none = z.object({});

/**
 * The few /sapi and /dapi calls a Binance client makes while it loads markets (ccxt's loadMarkets:
 * currencies, margin pairs, coin-margined contracts): our currencies with the spot balance, and
 * empty lists where we have nothing (no margin trading, no coin-margined futures).
 */
export async function binanceWalletRoutes(app: FastifyInstance, { deps, http, futures }: { deps: BinanceDeps; http: BinanceHttpDeps; futures: boolean }) {
  const endpoint = binanceEndpoints(app, http);

  endpoint('GET', '/sapi/v1/capital/config/getall', { security: 'USER_DATA', params: none, weight: 10 }, async ({ grant }) => {
    const [{ list }, balances] = await Promise.all([deps.platform.currencyList(), deps.ledger.balancesOf(grant!.userId, 'spot')]);
    const held = new Map(balances.map((b) => [b.currency, b]));
    return list.map((c) => ({
      coin: c.symbol,
      name: c.name,
      free: held.get(c.symbol)?.available ?? '0',
      locked: held.get(c.symbol)?.frozen ?? '0',
      freeze: '0',
      withdrawing: '0',
      ipoing: '0',
      ipoable: '0',
      storage: '0',
      isLegalMoney: false,
      trading: true,
      depositAllEnable: false,
      withdrawAllEnable: false,
      // Deposits and withdrawals are the web's (fund password, address book): none over this API.
      networkList: [],
    }));
  });
  endpoint('GET', '/sapi/v1/margin/allPairs', { security: 'USER_DATA', params: none, weight: 1 }, async () => []);
  endpoint('GET', '/sapi/v1/margin/isolated/allPairs', { security: 'USER_DATA', params: none, weight: 10 }, async () => []);
  // Without futures, an empty contract list (futures-routes.ts answers it otherwise).
  if (!futures)
    endpoint('GET', '/fapi/v1/exchangeInfo', { security: 'NONE', params: none, weight: 1 }, async () => ({
      timezone: 'UTC',
      serverTime: deps.clock.nowMs(),
      rateLimits: [],
      exchangeFilters: [],
      assets: [],
      symbols: [],
    }));
  endpoint('GET', '/dapi/v1/exchangeInfo', { security: 'NONE', params: none, weight: 1 }, async () => ({
    timezone: 'UTC',
    serverTime: deps.clock.nowMs(),
    rateLimits: [],
    exchangeFilters: [],
    symbols: [],
  }));
}
