import type { FastifyBaseLogger } from 'fastify';
import type { FuturesContractView, FuturesDirection } from '@aurelix/shared/schemas/futures';
import { Decimal } from '../../lib/decimal';
import type { Ledger } from '../ledger/service';
import type { FuturesService } from './service';

/**
 * Demo liquidity for the contracts (issue 16): the market maker account quotes a ladder around
 * each contract's index price and the taker account trades now and then, so a fresh start shows
 * live futures books, trades and candles. Around the index, not the mark: the mark follows the
 * book, so quotes around it would follow one user's orders and carry their move into the mark
 * (issue 26 item 5). Where the maker holds a position, the side that
 * reduces it quotes closes first, so its positions stay small. Off with MARKET_MAKER=0.
 */
export interface FuturesMakerDeps {
  futures: FuturesService;
  ledger: Pick<Ledger, 'credit' | 'balance'>;
  makerId: number;
  takerId: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  random: () => number;
  /** The server's clock (epoch ms). */
  now: () => number;
}

// A book like a big exchange's (issue 30): a touch quote a tick outside the index a side, then 20
// levels from 0.04% out, about 4 BTC within 0.5% a side (10 levels of 3,000 USDT held 0.7 BTC).
const LEVELS = 20;
const HALF_SPREAD = 0.0004;
const LEVEL_STEP = 0.0004;
const LEVEL_USDT = 12_000;
/** Contracts of other coins (a lower top leverage than BTC's and ETH's 125x) have thinner books. */
const OTHER_LEVEL_USDT = 2_000;
const TOUCH_TICKS = 1;
const REQUOTE_MS = 5000;
/** A contract is requoted when its index moved this much since its quotes, or at least this often. */
const REQUOTE_MOVE = 0.0015;
const REQUOTE_EVERY_MS = 60_000;
/** The bots trade at 5x: every bracket allows it, so their quotes are never refused for size. */
const BOT_LEVERAGE = 5;
/** What each bot account holds in its futures wallet (a deposit from system:world on first start). */
const FUNDING_USDT = '6000000';

export function createFuturesMaker(deps: FuturesMakerDeps) {
  const { futures } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  /** The index each contract was last quoted at, and when. */
  const quoted = new Map<string, { index: Decimal; at: number }>();

  async function requote(symbol: string, contract: FuturesContractView): Promise<void> {
    const index = futures.indexOf(symbol);
    if (index === undefined) return;
    const indexPrice = new Decimal(index.toString()).div(1e8);
    const last = quoted.get(symbol);
    const t = deps.now();
    // Requoting costs a batch of cancels and places: only when the price moved, or now and then.
    const moved = !last || indexPrice.minus(last.index).abs().div(last.index).gt(REQUOTE_MOVE) || t - last.at >= REQUOTE_EVERY_MS;
    if (moved) {
      const tick = new Decimal(contract.tick_size);
      const step = new Decimal(contract.step_size);
      const minQty = new Decimal(contract.min_qty);
      const open = await futures.currentOrders(deps.makerId, { symbol, page: 1, page_size: 100 });
      // Sent together, the cancels (and then the places) share one batch of the contract's sequencer.
      await Promise.all(open.list.map((o) => futures.cancelOrder(deps.makerId, o.id).catch(() => undefined)));
      const positions = await futures.positions(deps.makerId, symbol);
      const closable = (side: 'long' | 'short') => new Decimal(positions.find((p) => p.side === side)?.closable ?? '0');
      let closeShort = closable('short');
      let closeLong = closable('long');
      const orders: Promise<unknown>[] = [];
      const levelUsdt = contract.max_leverage >= 100 ? LEVEL_USDT : OTHER_LEVEL_USDT;
      const touchSize = Decimal.max(minQty, new Decimal(levelUsdt).div(indexPrice).div(step).floor().times(step));
      [closeShort] = quote(orders, symbol, 'buy', indexPrice.div(tick).floor().minus(TOUCH_TICKS).times(tick), touchSize, closeShort, step);
      [closeLong] = quote(orders, symbol, 'sell', indexPrice.div(tick).ceil().plus(TOUCH_TICKS).times(tick), touchSize, closeLong, step);
      for (let i = 0; i < LEVELS; i++) {
        const offset = HALF_SPREAD + i * LEVEL_STEP;
        const size = Decimal.max(minQty, new Decimal(levelUsdt * (1 + i * 0.3)).div(indexPrice).div(step).floor().times(step));
        const bid = indexPrice.times(1 - offset).div(tick).floor().times(tick);
        const ask = indexPrice.times(1 + offset).div(tick).ceil().times(tick);
        [closeShort] = quote(orders, symbol, 'buy', bid, size, closeShort, step);
        [closeLong] = quote(orders, symbol, 'sell', ask, size, closeLong, step);
      }
      await Promise.all(orders);
      quoted.set(symbol, { index: indexPrice, at: t });
    }
    // Now and then the taker crosses the spread, so the contract prints trades.
    if (deps.random() < 0.35) await take(symbol, contract.min_qty, new Decimal(contract.step_size), indexPrice);
  }

  /** One level: a close of what the maker holds on that side first, the rest opens (queued in `orders`). */
  function quote(orders: Promise<unknown>[], symbol: string, side: 'buy' | 'sell', price: Decimal, size: Decimal, closable: Decimal, step: Decimal): [Decimal] {
    const closeQty = Decimal.min(size, closable.div(step).floor().times(step));
    const openQty = size.minus(closeQty);
    const place = (direction: FuturesDirection, qty: Decimal) =>
      orders.push(
        futures
          .placeOrder(deps.makerId, { symbol, direction, type: 'limit', price: price.toFixed(), quantity: qty.toFixed() })
          .catch((err) => deps.log.warn({ err, symbol }, 'futures maker: quote refused')),
      );
    if (closeQty.gt(0)) place(side === 'buy' ? 'close_short' : 'close_long', closeQty);
    if (openQty.gt(0)) place(side === 'buy' ? 'open_long' : 'open_short', openQty);
    return [closable.minus(closeQty)];
  }

  async function take(symbol: string, minQty: string, step: Decimal, index: Decimal): Promise<void> {
    const buy = deps.random() < 0.5;
    const lots = 1 + Math.floor(deps.random() * 5);
    const qty = Decimal.max(new Decimal(minQty), new Decimal(50 + deps.random() * 400).div(index).div(step).floor().times(step)).times(lots > 3 ? 2 : 1);
    const positions = await futures.positions(deps.takerId, symbol);
    const held = positions.find((p) => p.side === (buy ? 'short' : 'long'));
    const direction: FuturesDirection = held && new Decimal(held.closable).gte(qty) ? (buy ? 'close_short' : 'close_long') : buy ? 'open_long' : 'open_short';
    await futures
      .placeOrder(deps.takerId, { symbol, direction, type: 'market', quantity: qty.toFixed() })
      .catch((err) => deps.log.warn({ err, symbol }, 'futures taker: order refused'));
  }

  async function round(): Promise<void> {
    // The contracts' settings once a round (an operator may edit them).
    const contracts = await futures.contracts(() => undefined);
    for (const contract of contracts) {
      if (stopped) return;
      await requote(contract.symbol, contract).catch((err) => deps.log.warn({ err, symbol: contract.symbol }, 'futures maker: requote failed'));
    }
  }

  return {
    /** Deposits the bots' futures float once (an empty futures wallet on start). */
    async fund(): Promise<void> {
      for (const userId of [deps.makerId, deps.takerId]) {
        const b = await deps.ledger.balance(userId, 'futures', 'USDT');
        if (new Decimal(b.available).plus(b.frozen).isZero())
          await deps.ledger.credit({ userId, account: 'futures', currency: 'USDT', amount: FUNDING_USDT, reason: 'deposit', refType: 'demo_liquidity', refId: String(userId) });
        // Leverage changes wait for open orders: the maker's quotes from before a restart go first.
        for (const symbol of futures.symbols()) {
          const open = await futures.currentOrders(userId, { symbol, page: 1, page_size: 100 });
          await Promise.all(open.list.map((o) => futures.cancelOrder(userId, o.id).catch(() => undefined)));
          await futures.setLeverage(userId, symbol, BOT_LEVERAGE).catch((err) => deps.log.warn({ err, symbol }, 'futures maker: leverage refused'));
        }
      }
    },
    /** One round of quotes now (tests; the timer runs one every REQUOTE_MS). */
    quoteOnce: round,
    start(): void {
      running = round();
      timer = setInterval(() => {
        if (!running) running = round().finally(() => (running = undefined));
      }, REQUOTE_MS);
      timer.unref();
      void running.finally(() => (running = undefined));
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
