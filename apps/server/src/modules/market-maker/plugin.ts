import type { FastifyInstance } from 'fastify';
import { Decimal } from '../../lib/decimal';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service';
import { JOBS, runJob, type JobCluster } from '../cluster/jobs';
import type { Ledger } from '../ledger/service';
import type { MarketModule } from '../market/plugin';
import type { PlatformService } from '../platform/service';
import type { SpotOrderPort } from '../spot/feed';
import { MARKET_MAKER_ACCOUNT, MARKET_TAKER_ACCOUNT } from './seed';
import { createMarketMaker, type MakerPair, type MarketMaker } from './service';

/** The demo market maker as others see it (app.services.marketMaker): `current` once it runs. */
export interface MarketMakerModule {
  current: MarketMaker | undefined;
}

/**
 * Starts the demo market maker when the app is ready (MARKET_MAKER, on with the demo market by
 * default), on every tradable pair, through the spot order flow and the market data.
 */
export async function registerMarketMaker(
  app: FastifyInstance,
  deps: {
    enabled: boolean;
    spot: SpotOrderPort;
    market: MarketModule;
    ledger: Ledger;
    platform: PlatformService;
    auth: Pick<AuthService, 'userIdByAccount'>;
    clock: Clock;
    /** The maker quotes from the one process holding job:market-maker (once per exchange). */
    cluster: JobCluster;
  },
): Promise<MarketMakerModule> {
  const module: MarketMakerModule = { current: undefined };
  if (!deps.enabled) return module;
  app.addHook('onReady', () =>
    runJob(deps.cluster, JOBS.marketMaker, {
      async start() {
        const maker = createMarketMaker({
          port: deps.spot,
          ledger: deps.ledger,
          indexPrice: (symbol) => deps.market.tickers.indexPrice(symbol),
          pairs: await makerPairs(deps.market, deps.platform),
          makerId: await deps.auth.userIdByAccount(MARKET_MAKER_ACCOUNT),
          takerId: await deps.auth.userIdByAccount(MARKET_TAKER_ACCOUNT),
          log: app.log,
          clock: deps.clock.nowMs,
        });
        module.current = maker;
        maker.start();
      },
      async stop() {
        const maker = module.current;
        module.current = undefined;
        await maker?.stop();
      },
    }),
  );
  app.addHook('preClose', async () => {
    await module.current?.stop();
  });
  return module;
}

async function makerPairs(marketData: MarketModule, platform: PlatformService): Promise<MakerPair[]> {
  const market = new Map(marketData.tickers.pairs().map((p) => [p.symbol, p]));
  const { list } = await platform.pairList();
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
