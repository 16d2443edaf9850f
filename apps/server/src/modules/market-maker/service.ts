import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Decimal } from '../../lib/decimal';
import type { Ledger } from '../ledger/service';
import { createRandom, type Random } from '../market/random';
import type { SpotOrderPort } from '../spot/feed';
import { gridStep, quoteLadder, requote, takerSide, type LadderShape, type PairRules } from './ladder';

export interface MakerPair extends PairRules {
  base: string;
  quote: string;
  hot: boolean;
  /** USDT value of one unit of the quote currency (1 for USDT pairs). */
  quoteUsdt: Decimal;
}

export interface MarketMakerOptions {
  levels: number;
  halfSpread: number;
  levelStep: number;
  /** Notional of the best level in USDT, for hot and other pairs; deeper levels grow. */
  levelUsdt: { hot: number; other: number };
  /** Requote when the index moved by this fraction since the last quotes (and at least every `refreshMs`). */
  requoteMove: number;
  refreshMs: number;
  /** Mean time between two small taking orders on a pair, and their USDT size range. */
  tradeEveryMs: number;
  tradeUsdt: [number, number];
  /** The base value each account aims to hold per pair, in USDT, for hot and other pairs (see seed.ts). */
  inventoryUsdt: { hot: number; other: number };
  /** The touch quote's distance from the mid in ticks (ladder.ts). */
  touchTicks: number;
  /** Share of its holdings the maker may have on the book per side. */
  maxBookShare: number;
}

/** Orders sent together (one batch of the order flow) when requoting. */
const GROUP = 6;

export const DEFAULT_MARKET_MAKER: MarketMakerOptions = {
  // The trading page shows up to 20 levels a side: fill them, with a couple to spare while requoting.
  levels: 22,
  halfSpread: 0.0004,
  levelStep: 0.0003,
  // Hot pairs (BTC, ETH) hold several coins within 0.5% of the index, as the big exchanges' books
  // do: 16 levels of 6,000-48,000 USDT there, about 3.6 BTC a side (4,000 on 400,000 held showed 0.36).
  levelUsdt: { hot: 6000, other: 800 },
  requoteMove: 0.0003,
  refreshMs: 15_000,
  tradeEveryMs: 4000,
  tradeUsdt: [15, 250],
  inventoryUsdt: { hot: 2_000_000, other: 400_000 },
  touchTicks: 1,
  maxBookShare: 0.4,
};

interface Deps {
  port: SpotOrderPort;
  ledger: Pick<Ledger, 'balance'>;
  /** Index price from the price oracle, as a decimal string. */
  indexPrice(symbol: string): string | undefined;
  pairs: readonly MakerPair[];
  makerId: number;
  takerId: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  options?: Partial<MarketMakerOptions>;
  seed?: string;
  /** The server's clock (lib/clock.ts), in epoch ms. */
  clock: () => number;
}

interface PairState {
  /** Fixed per pair at the first quote, so requotes only touch the levels that moved. */
  grid?: Decimal;
  lastMid?: Decimal;
  lastQuoted: number;
  nextTrade: number;
  busy: boolean;
}

/**
 * The demo market maker (ARCHITECTURE 8): per pair it keeps layered limit orders around the
 * oracle's index price through the same order port as the HTTP routes, requotes incrementally as
 * the price walks, and now and then a second platform account sends a small market order so that
 * trades, tickers and candles move. Both accounts steer towards an inventory target, and the maker
 * never puts more than `maxBookShare` of its holdings on the book, so it cannot drain itself.
 */
export function createMarketMaker(deps: Deps) {
  const opts: MarketMakerOptions = { ...DEFAULT_MARKET_MAKER, ...deps.options };
  const { clock } = deps;
  const random: Random = createRandom(deps.seed ?? randomBytes(32).toString('hex'));
  const state = new Map<string, PairState>(
    deps.pairs.map((p) => [p.symbol, { lastQuoted: 0, nextTrade: clock() + random.next() * opts.tradeEveryMs, busy: false }]),
  );
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;

  const inventoryOf = (pair: MakerPair) => (pair.hot ? opts.inventoryUsdt.hot : opts.inventoryUsdt.other);

  const holdings = async (userId: number, currency: string) => {
    const b = await deps.ledger.balance(userId, 'spot', currency);
    return { available: new Decimal(b.available), total: new Decimal(b.available).plus(b.frozen) };
  };

  /** Brings the maker's quotes on one pair to the ladder around the current index price. */
  async function quote(pair: MakerPair): Promise<void> {
    const index = deps.indexPrice(pair.symbol);
    if (!index) return;
    const mid = new Decimal(index);
    const [base, quoteCcy] = [await holdings(deps.makerId, pair.base), await holdings(deps.makerId, pair.quote)];
    const baseValueUsdt = base.total.times(mid).times(pair.quoteUsdt);
    // Lean against inventory: more bids when short of base, more asks when long.
    const ratio = baseValueUsdt.div(inventoryOf(pair)).toNumber();
    const usdt = pair.hot ? opts.levelUsdt.hot : opts.levelUsdt.other;
    const levelQuote = (level: number) => new Decimal(usdt * (1 + level * 0.35)).div(pair.quoteUsdt);
    const sideCap = { buy: quoteCcy.total.times(opts.maxBookShare), sell: base.total.times(mid).times(opts.maxBookShare) };
    const totalOf = (lean: number) => {
      let sum = new Decimal(0);
      for (let i = 0; i < opts.levels; i++) sum = sum.plus(levelQuote(i).times(lean));
      return sum;
    };
    const lean = { buy: Math.min(1.5, Math.max(0, 2 - ratio)), sell: Math.min(1.5, Math.max(0, ratio)) };
    const scale = {
      buy: lean.buy === 0 ? 0 : Decimal.min(1, sideCap.buy.div(totalOf(lean.buy))).toNumber() * lean.buy,
      sell: lean.sell === 0 ? 0 : Decimal.min(1, sideCap.sell.div(totalOf(lean.sell))).toNumber() * lean.sell,
    };
    const s = state.get(pair.symbol)!;
    s.grid ??= gridStep(mid, opts.levelStep, pair.tickSize);
    const shape = (side: 'buy' | 'sell'): LadderShape => ({
      levels: opts.levels,
      halfSpread: opts.halfSpread,
      touchTicks: opts.touchTicks,
      grid: s.grid!,
      notional: (level) => levelQuote(level).times(scale[side]),
    });
    const wanted = [
      ...quoteLadder(mid, pair, shape('buy')).filter((q) => q.side === 'buy'),
      ...quoteLadder(mid, pair, shape('sell')).filter((q) => q.side === 'sell'),
    ];
    const open = await deps.port.openOrders(deps.makerId, pair.symbol);
    const change = requote(open, wanted);
    // Cancel first: it frees the funds the new quotes need. Sent together, the order flow commits
    // each group in one batch (one transaction) instead of one per order.
    // Small groups with a turn of the event loop between them keep each batch short.
    for (let i = 0; i < change.cancel.length && !stopped; i += GROUP) {
      await Promise.all(change.cancel.slice(i, i + GROUP).map((id) => ignoreRejection(deps.port.cancelOrder(deps.makerId, id))));
      await yieldToTimers();
    }
    for (let i = 0; i < change.place.length && !stopped; i += GROUP) {
      await Promise.all(
        change.place.slice(i, i + GROUP).map((q) =>
          ignoreRejection(
            deps.port.placeOrder(deps.makerId, { symbol: pair.symbol, side: q.side, type: 'limit', price: q.price, quantity: q.quantity, tif: 'GTC' }),
          ),
        ),
      );
      await yieldToTimers();
    }
  }

  /** One small market order from the taker account, on the side that brings its inventory home. */
  async function trade(pair: MakerPair): Promise<void> {
    const index = deps.indexPrice(pair.symbol);
    if (!index) return;
    const mid = new Decimal(index);
    const base = await holdings(deps.takerId, pair.base);
    const quoteCcy = await holdings(deps.takerId, pair.quote);
    const ratio = base.total.times(mid).times(pair.quoteUsdt).div(inventoryOf(pair)).toNumber();
    const side = takerSide(ratio, random.next());
    const [lo, hi] = opts.tradeUsdt;
    let notional = new Decimal(lo + (hi - lo) * random.next() ** 2).div(pair.quoteUsdt);
    notional = Decimal.max(notional, pair.minNotional.times(2));
    if (side === 'buy') {
      const amount = Decimal.min(notional, quoteCcy.available.times(0.5)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      if (amount.lt(pair.minNotional)) return;
      await ignoreRejection(deps.port.placeOrder(deps.takerId, { symbol: pair.symbol, side, type: 'market', amount: amount.toFixed() }));
    } else {
      const quantity = Decimal.min(notional.div(mid), base.available.times(0.5)).toNearest(pair.stepSize, Decimal.ROUND_DOWN);
      if (quantity.lt(pair.minQty) || quantity.times(mid).lt(pair.minNotional)) return;
      await ignoreRejection(deps.port.placeOrder(deps.takerId, { symbol: pair.symbol, side, type: 'market', quantity: quantity.toFixed() }));
    }
  }

  /**
   * The embedded database answers within the same microtask chain, so a loop of awaited orders
   * would starve the timers (ticks, book pushes); a macrotask turn between orders lets them run.
   */
  const yieldToTimers = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function ignoreRejection<T>(p: Promise<T>): Promise<T | undefined> {
    try {
      return await p;
    } catch (err) {
      // A rejected quote (balance, rules, a cancel racing a fill) is normal life for a market maker.
      deps.log.warn({ err: (err as Error).message }, 'market maker order refused');
      return undefined;
    }
  }

  /** One pass over the pairs: requote where the price moved or quotes are stale, trade where due. */
  async function beat(): Promise<void> {
    const now = clock();
    for (const pair of deps.pairs) {
      const s = state.get(pair.symbol)!;
      if (stopped) return;
      if (s.busy) continue;
      s.busy = true;
      try {
        const index = deps.indexPrice(pair.symbol);
        const moved = !s.lastMid || (index && new Decimal(index).minus(s.lastMid).abs().div(s.lastMid).gt(opts.requoteMove));
        if (moved || now - s.lastQuoted >= opts.refreshMs) {
          await yieldToTimers();
          await quote(pair);
          s.lastMid = index ? new Decimal(index) : s.lastMid;
          s.lastQuoted = now;
        }
        if (now >= s.nextTrade) {
          // Exponential gaps: trades arrive as a Poisson process.
          s.nextTrade = now - Math.log(1 - random.next()) * opts.tradeEveryMs;
          await yieldToTimers();
          await trade(pair);
        }
      } catch (err) {
        deps.log.warn({ err }, 'market maker pass failed');
      } finally {
        s.busy = false;
      }
    }
  }

  return {
    quote,
    trade,
    beat,
    start(intervalMs = 1000) {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => {
        if (!running) running = beat().finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type MarketMaker = ReturnType<typeof createMarketMaker>;
