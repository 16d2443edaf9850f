import type { BookCommand } from '@aurelix/engine/commands';
import type { BookEvent, RejectCode, TradeEvent } from '@aurelix/engine/events';
import type { OrderBook } from '@aurelix/engine/order-book';
import { epochMillis, lots, orderId, ticks, userId as uid, type Lots } from '@aurelix/engine/units';
import { checkLeverage, notionalOf } from '@aurelix/engine/futures/contract';
import { costToOpen, initialMargin, tradeFee, checkLeverageChange } from '@aurelix/engine/futures/order-cost';
import { checkCloseOrder, entryPrice, fillValue, increasePosition, reducePosition, scaledUnrealisedPnl, unrealisedPnl } from '@aurelix/engine/futures/position';
import { settleFunding } from '@aurelix/engine/futures/funding';
import { planDeleveraging, takeOver } from '@aurelix/engine/futures/liquidation';
import { addIsolatedMargin, isIsolatedLiquidatable, positionMaintenance, removeIsolatedMargin, scaledPositionMaintenance } from '@aurelix/engine/futures/margin';
import { divFloor, formatFixed, leverage as asLeverage, minBig, money, ONE, price as asPrice, type Money, type Price, type Rate } from '@aurelix/engine/futures/units';
import { lotsOfText, priceOfText } from '@aurelix/engine/futures/wire';
import { boundedMarketPrice, isWithinBand, priceBandAt } from '@aurelix/engine/futures/price-band';
import type { ErrorKey } from '@aurelix/shared/errors';
import type { MarginMode, PlaceFuturesOrderBody } from '@aurelix/shared/schemas/futures';
import type { JournalEntryInput, Leg } from '../ledger/entry';
import {
  bookSideOf,
  isClosing,
  isOpenStatus,
  openLots,
  positionKey,
  positionSideOf,
  type FuturesMarket,
  type FuturesOrderState,
  type PositionState,
} from './order-state';
import { fixedText } from './decimal-text';

/*
 * The settlement plan of one futures batch (issue 16, ARCHITECTURE 6): commands go through the
 * contract's book and the events become orders, trades, positions and journal entries, judged
 * against the balances read for the batch. Pure: no I/O, no clock. The writer (plan-writer.ts)
 * writes the plan as it is.
 *
 * Money (USDT, the futures wallet): an opening order freezes its initial margin plus the opening
 * fee at a price no fill can beat; a fill moves its share of that into the position's margin
 * (still frozen), pays the fee and releases the rest. A closing fill releases the position's share
 * of margin, pays the fee, and settles the realised PnL against the clearing account (the
 * counterparty of every position, system:futures_clearing): profits come from it, losses go to
 * it. A loss beyond what the user has is taken from the insurance fund.
 */

/** At most this many levels a market order takes (SPEC 9): it becomes an IOC limit at the 30th. */
export const MARKET_LEVELS = 30;

export type FuturesCommand =
  | { type: 'place'; userId: number; body: PlaceFuturesOrderBody }
  | { type: 'cancel'; userId: number; orderId: number }
  | { type: 'leverage'; userId: number; leverage: number }
  | { type: 'margin_mode'; userId: number; marginMode: MarginMode }
  /** Funding at `time` (epoch ms of the interval's end) at `rate`; userId 0 (the platform). */
  | { type: 'funding'; userId: number; time: number; rate: Rate }
  /**
   * Liquidation of one position (issue 16 part 6), re-checked here at the batch's mark. `others`:
   * a cross account's positions on other contracts, as the service saw them (unrealised PnL at
   * scale 1e-16, maintenance at scale 1e-24); zero for an isolated position.
   */
  | { type: 'liquidate'; userId: number; side: 'long' | 'short'; others: { pnl: bigint; maintenance: bigint } }
  /** Margin added to (positive) or taken from (negative) an isolated position. */
  | { type: 'margin'; userId: number; side: 'long' | 'short'; delta: Money };

export type FuturesCommandResult =
  | { ok: true; order: FuturesOrderState }
  | { ok: true; duplicateOf: { userId: number; clientOrderId: string } }
  | { ok: true; settings: UserSettings }
  | { ok: true; funding: { time: number; rate: Rate; mark: Price; paid: Money } }
  | { ok: true; liquidation: LiquidationRecord }
  | { ok: true; position: PositionState }
  | { ok: false; key: ErrorKey };

export interface UserSettings {
  leverage: number;
  marginMode: MarginMode;
}

/** What the contract's sequencer keeps between batches. */
export interface FuturesMarketState {
  market: FuturesMarket;
  book: OrderBook;
  live: Map<number, FuturesOrderState>;
  /** Positions by positionKey, including ones closed in this process (size 0). */
  positions: Map<string, PositionState>;
}

/** A user's futures USDT, as read for the batch (1e-8, floored). */
export interface FuturesMoney {
  available: Money;
  frozen: Money;
}

export interface FuturesBatchInput {
  market: FuturesMarket | undefined;
  /** Futures USDT of the placers and of the owners of resting close orders, by user id. */
  balances: ReadonlyMap<number, FuturesMoney>;
  /** Leverage and margin mode of the placers on this contract (absent: the default). */
  settings: ReadonlyMap<number, UserSettings>;
  taken: ReadonlySet<string>;
  orderIds: readonly number[];
  mark: Price;
  /** The contract's index now, for the price band of user orders; undefined: no band. */
  index: Price | undefined;
  accounts: { fees: number; clearing: number; insurance: number };
  /** What the insurance fund holds in the futures wallet. */
  insurance: Money;
  /** When the contract's last funding was settled (epoch ms; 0 never). */
  lastFundingTime: number;
  now: number;
}

export interface FuturesTradeInsert {
  id?: number;
  symbol: string;
  makerOrderId: number;
  takerOrderId: number;
  makerUserId: number;
  takerUserId: number;
  price: string;
  quantity: string;
  takerSide: 'buy' | 'sell';
  makerFee: string;
  takerFee: string;
  makerProfit: string;
  takerProfit: string;
  createdAt: Date;
}

export interface PlannedEntry {
  entry: JournalEntryInput;
  trade?: number;
}

export interface FuturesPrint {
  id: string;
  symbol: string;
  price: string;
  quantity: string;
  amount: string;
  side: 'buy' | 'sell';
  time: number;
}

/** One position taken over (futures_liquidations). */
export interface LiquidationRecord {
  userId: number;
  side: 'long' | 'short';
  marginMode: MarginMode;
  size: Lots;
  entryPrice: Price;
  markPrice: Price;
  bankruptcyPrice: Price;
  bookLots: Lots;
  adlLots: Lots;
  insuranceDelta: Money;
}

export interface FuturesPlan {
  market: FuturesMarket;
  results: FuturesCommandResult[];
  created: FuturesOrderState[];
  changed: FuturesOrderState[];
  positions: PositionState[];
  settings: { userId: number; settings: UserSettings }[];
  /** The funding this batch settled, written with its payments (futures_contracts.last_funding_*). */
  funding: { time: number; rate: Rate } | null;
  liquidations: LiquidationRecord[];
  /** Positions reduced by auto-deleveraging, for the notice each owner gets. */
  deleveraged: { userId: number; side: 'long' | 'short'; lots: Lots; price: Price }[];
  trades: FuturesTradeInsert[];
  prints: FuturesPrint[];
  entries: PlannedEntry[];
  users: number[];
}

export const DEFAULT_SETTINGS: UserSettings = { leverage: 20, marginMode: 'cross' };
export const clientKey = (userId: number, clientOrderId: string) => `${userId}\u0000${clientOrderId}`;

const ENGINE_REJECTIONS: Partial<Record<RejectCode, ErrorKey>> = {
  NO_LIQUIDITY: 'NO_LIQUIDITY',
  BOOK_CAPACITY_EXCEEDED: 'ORDER_TOO_LARGE',
  UNKNOWN_ORDER_ID: 'ORDER_NOT_OPEN',
};

const ENGINE_CODES: Record<string, ErrorKey> = {
  LEVERAGE_INVALID: 'LEVERAGE_INVALID',
  LEVERAGE_TOO_HIGH: 'LEVERAGE_TOO_HIGH',
  LEVERAGE_CHANGE_UNAFFORDABLE: 'LEVERAGE_CHANGE_UNAFFORDABLE',
  REDUCE_ONLY_WOULD_INCREASE: 'REDUCE_ONLY_WOULD_INCREASE',
  CLOSE_EXCEEDS_CLOSABLE: 'CLOSE_EXCEEDS_CLOSABLE',
  NO_POSITION: 'NO_POSITION',
  INVALID_QUANTITY: 'FUTURES_QUANTITY_OFF_STEP',
  INVALID_PRICE: 'FUTURES_PRICE_OFF_TICK',
  INSUFFICIENT_BALANCE: 'FUTURES_MARGIN_SHORT',
};
const keyOf = (code: string): ErrorKey => ENGINE_CODES[code] ?? 'INVALID_PARAMS';

export function planFuturesBatch(state: FuturesMarketState, input: FuturesBatchInput, commands: readonly FuturesCommand[]): FuturesPlan {
  if (input.market) state.market = input.market;
  return new FuturesPlanner(state, input).run(commands);
}

type Reject = { ok: false; key: ErrorKey };
/** What a journal entry is about: an order, a position, a trade (its index in the plan), or a liquidation. */
type Ref = FuturesOrderState | PositionState | number | { liquidation: string };
const no = (key: ErrorKey): Reject => ({ ok: false, key });

class FuturesPlanner {
  private readonly touched = new Map<number, FuturesOrderState>();
  private readonly created = new Set<number>();
  private readonly touchedPositions = new Map<string, PositionState>();
  private readonly newSettings = new Map<number, UserSettings>();
  private readonly clientIds: Set<string>;
  private readonly money = new Map<number, FuturesMoney>();
  private readonly trades: FuturesTradeInsert[] = [];
  private readonly prints: FuturesPrint[] = [];
  private readonly entries: PlannedEntry[] = [];
  private readonly users = new Set<number>();
  private funding: { time: number; rate: Rate } | null = null;
  private readonly liquidations: LiquidationRecord[] = [];
  private readonly deleveraged: FuturesPlan['deleveraged'] = [];
  private readonly adlQueues = new Map<'long' | 'short', PositionState[]>();
  /**
   * What deleveraged positions are owed in this batch (margin released, profit), by position: a
   * cascade deleverages the same few positions hundreds of times a batch, and each is paid in one
   * margin release and one realised PnL entry instead of two entries a liquidation. Paid before
   * anything reads or moves the owner's balance, and at the end of the batch; paying later only
   * moves credits later, so no balance is lower at any point than paying at once would leave it.
   */
  private readonly owed = new Map<string, { p: PositionState; release: bigint; profit: bigint }>();
  private readonly owedUsers = new Set<number>();
  /**
   * While a takeover settles its owner's money: the moves add up here, into one `liquidation`
   * entry with one leg per account and field, instead of one entry each (see liquidate).
   */
  private takeover: { ref: { liquidation: string }; legs: Map<string, [number, Leg['field'], Money]> } | undefined;
  /** Resting orders by user, built on a liquidation's first need (orders placed later in the batch are not in it). */
  private liveByUser: Map<number, FuturesOrderState[]> | undefined;
  private nextId = 0;

  constructor(
    private readonly state: FuturesMarketState,
    private readonly input: FuturesBatchInput,
  ) {
    this.clientIds = new Set(input.taken);
    for (const [u, m] of input.balances) this.money.set(u, { ...m });
    // The fund's row joins the batch's view of balances, so every move keeps it current.
    this.money.set(input.accounts.insurance, { available: input.insurance, frozen: money(0n) });
  }

  run(commands: readonly FuturesCommand[]): FuturesPlan {
    const results = commands.map((c): FuturesCommandResult => {
      if (c.type === 'place') return this.place(c);
      if (c.type === 'cancel') return this.cancel(c);
      if (c.type === 'leverage') return this.setLeverage(c.userId, c.leverage);
      if (c.type === 'funding') return this.fund(c.time, c.rate);
      if (c.type === 'liquidate') return this.liquidate(c);
      if (c.type === 'margin') return this.adjustMargin(c);
      return this.setMarginMode(c.userId, c.marginMode);
    });
    for (const userId of [...this.owedUsers]) this.payOwed(userId);
    const orders = [...this.touched.values()];
    return {
      market: this.market,
      results,
      created: orders.filter((o) => this.created.has(o.id)),
      changed: orders.filter((o) => !this.created.has(o.id)),
      positions: [...this.touchedPositions.values()],
      settings: [...this.newSettings].map(([userId, settings]) => ({ userId, settings })),
      funding: this.funding,
      liquidations: this.liquidations,
      deleveraged: this.deleveraged,
      trades: this.trades,
      prints: this.prints,
      entries: this.entries,
      users: [...this.users],
    };
  }

  private get market() {
    return this.state.market;
  }

  private get contract() {
    return this.state.market.contract;
  }

  private settingsOf(userId: number): UserSettings {
    return this.newSettings.get(userId) ?? this.input.settings.get(userId) ?? DEFAULT_SETTINGS;
  }

  private balanceOf(userId: number): FuturesMoney {
    if (this.owedUsers.has(userId)) this.payOwed(userId);
    let m = this.money.get(userId);
    if (!m) {
      m = { available: money(0n), frozen: money(0n) };
      this.money.set(userId, m);
    }
    return m;
  }

  private position(userId: number, side: 'long' | 'short'): PositionState | undefined {
    const p = this.state.positions.get(positionKey(userId, side));
    return p && p.size > 0 ? p : undefined;
  }

  /** Lots of the user's resting close orders on one position side. */
  private pendingClose(userId: number, side: 'long' | 'short'): Lots {
    let sum = 0;
    for (const o of this.state.live.values())
      if (o.userId === userId && isClosing(o.direction) && positionSideOf(o.direction) === side) sum += openLots(o);
    return lots(sum);
  }

  /** Notional of a user's position and resting opening orders on one side, for the bracket check. */
  private heldNotional(userId: number, side: 'long' | 'short'): bigint {
    let sum = 0n;
    const p = this.position(userId, side);
    if (p) sum += notionalOf(this.contract, this.input.mark, p.size);
    for (const o of this.state.live.values())
      if (o.userId === userId && !isClosing(o.direction) && positionSideOf(o.direction) === side)
        sum += notionalOf(this.contract, o.price ?? this.input.mark, openLots(o));
    return sum;
  }

  private hasOpenOrders(userId: number): boolean {
    for (const o of this.state.live.values()) if (o.userId === userId) return true;
    return false;
  }

  private place(cmd: Extract<FuturesCommand, { type: 'place' }>): FuturesCommandResult {
    const cid = cmd.body.client_order_id ?? null;
    if (cid !== null && this.clientIds.has(clientKey(cmd.userId, cid))) return { ok: true, duplicateOf: { userId: cmd.userId, clientOrderId: cid } };
    const { body } = cmd;
    const closing = isClosing(body.direction);
    if (closing && (body.take_profit || body.stop_loss)) return no('TPSL_OPENING_ONLY');
    if (!this.market.trading && !closing) return no('TRADING_DISABLED');
    const qty = lotsOfText(this.contract, body.quantity);
    if (qty === null) return no('FUTURES_QUANTITY_OFF_STEP');
    if (qty < this.market.minLots) return no('FUTURES_QUANTITY_TOO_SMALL');
    const bookSide = bookSideOf(body.direction);
    const side = positionSideOf(body.direction);
    // The price band (issue 26 item 6): limit prices inside it, market orders fill no further.
    const band = priceBandAt(this.input.index, this.market.priceBand, this.contract.tickSize);
    let limit: Price;
    if (body.type === 'limit') {
      if (body.price === undefined) return no('PRICE_REQUIRED');
      const p = priceOfText(this.contract, body.price);
      if (p === null) return no('FUTURES_PRICE_OFF_TICK');
      if (!isWithinBand(p, band)) return no('FUTURES_PRICE_OUTSIDE_BAND');
      limit = p;
    } else {
      if (body.price !== undefined) return no('PRICE_NOT_ALLOWED');
      const reach = this.marketReach(bookSide);
      if (reach === undefined) return no('NO_LIQUIDITY');
      const bounded = boundedMarketPrice(bookSide, reach.best, reach.worst, band);
      if (bounded === undefined) return no('FUTURES_NO_PRICE_IN_BAND');
      limit = bounded;
    }
    const settings = this.settingsOf(cmd.userId);
    let freeze = money(0n);
    if (closing) {
      const checked = checkCloseOrder(this.position(cmd.userId, side) ?? null, side, bookSide, qty, this.pendingClose(cmd.userId, side));
      if (!checked.ok) return no(keyOf(checked.code));
    } else {
      // A sell fills at the limit or above: its margin is judged at the best bid when that is higher.
      const bestBid = this.state.book.bestBid();
      const bidPrice = bestBid === undefined ? undefined : asPrice(BigInt(bestBid) * this.contract.tickSize);
      const reserveAt = bookSide === 'sell' && bidPrice !== undefined && bidPrice > limit ? bidPrice : limit;
      const cost = costToOpen(this.contract, reserveAt, qty, asLeverage(settings.leverage));
      const lev = checkLeverage(this.contract.brackets, settings.leverage, money(this.heldNotional(cmd.userId, side) + cost.notional));
      if (!lev.ok) return no(keyOf(lev.code));
      const m = this.balanceOf(cmd.userId);
      if (m.available < cost.total) return no('FUTURES_MARGIN_SHORT');
      freeze = cost.total;
    }
    const id = this.input.orderIds[this.nextId];
    if (id === undefined) throw new Error(`futures ${this.market.symbol}: batch ran out of reserved order ids`);
    const now = this.input.now;
    const o: FuturesOrderState = {
      id,
      userId: cmd.userId,
      symbol: this.market.symbol,
      direction: body.direction,
      type: body.type,
      price: body.type === 'limit' ? limit : null,
      quantity: qty,
      dealLots: lots(0),
      dealValue: money(0n),
      fee: money(0n),
      profit: money(0n),
      leverage: settings.leverage,
      marginMode: settings.marginMode,
      frozen: freeze,
      status: 'submitted',
      clientOrderId: cid,
      tpsl: closing || (!body.take_profit && !body.stop_loss) ? null : JSON.stringify({ by: body.tpsl_trigger_by ?? 'mark', take_profit: body.take_profit, stop_loss: body.stop_loss }),
      seq: now,
      createdAt: now,
      updatedAt: now,
    };
    const command: BookCommand = {
      type: 'limit',
      orderId: orderId(o.id),
      userId: uid(o.userId),
      time: epochMillis(now),
      side: bookSide,
      price: ticks(Number(limit / this.contract.tickSize)),
      qty: lots(qty),
      tif: body.type === 'market' ? 'IOC' : 'GTC',
    };
    const events = this.state.book.apply(command);
    const first = events[0];
    if (first?.type === 'rejected') return no(ENGINE_REJECTIONS[first.code] ?? 'INVALID_PARAMS');
    this.nextId++;
    this.created.add(o.id);
    if (cid !== null) this.clientIds.add(clientKey(o.userId, cid));
    this.touch(o);
    if (freeze > 0n) this.move('order_freeze', o, [[o.userId, 'available', money(-freeze)], [o.userId, 'frozen', freeze]]);
    this.settle(o, events);
    return { ok: true, order: o };
  }

  /** The best price on the other side and the last level a market order may take there (at most the 30th). */
  private marketReach(bookSide: 'buy' | 'sell'): { best: Price; worst: Price } | undefined {
    const d = this.state.book.depth(MARKET_LEVELS);
    const levels = bookSide === 'buy' ? d.asks : d.bids;
    const first = levels[0];
    const last = levels[levels.length - 1];
    if (first === undefined || last === undefined) return undefined;
    const tick = this.contract.tickSize;
    return { best: asPrice(BigInt(first.price) * tick), worst: asPrice(BigInt(last.price) * tick) };
  }

  private cancel(cmd: Extract<FuturesCommand, { type: 'cancel' }>): FuturesCommandResult {
    const o = this.state.live.get(cmd.orderId);
    if (!o || o.userId !== cmd.userId) return no('ORDER_NOT_OPEN');
    const events = this.state.book.apply({ type: 'cancel', orderId: orderId(o.id), userId: uid(o.userId) });
    if (events[0]?.type === 'rejected') return no('ORDER_NOT_OPEN');
    this.settle(o, events);
    return { ok: true, order: o };
  }

  /**
   * A new leverage for both sides of this contract. A position's margin is recounted at the new
   * leverage, and so is what each resting opening order holds (its open part's initial margin plus
   * opening fee, as placement would freeze it now): the difference, more frozen from available or
   * the surplus released, is one journal entry. Refused, with nothing changed, when the brackets
   * do not allow the leverage for the position and orders, or when available cannot pay the
   * difference.
   */
  private setLeverage(userId: number, to: number): FuturesCommandResult {
    const current = this.settingsOf(userId);
    const allowed = checkLeverage(this.contract.brackets, to, money(0n));
    if (!allowed.ok) return no(keyOf(allowed.code));
    const m = this.balanceOf(userId);
    const moves: [PositionState, Money][] = [];
    const orders: [FuturesOrderState, Money][] = [];
    let needed = 0n;
    for (const side of ['long', 'short'] as const) {
      const p = this.position(userId, side);
      const resting = [...this.state.live.values()].filter((o) => o.userId === userId && !isClosing(o.direction) && positionSideOf(o.direction) === side && o.price !== null);
      const check = checkLeverageChange({
        brackets: this.contract.brackets,
        from: asLeverage(current.leverage),
        to,
        mode: current.marginMode,
        positionNotional: p ? notionalOf(this.contract, this.input.mark, p.size) : money(0n),
        orderNotionals: resting.map((o) => notionalOf(this.contract, o.price!, openLots(o))),
        // Affordability of the whole change is judged below, with the fees the orders hold.
        available: money(BigInt(Number.MAX_SAFE_INTEGER) * 10n ** 18n),
        isolatedMargin: p?.margin,
        unrealisedPnl: p ? unrealisedPnl(this.contract, p, this.input.mark) : undefined,
      });
      if (!check.ok) return no(keyOf(check.code));
      if (p) {
        const target = initialMargin(p.entryValue, asLeverage(to));
        moves.push([p, money(target - p.margin)]);
        needed += target - p.margin;
      }
      for (const o of resting) {
        const target = costToOpen(this.contract, o.price!, openLots(o), asLeverage(to)).total;
        orders.push([o, money(target - o.frozen)]);
        needed += target - o.frozen;
      }
    }
    if (needed > 0n && m.available < needed) return no('LEVERAGE_CHANGE_UNAFFORDABLE');
    if (needed !== 0n) {
      const ref: Ref = orders[0]?.[0] ?? moves[0]![0];
      this.move('leverage_change', ref, [[userId, 'available', money(-needed)], [userId, 'frozen', money(needed)]]);
    }
    for (const [p, delta] of moves) {
      p.margin = money(p.margin + delta);
      p.leverage = to;
      p.updatedAt = this.input.now;
      this.touchPosition(p);
    }
    for (const [o, delta] of orders) {
      o.frozen = money(o.frozen + delta);
      o.leverage = to;
      o.updatedAt = this.input.now;
      this.touch(o);
    }
    const settings = { leverage: to, marginMode: current.marginMode };
    this.newSettings.set(userId, settings);
    this.users.add(userId);
    return { ok: true, settings };
  }

  /** Cross or isolated: only with no position and no open order on the contract. */
  private setMarginMode(userId: number, mode: MarginMode): FuturesCommandResult {
    const current = this.settingsOf(userId);
    if (current.marginMode !== mode && (this.hasOpenOrders(userId) || this.position(userId, 'long') || this.position(userId, 'short')))
      return no('MARGIN_MODE_LOCKED');
    const settings = { leverage: current.leverage, marginMode: mode };
    this.newSettings.set(userId, settings);
    return { ok: true, settings };
  }

  /**
   * Funding (issue 16 part 5): every open position pays or receives `rate` × its notional at the
   * mark; longs pay shorts when the rate is positive. A payer pays from available and then from its
   * position's margin; what a payer cannot pay is covered by the insurance fund, and receivers are
   * paid only what payers and the fund hold (pro rata), so the payments always sum to zero. The
   * rounding remainder goes to the insurance fund.
   */
  private fund(time: number, fundingRate: Rate): FuturesCommandResult {
    // Exactly once per interval, also across restarts: the time is read with the batch.
    if (this.funding || time <= this.input.lastFundingTime) return no('INVALID_PARAMS');
    const open = [...this.state.positions.values()].filter((p) => p.size > 0);
    const settled = settleFunding(this.contract, open.map((p, id) => ({ id, side: p.side, size: p.size })), this.input.mark, fundingRate);
    const { insurance } = this.input.accounts;
    const ref = { time };
    const receivers: [PositionState, bigint][] = [];
    settled.payments.forEach(({ id, amount }) => {
      const p = open[id]!;
      if (amount >= 0n) {
        if (amount > 0n) receivers.push([p, amount]);
        return;
      }
      const due = -amount;
      const m = this.balanceOf(p.userId);
      const fromAvailable = minBig(due, m.available);
      const fromMargin = minBig(due - fromAvailable, p.margin);
      if (fromAvailable > 0n) this.fundingMove(ref, [[p.userId, 'available', money(-fromAvailable)], [insurance, 'available', money(fromAvailable)]]);
      if (fromMargin > 0n) {
        this.fundingMove(ref, [[p.userId, 'frozen', money(-fromMargin)], [insurance, 'available', money(fromMargin)]]);
        p.margin = money(p.margin - fromMargin);
        this.touchPosition(p);
      }
    });
    // Payers' money went to the fund; the fund pays the receivers (in full when it can).
    const owed = receivers.reduce((sum, [, a]) => sum + a, 0n);
    // The payers' money is in the fund by now.
    const pool = this.balanceOf(insurance).available;
    let paid = 0n;
    for (const [p, amount] of receivers) {
      const share = owed <= pool ? amount : divFloor(amount * pool, owed);
      if (share > 0n) this.fundingMove(ref, [[insurance, 'available', money(-share)], [p.userId, 'available', money(share)]]);
      paid += share;
    }
    this.funding = { time, rate: fundingRate };
    return { ok: true, funding: { time, rate: fundingRate, mark: this.input.mark, paid: money(paid) } };
  }

  private fundingMove(ref: { time: number }, legs: [number, Leg['field'], Money][]): void {
    for (const [userId] of legs) if (this.owedUsers.has(userId)) this.payOwed(userId);
    const entry: JournalEntryInput = {
      reason: 'funding',
      refType: 'futures_funding',
      refId: `${this.market.symbol}:${ref.time}`,
      legs: legs.flatMap(([userId, field, a]) => (a === 0n ? [] : [{ userId, account: 'futures' as const, currency: this.market.quote, field, amount: formatFixed(a) }])),
    };
    this.entries.push({ entry });
    for (const [userId, field, a] of legs) {
      const m = this.money.get(userId);
      if (m) m[field] = money(m[field] + a);
    }
    for (const [userId] of legs) this.users.add(userId);
  }

  /**
   * Liquidation (issue 16 part 6): re-checked at the batch's mark; the user's orders on the
   * contract are cancelled; the position is taken over by the insurance fund's account at its
   * bankruptcy price (on the tick, never past it), the user's PnL settled there and what backing
   * is left above bankruptcy paid to the fund as the clearance fee (all of an isolated margin; at
   * most the maintenance margin of a cross position); the fund then closes it in the book with an
   * IOC no worse than that price, and what the book cannot take reduces the most profitable, most
   * leveraged opposite positions at the same price (auto-deleveraging). No balance goes below
   * zero: a loss beyond the backing is the fund's.
   */
  private liquidate(cmd: Extract<FuturesCommand, { type: 'liquidate' }>): FuturesCommandResult {
    const p = this.position(cmd.userId, cmd.side);
    const { insurance } = this.input.accounts;
    if (!p || cmd.userId === insurance) return no('NO_POSITION');
    const mark = this.input.mark;
    const marked = (x: PositionState) => ({ contract: this.contract, position: { side: x.side, size: x.size, entryValue: x.entryValue }, mark });
    const wallet = () => {
      const m = this.balanceOf(cmd.userId);
      return money(m.available + m.frozen);
    };
    if (p.marginMode === 'isolated') {
      if (!isIsolatedLiquidatable(marked(p), p.margin)) return no('INVALID_PARAMS');
    } else {
      const cross = (['long', 'short'] as const).flatMap((side) => {
        const x = this.position(cmd.userId, side);
        return x && x.marginMode === 'cross' ? [marked(x)] : [];
      });
      const equity = (wallet() * ONE + cross.reduce((sum, x) => sum + scaledUnrealisedPnl(this.contract, x.position, mark), 0n) + cmd.others.pnl) * ONE;
      const maintenance = cross.reduce((sum, x) => sum + scaledPositionMaintenance(x), 0n) + cmd.others.maintenance;
      if (equity > maintenance) return no('INVALID_PARAMS');
    }
    const fundBefore = this.balanceOf(insurance).available;
    const ref = { liquidation: `${this.market.symbol}:${cmd.userId}:${cmd.side}:${this.input.now}` };
    for (const o of this.liveOrdersOf(cmd.userId)) {
      if (!this.state.live.has(o.id)) continue;
      this.settle(o, this.state.book.apply({ type: 'cancel', orderId: orderId(o.id), userId: uid(o.userId) }));
    }
    const position = { side: p.side, size: p.size, entryValue: p.entryValue };
    const otherPnl = divFloor(cmd.others.pnl, ONE);
    const backing = money(p.marginMode === 'isolated' ? p.margin : wallet() + otherPnl);
    const takeover = takeOver(this.contract, position, backing);
    if (!takeover) return no('INVALID_PARAMS');
    const record: LiquidationRecord = {
      userId: cmd.userId,
      side: p.side,
      marginMode: p.marginMode,
      size: p.size,
      entryPrice: entryPrice(this.contract, position),
      markPrice: mark,
      bankruptcyPrice: takeover.price,
      bookLots: lots(0),
      adlLots: lots(0),
      insuranceDelta: money(0n),
    };
    const size = p.size;
    const maintenance = positionMaintenance(marked(p));
    const isolated = p.marginMode === 'isolated';
    // The owner's side of the takeover is one journal entry: margin released, the loss to clearing
    // (and what the fund covers of it), the clearance fee to the fund. A cascade takes over
    // thousands of positions at once, and four entries each cost it twice the rows (docs/decisions.md).
    if (this.owedUsers.has(cmd.userId)) this.payOwed(cmd.userId);
    this.takeover = { ref, legs: new Map() };
    this.closePart(p, takeover.price, size, money(0n), ref);
    // The clearance fee: what is left of an isolated margin, or up to the maintenance margin of a cross position.
    const left = this.balanceOf(cmd.userId).available;
    const clearance = minBig(left, isolated ? takeover.toInsurance : maintenance);
    if (clearance > 0n) this.move('liquidation_fee', ref, [[cmd.userId, 'available', money(-clearance)], [insurance, 'available', clearance]]);
    this.closeTakeover();

    // The fund's account holds the position from the takeover price, and closes it.
    const key = positionKey(insurance, p.side);
    const held = this.state.positions.get(key);
    const grown = increasePosition(this.contract, held && held.size > 0 ? { side: p.side, size: held.size, entryValue: held.entryValue } : null, p.side, takeover.price, size);
    if (!grown.ok) throw new Error(`futures ${this.market.symbol}: takeover refused (${grown.code})`);
    const fund: PositionState = held ?? { userId: insurance, side: p.side, size: lots(0), entryValue: money(0n), margin: money(0n), leverage: 1, marginMode: 'cross', realisedPnl: money(0n), updatedAt: this.input.now };
    fund.size = grown.value.size;
    fund.entryValue = grown.value.entryValue;
    fund.updatedAt = this.input.now;
    this.state.positions.set(key, fund);
    this.touchPosition(fund);
    // The fund's close in the book, when the book holds a price no worse than bankruptcy: an IOC
    // that could not fill would only write an order row (a cascade takes over thousands at once).
    const direction = p.side === 'long' ? 'close_long' : 'close_short';
    if (this.bookTakes(bookSideOf(direction), takeover.price)) record.bookLots = this.closeInBook(direction, takeover.price, size);

    // What the book could not take: auto-deleveraging of the opposite side, best ranked first.
    let rest: number = fund.size;
    if (rest > 0) {
      for (const x of this.adlQueue(p.side === 'long' ? 'short' : 'long')) {
        if (rest <= 0) break;
        if (x.size <= 0 || x.userId === cmd.userId) continue;
        const qty = lots(Math.min(rest, x.size));
        this.closePart(x, takeover.price, qty, money(0n), ref, true);
        this.closePart(fund, takeover.price, qty, money(0n), ref);
        this.deleveraged.push({ userId: x.userId, side: x.side, lots: qty, price: takeover.price });
        record.adlLots = lots(record.adlLots + qty);
        rest -= qty;
      }
    }
    record.insuranceDelta = money(this.balanceOf(insurance).available - fundBefore);
    this.liquidations.push(record);
    return { ok: true, liquidation: record };
  }

  /** Whether an order on `bookSide` limited at `limit` would fill at least in part now. */
  private bookTakes(bookSide: 'buy' | 'sell', limit: Price): boolean {
    const at = ticks(Number(limit / this.contract.tickSize));
    const best = bookSide === 'sell' ? this.state.book.bestBid() : this.state.book.bestAsk();
    return best !== undefined && (bookSide === 'sell' ? best >= at : best <= at);
  }

  /** The insurance fund's IOC closing a taken-over position in the book; answers the lots it dealt. */
  private closeInBook(direction: 'close_long' | 'close_short', at: Price, size: Lots): Lots {
    const { insurance } = this.input.accounts;
    const id = this.input.orderIds[this.nextId];
    if (id === undefined) throw new Error(`futures ${this.market.symbol}: batch ran out of reserved order ids`);
    this.nextId++;
    const o: FuturesOrderState = {
      id,
      userId: insurance,
      symbol: this.market.symbol,
      direction,
      type: 'limit',
      price: at,
      quantity: size,
      dealLots: lots(0),
      dealValue: money(0n),
      fee: money(0n),
      profit: money(0n),
      leverage: 1,
      marginMode: 'cross',
      frozen: money(0n),
      status: 'submitted',
      clientOrderId: null,
      tpsl: null,
      seq: this.input.now,
      createdAt: this.input.now,
      updatedAt: this.input.now,
    };
    this.created.add(o.id);
    this.touch(o);
    const events = this.state.book.apply({
      type: 'limit',
      orderId: orderId(o.id),
      userId: uid(o.userId),
      time: epochMillis(this.input.now),
      side: bookSideOf(direction),
      price: ticks(Number(at / this.contract.tickSize)),
      qty: lots(size),
      tif: 'IOC',
    });
    if (events[0]?.type !== 'rejected') this.settle(o, events);
    else this.end(o, 'invalid');
    return o.dealLots;

  }

  /**
   * The positions of one side in deleveraging order (engine `planDeleveraging`'s ranking: profit
   * ratio times effective leverage), ranked once per batch at the batch's mark: a partial close
   * keeps a position's ratios, so the order holds while the batch works down the queue.
   */
  private adlQueue(side: 'long' | 'short'): PositionState[] {
    let queue = this.adlQueues.get(side);
    if (!queue) {
      const { insurance } = this.input.accounts;
      const mark = this.input.mark;
      const candidates = [...this.state.positions.values()].filter((x) => x.side === side && x.size > 0 && x.userId !== insurance);
      const ranked = planDeleveraging(
        candidates.map((x, i) => ({
          id: i,
          size: x.size,
          unrealisedPnl: unrealisedPnl(this.contract, { side: x.side, size: x.size, entryValue: x.entryValue }, mark),
          margin: x.margin,
          notional: notionalOf(this.contract, mark, x.size),
        })),
        lots(Number.MAX_SAFE_INTEGER),
      );
      queue = ranked.map((r) => candidates[r.id]!);
      this.adlQueues.set(side, queue);
    }
    return queue;
  }

  /** A user's resting orders, from an index built once per batch (a cascade cancels many users' orders). */
  private liveOrdersOf(userId: number): FuturesOrderState[] {
    if (!this.liveByUser) {
      this.liveByUser = new Map();
      for (const o of this.state.live.values()) {
        const list = this.liveByUser.get(o.userId) ?? [];
        list.push(o);
        this.liveByUser.set(o.userId, list);
      }
    }
    return this.liveByUser.get(userId) ?? [];
  }

  /** Isolated margin added from available, or released back to it while the position keeps what it needs. */
  private adjustMargin(cmd: Extract<FuturesCommand, { type: 'margin' }>): FuturesCommandResult {
    const p = this.position(cmd.userId, cmd.side);
    if (!p) return no('NO_POSITION');
    if (p.marginMode !== 'isolated') return no('POSITION_NOT_ISOLATED');
    const marked = { contract: this.contract, position: { side: p.side, size: p.size, entryValue: p.entryValue }, mark: this.input.mark };
    if (cmd.delta > 0n) {
      const added = addIsolatedMargin(p.margin, cmd.delta, this.balanceOf(cmd.userId).available);
      if (!added.ok) return no(keyOf(added.code));
      this.move('margin_adjust', p, [[cmd.userId, 'available', money(-cmd.delta)], [cmd.userId, 'frozen', cmd.delta]]);
    } else {
      const taken = removeIsolatedMargin(marked, p.margin, asLeverage(p.leverage), money(-cmd.delta));
      if (!taken.ok) return no(taken.code === 'MARGIN_REMOVE_EXCEEDS_REMOVABLE' ? 'MARGIN_REMOVE_EXCEEDS_REMOVABLE' : keyOf(taken.code));
      this.move('margin_adjust', p, [[cmd.userId, 'frozen', cmd.delta], [cmd.userId, 'available', money(-cmd.delta)]]);
    }
    p.margin = money(p.margin + cmd.delta);
    p.updatedAt = this.input.now;
    this.touchPosition(p);
    return { ok: true, position: p };
  }

  private settle(taker: FuturesOrderState, events: readonly BookEvent[]): void {
    for (const ev of events) {
      if (ev.type === 'trade') this.settleTrade(taker, ev);
      else if (ev.type === 'filled') this.end(this.orderOf(ev.orderId, taker), 'filled');
      else if (ev.type === 'cancelled') {
        const o = this.orderOf(ev.orderId, taker);
        // A market order that took nothing is invalid (SPEC 4); anything else that stops is cancelled.
        this.end(o, o.type === 'market' && o.dealLots === 0 ? 'invalid' : 'cancelled');
      }
    }
    if (isOpenStatus(taker.status) && this.state.book.order(orderId(taker.id))) {
      taker.status = taker.dealLots === 0 ? 'submitted' : 'partial';
      this.state.live.set(taker.id, taker);
    }
  }

  private orderOf(id: number, taker: FuturesOrderState): FuturesOrderState {
    if (id === taker.id) return taker;
    const o = this.state.live.get(id);
    if (!o) throw new Error(`futures ${this.market.symbol}: event for unknown order ${id}`);
    return o;
  }

  private end(o: FuturesOrderState, status: 'filled' | 'cancelled' | 'invalid'): void {
    if (o.frozen > 0n) {
      this.move('order_unfreeze', o, [[o.userId, 'frozen', money(-o.frozen)], [o.userId, 'available', o.frozen]]);
      o.frozen = money(0n);
    }
    o.status = status;
    o.updatedAt = this.input.now;
    this.state.live.delete(o.id);
    this.touch(o);
  }

  private settleTrade(taker: FuturesOrderState, ev: TradeEvent): void {
    const maker = this.orderOf(ev.makerOrderId, taker);
    const at = asPrice(BigInt(ev.price) * this.contract.tickSize);
    const qty = lots(ev.qty);
    const value = fillValue(this.contract, at, qty);
    const index = this.trades.length;
    const makerSide = this.fill(maker, at, qty, value, this.contract.makerFeeRate, index);
    const takerSide = this.fill(taker, at, qty, value, this.contract.takerFeeRate, index);
    this.trades.push({
      symbol: this.market.symbol,
      makerOrderId: maker.id,
      takerOrderId: taker.id,
      makerUserId: maker.userId,
      takerUserId: taker.userId,
      price: formatFixed(at),
      quantity: formatFixed(BigInt(qty) * this.contract.stepSize),
      takerSide: ev.takerSide,
      makerFee: formatFixed(makerSide.fee),
      takerFee: formatFixed(takerSide.fee),
      makerProfit: formatFixed(makerSide.profit),
      takerProfit: formatFixed(takerSide.profit),
      createdAt: new Date(this.input.now),
    });
    // What the trade channel and the recent-trades list show: the contract's own precisions.
    this.prints.push({
      id: '',
      symbol: this.market.symbol,
      price: fixedText(at, this.market.pricePrecision),
      quantity: fixedText(BigInt(qty) * this.contract.stepSize, this.market.qtyPrecision),
      amount: formatFixed(value),
      side: ev.takerSide,
      time: this.input.now,
    });
  }

  /** One side of a fill: the order's deal figures, its position, and the money. */
  private fill(o: FuturesOrderState, at: Price, qty: Lots, value: Money, feeRate: bigint, trade: number): { fee: Money; profit: Money } {
    const fee = tradeFee(value, feeRate as never);
    const side = positionSideOf(o.direction);
    const key = positionKey(o.userId, side);
    let profit = money(0n);
    if (isClosing(o.direction)) {
      const p = this.state.positions.get(key);
      if (!p || p.size < qty) throw new Error(`futures ${this.market.symbol}: close fill of order ${o.id} beyond its position`);
      profit = this.closePart(p, at, qty, fee, trade);
    } else {
      const remaining = openLots(o);
      const share = qty === remaining ? o.frozen : money(divFloor(o.frozen * BigInt(qty), BigInt(remaining)));
      const paidFee = fee < share ? fee : share;
      const margin = minBig(initialMargin(value, asLeverage(o.leverage)), money(share - paidFee));
      const surplus = money(share - paidFee - margin);
      o.frozen = money(o.frozen - share);
      const legs: [number, Leg['field'], Money][] = [[o.userId, 'frozen', money(-paidFee)], [this.input.accounts.fees, 'available', paidFee]];
      if (paidFee > 0n) this.move('fee', trade, legs);
      if (surplus > 0n) this.move('order_unfreeze', trade, [[o.userId, 'frozen', money(-surplus)], [o.userId, 'available', surplus]]);
      const existing = this.state.positions.get(key);
      const current = existing && existing.size > 0 ? { side, size: existing.size, entryValue: existing.entryValue } : null;
      const grown = increasePosition(this.contract, current, side, at, qty);
      if (!grown.ok) throw new Error(`futures ${this.market.symbol}: open fill refused (${grown.code})`);
      const p: PositionState = existing ?? {
        userId: o.userId,
        side,
        size: lots(0),
        entryValue: money(0n),
        margin: money(0n),
        leverage: o.leverage,
        marginMode: o.marginMode,
        realisedPnl: money(0n),
        updatedAt: this.input.now,
      };
      p.size = grown.value.size;
      p.entryValue = grown.value.entryValue;
      p.margin = money(p.margin + margin);
      p.leverage = o.leverage;
      p.marginMode = o.marginMode;
      p.updatedAt = this.input.now;
      this.state.positions.set(key, p);
      this.touchPosition(p);
      return this.dealt(o, qty, value, paidFee, profit);
    }
    return this.dealt(o, qty, value, fee, profit);
  }

  /**
   * A close fill's money: the position's share of margin goes back to available, the realised PnL
   * is paid by or to the clearing account, and the fee to the fees account. A loss beyond what the
   * user then has is taken from the insurance fund (and what the fund cannot cover is absorbed by
   * clearing), so no balance goes below zero.
   */
  /**
   * Closes `qty` lots of a position at `at`: its share of margin released, PnL and fee settled.
   * `deleveraged`: a profitable, fee-free close forced by auto-deleveraging is paid with the
   * position's other deleveraging of the batch, as one margin release and one realised PnL entry
   * (see owe).
   */
  private closePart(p: PositionState, at: Price, qty: Lots, fee: Money, ref: Ref, deleveraged = false): Money {
    const reduced = reducePosition(this.contract, p, at, qty);
    if (!reduced.ok) throw new Error(`futures ${this.market.symbol}: close refused (${reduced.code})`);
    const release = qty === p.size ? p.margin : money(divFloor(p.margin * BigInt(qty), BigInt(p.size)));
    const profit = reduced.value.realisedPnl;
    if (deleveraged && profit >= 0n && fee === 0n) this.owe(p, release, profit);
    else this.settleClose(p.userId, release, profit, fee, ref, p.marginMode === 'isolated');
    const left = reduced.value.position;
    p.size = left ? left.size : lots(0);
    p.entryValue = left ? left.entryValue : money(0n);
    p.margin = money(p.margin - release);
    p.realisedPnl = money(p.realisedPnl + profit);
    p.updatedAt = this.input.now;
    this.touchPosition(p);
    return profit;
  }

  /** Adds a deleveraged close's margin release and profit to what its position is owed. */
  private owe(p: PositionState, release: Money, profit: Money): void {
    const key = positionKey(p.userId, p.side);
    const o = this.owed.get(key);
    if (o) {
      o.release += release;
      o.profit += profit;
    } else this.owed.set(key, { p, release, profit });
    this.owedUsers.add(p.userId);
  }

  /** Records the takeover's moves as one `liquidation` entry (balances already hold them). */
  private closeTakeover(): void {
    const t = this.takeover;
    this.takeover = undefined;
    if (!t) return;
    const legs = [...t.legs.values()].filter(([, , a]) => a !== 0n);
    if (legs.length === 0) return;
    this.entries.push({
      entry: {
        reason: 'liquidation',
        refType: 'futures_liquidation',
        refId: t.ref.liquidation,
        legs: legs.map(([userId, field, a]) => ({ userId, account: 'futures' as const, currency: this.market.quote, field, amount: formatFixed(a) })),
      },
    });
  }

  /** Pays a user's deleveraged positions what they are owed: one margin release and one realised PnL entry each. */
  private payOwed(userId: number): void {
    this.owedUsers.delete(userId);
    const { clearing } = this.input.accounts;
    for (const side of ['long', 'short'] as const) {
      const key = positionKey(userId, side);
      const o = this.owed.get(key);
      if (!o) continue;
      this.owed.delete(key);
      if (o.release > 0n) this.move('margin_release', o.p, [[userId, 'frozen', money(-o.release)], [userId, 'available', money(o.release)]]);
      if (o.profit > 0n) this.move('realised_pnl', o.p, [[clearing, 'available', money(-o.profit)], [userId, 'available', money(o.profit)]]);
    }
  }

  private settleClose(userId: number, release: Money, pnl: Money, fee: Money, trade: Ref, isolated: boolean): void {
    const { clearing, fees, insurance } = this.input.accounts;
    if (release > 0n) this.move('margin_release', trade, [[userId, 'frozen', money(-release)], [userId, 'available', release]]);
    if (pnl > 0n) this.move('realised_pnl', trade, [[clearing, 'available', money(-pnl)], [userId, 'available', pnl]]);
    const m = this.balanceOf(userId);
    const owed = money((pnl < 0n ? -pnl : 0n) + fee);
    // An isolated position risks only its own margin: its loss is paid from what this close returned.
    const budget = isolated ? minBig(m.available, money(release + (pnl > 0n ? pnl : 0n))) : m.available;
    const paid = minBig(owed, budget);
    const loss = money(pnl < 0n ? -pnl : 0n);
    const lossPaid = minBig(loss, paid);
    const feePaid = money(paid - lossPaid);
    if (lossPaid > 0n) this.move('realised_pnl', trade, [[userId, 'available', money(-lossPaid)], [clearing, 'available', lossPaid]]);
    if (feePaid > 0n) this.move('fee', trade, [[userId, 'available', money(-feePaid)], [fees, 'available', feePaid]]);
    const shortfall = money(loss - lossPaid);
    const covered = minBig(shortfall, this.balanceOf(insurance).available);
    if (covered > 0n) this.move('insurance_cover', trade, [[insurance, 'available', money(-covered)], [clearing, 'available', covered]]);
  }

  private dealt(o: FuturesOrderState, qty: Lots, value: Money, fee: Money, profit: Money): { fee: Money; profit: Money } {
    o.dealLots = lots(o.dealLots + qty);
    o.dealValue = money(o.dealValue + value);
    o.fee = money(o.fee + fee);
    o.profit = money(o.profit + profit);
    o.updatedAt = this.input.now;
    if (isOpenStatus(o.status)) o.status = 'partial';
    this.touch(o);
    return { fee, profit };
  }

  private touch(o: FuturesOrderState): void {
    this.touched.set(o.id, o);
    this.users.add(o.userId);
  }

  private touchPosition(p: PositionState): void {
    this.touchedPositions.set(positionKey(p.userId, p.side), p);
    this.users.add(p.userId);
  }

  /**
   * Records a journal entry of futures USDT legs and applies it to the batch's view of balances.
   * `ref`: the order or position it is about, or the index of its trade.
   */
  private move(reason: string, ref: Ref, legs: [number, Leg['field'], Money][]): void {
    for (const [userId] of legs) if (this.owedUsers.has(userId)) this.payOwed(userId);
    if (this.takeover) {
      for (const [userId, field, a] of legs) {
        const key = `${userId}:${field}`;
        const leg = this.takeover.legs.get(key);
        if (leg) leg[2] = money(leg[2] + a);
        else this.takeover.legs.set(key, [userId, field, a]);
        const m = this.money.get(userId);
        if (m) m[field] = money(m[field] + a);
      }
      return;
    }
    const refType = typeof ref === 'number' ? 'futures_trade' : 'liquidation' in ref ? 'futures_liquidation' : 'id' in ref ? 'futures_order' : 'futures_position';
    const refId =
      typeof ref === 'number' ? '' : 'liquidation' in ref ? ref.liquidation : 'id' in ref ? String(ref.id) : `${ref.userId}:${this.market.symbol}:${ref.side}`;
    const entry: JournalEntryInput = {
      reason,
      refType,
      refId,
      legs: legs.flatMap(([userId, field, a]) => (a === 0n ? [] : [{ userId, account: 'futures' as const, currency: this.market.quote, field, amount: formatFixed(a) }])),
    };
    this.entries.push(typeof ref === 'number' ? { entry, trade: ref } : { entry });
    for (const [userId, field, a] of legs) {
      const m = this.money.get(userId);
      if (m) m[field] = money(m[field] + a);
    }
  }
}


