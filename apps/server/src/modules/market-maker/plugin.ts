import type { FastifyInstance } from 'fastify';
import { Decimal } from '../../lib/decimal';
import { spotPortOf } from '../market/plugin';
import { MARKET_MAKER_ACCOUNT, MARKET_TAKER_ACCOUNT } from './seed';
import { createMarketMaker, type MakerPair, type MarketMaker } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    marketMaker?: MarketMaker;
  }
}

/**
 * Starts the demo market maker when the app is ready (MARKET_MAKER, on with the demo market by
 * default), on every tradable pair, once the order flow (app.spot) and the market data are there.
 */
export async function registerMarketMaker(app: FastifyInstance, opts: { enabled: boolean }) {
  app.decorate('marketMaker', undefined);
  if (!opts.enabled) return;
  app.addHook('onReady', async () => {
    const port = spotPortOf(app);
    if (!port) {
      app.log.warn('market maker: no spot order flow on this server, not started');
      return;
    }
    const maker = createMarketMaker({
      port,
      ledger: app.services.ledger,
      indexPrice: (symbol) => app.market.tickers.indexPrice(symbol),
      pairs: await makerPairs(app),
      makerId: await app.services.auth.userIdByAccount(MARKET_MAKER_ACCOUNT),
      takerId: await app.services.auth.userIdByAccount(MARKET_TAKER_ACCOUNT),
      log: app.log,
      clock: app.services.clock.nowMs,
    });
    app.marketMaker = maker;
    maker.start();
  });
  app.addHook('preClose', async () => {
    await app.marketMaker?.stop();
  });
}

async function makerPairs(app: FastifyInstance): Promise<MakerPair[]> {
  const market = new Map(app.market.tickers.pairs().map((p) => [p.symbol, p]));
  const { list } = await app.services.platform.pairList();
  return list.flatMap((p) => {
    const m = market.get(p.symbol);
    if (!m || p.trade_status !== 1) return [];
    return [
      {
        symbol: p.symbol,
        base: p.left_symbol,
        quote: p.right_symbol,
        hot: p.is_hot === 1,
        quoteUsdt: m.quoteUsdt.gt(0) ? m.quoteUsdt : new Decimal(1),
        tickSize: new Decimal(p.tick_size),
        stepSize: new Decimal(p.step_size),
        minQty: new Decimal(p.min_qty),
        minNotional: new Decimal(p.min_notional),
      },
    ];
  });
}
