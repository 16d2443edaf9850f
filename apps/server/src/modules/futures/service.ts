import { crossMarginRatio, scaledPositionMaintenance, type MarkedPosition } from '@aurelix/engine/futures/margin';
import { averagePremium, DEFAULT_FUNDING_SETTINGS, fundingRate, premiumIndex } from '@aurelix/engine/futures/funding';
import { crossLiquidationPrice, isolatedLiquidationPrice } from '@aurelix/engine/futures/liquidation-price';
import { maxOpenableQty } from '@aurelix/engine/futures/order-cost';
import { notionalOf } from '@aurelix/engine/futures/contract';
import { closableQty, scaledUnrealisedPnl, unrealisedPnl } from '@aurelix/engine/futures/position';
import { basisCapFor, sampleMarkPrice, DEFAULT_MARK_PRICE_SETTINGS, INITIAL_MARK_PRICE_STATE, displayIndexPrice, type MarkPriceState } from '@aurelix/engine/futures/mark-price';
import { formatFixed, leverage as asLeverage, maxBig, money, parseFixed, price as asPrice, rate as asRate, type Money, type Price, type Rate } from '@aurelix/engine/futures/units';
import { describePosition, formatLots } from '@aurelix/engine/futures/wire';
import { lots } from '@aurelix/engine/units';
import type {
  AdjustFuturesMarginBody,
  FuturesAccount,
  FuturesContractView,
  FuturesOrder,
  FuturesOrderDetail,
  FuturesOrderPage,
  FuturesPositionView,
  FuturesUserPush,
  MarginMode,
  PlaceFuturesOrderBody,
} from '@aurelix/shared/schemas/futures';
import type { PlaceFuturesTriggerBody, SetFuturesTpslBody } from '@aurelix/shared/schemas/futures-triggers';
import type { Locale } from '@aurelix/shared/locales';
import { futuresChannels } from '@aurelix/shared/schemas/futures';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { DepthSnapshot, TradePrint, UserPush } from '@aurelix/shared/schemas/spot';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Ledger } from '../ledger/service';
import type { Broker } from '../cluster/broker';
import type { Cluster } from '../cluster/cluster';
import { createMarketOwner, eventSubject, type MarketRequest } from '../trading/market-owner';
import type { SpotMarketFeed, SpotTradeRecord } from '../spot/feed';
import { defaultContract } from './contracts';
import { createTriggers } from './triggers';
import type { TriggerNoticeKind } from './trigger-closes';
import { LiquidationWatch } from './liquidation-watch';
import { isClosing, isOpenStatus, openLots, orderView, positionSideOf, type FuturesMarket, type PositionState } from './order-state';
import { fixedOf, futuresRepository as repo, marketOfRow, orderOfRow, positionOfRow, trimZeros, type FuturesOrderRow } from './repository';
import { createFuturesSequencer, type FuturesAccounts, type FuturesSequencer } from './sequencer';
import { DEFAULT_SETTINGS, type FuturesCommand, type FuturesCommandResult, type FuturesPlan, type UserSettings } from './settlement-plan';
import { fixedText, trim8 } from './decimal-text';

export interface FuturesServiceDeps {
  db: Db;
  ledger: Ledger;
  /** Pairs of the platform (contracts are made for those with contract_status 1). */
  pairs: () => Promise<PairItem[]>;
  /** The oracle's index price of a pair, as a decimal string. */
  indexPrice: (symbol: string) => string | undefined;
  /** System notices, each to its own user (liquidation, deleveraging, triggered closes), in one go. */
  notifyMany: (list: { userId: number; kind: FuturesNoticeKind; params: Record<string, string> }[]) => Promise<unknown>;
  /** Whether the user may trade futures (identity verified, SPEC 6). */
  mayTrade: (userId: number) => Promise<boolean>;
  /** Ids of the platform accounts futures pays to and from. */
  platformIds: () => Promise<FuturesAccounts>;
  publish: (channel: string, data: unknown) => void;
  publishToUser: (userId: number, push: FuturesUserPush | UserPush) => void;
  reachesUser?: (userId: number) => boolean;
  log: (err: unknown, msg: string) => void;
  now: () => number;
  /** Which contract this process owns (a lease per market, modules/cluster). */
  cluster: Pick<Cluster, 'want' | 'holds' | 'fence' | 'refresh' | 'shared'>;
  /** Commands to and events from the other processes' contracts (NATS); none on one process. */
  broker?: Broker;
  /** Whether a realtime push reaches the clients of every process (the Redis adapter). */
  fanout?: boolean;
}

/** A committed batch's public part as the owner tells the other processes. */
interface ContractEvent {
  trades?: SpotTradeRecord[];
  depth?: DepthSnapshot;
  /** The owner's mark and index price now (fixed-point integers as text). */
  mark?: string;
  index?: string;
}
const MIRROR_LEVELS = 1000;
const MIRROR_MS = 100;

/** The notices futures sends. */
export type FuturesNoticeKind = 'futures_liquidated' | 'futures_deleveraged' | TriggerNoticeKind;

const DAY_MS = 86_400_000;
/** Liquidation and deleveraging notices per insert (see sendNotice). */
const NOTICE_BATCH = 1000;
/** The mark price is sampled once a second (issue 16: a bounded, smoothed basis over the index). */
export const MARK_SAMPLE_MS = 1000;

interface MarkTrack {
  state: MarkPriceState;
  mark: Price;
  index: Price;
}

/**
 * USDⓈ-M perpetual futures (issue 16): a sequencer per contract on the one order-flow path, the
 * mark price, and the calls of the futures API.
 */
export function createFuturesService(deps: FuturesServiceDeps) {
  const { db, now } = deps;
  /** The sequencers of the contracts this process owns now (issue 28). */
  const sequencers = new Map<string, FuturesSequencer>();
  /** Every contract's settings as last read (for views of contracts another process owns). */
  const contractMarkets = new Map<string, FuturesMarket>();
  const mirrors = new Map<string, DepthSnapshot>();
  const mirrorTimers = new Map<string, NodeJS.Timeout>();
  let closing = false;
  /** Set once start() has armed the waiting triggers; a contract gained later arms its own. */
  let triggersReady = false;
  let unlisten: (() => void) | undefined;
  const marks = new Map<string, MarkTrack>();
  const tradeListeners = new Set<(symbol: string, trades: readonly SpotTradeRecord[]) => void>();
  const bookListeners = new Set<(symbol: string) => void>();
  const lastPrice = new Map<string, string>();
  /** Premium samples since the last funding, per contract (one a second), and when that funding was. */
  const premiums = new Map<string, Rate[]>();
  const funding = new Map<string, { interval: number; last: number; rate: string; inFlight?: Promise<FundingSettled | undefined> }>();
  let timer: NodeJS.Timeout | undefined;
  let accountsOf: FuturesAccounts | undefined;
  /** Index prices pinned by /api/dev/futures/index (development only: e2e tests move the mark). */
  const pinnedIndex = new Map<string, string>();
  /** Positions with a liquidation in flight (user:symbol:side), so one is never submitted twice. */
  const liquidating = new Set<string>();
  const liquidationKey = (userId: number, symbol: string, side: 'long' | 'short') => `${userId}:${symbol}:${side}`;
  /** Every position and cross account by liquidation price (liquidation-watch.ts). */
  const watch = new LiquidationWatch({
    markets: () => [...sequencers.values()].flatMap((s) => s.kind.view() ?? []),
    mark: (symbol) => markOf(symbol),
    exempt: (userId) => userId === accountsOf?.insurance,
    busy: (userId, symbol, side) => liquidating.has(liquidationKey(userId, symbol, side)),
  });
  /** The mark each contract's entries were last checked at, and the brackets they were computed with. */
  const watchedMarks = new Map<string, Price>();
  const watchedBrackets = new Map<string, string>();

  const reaches = (u: number) => (deps.reachesUser ?? (() => true))(u);

  function publish(plan: FuturesPlan) {
    const m = plan.market;
    // The liquidation entries of every account whose positions, margins or balance changed.
    for (const u of plan.users) watch.touch(u);
    for (const p of plan.positions) watch.touch(p.userId);
    for (const d of plan.deleveraged) watch.touch(d.userId);
    const brackets = JSON.stringify(m.contract.brackets, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
    if (watchedBrackets.get(m.symbol) !== brackets) {
      // An operator changed the maintenance table: every entry of the contract is recomputed.
      if (watchedBrackets.has(m.symbol)) for (const p of sequencerOf(m.symbol).kind.view()?.positions.values() ?? []) watch.touch(p.userId);
      watchedBrackets.set(m.symbol, brackets);
    }
    for (const o of [...plan.created, ...plan.changed]) if (reaches(o.userId)) deps.publishToUser(o.userId, { type: 'futures_order', order: orderView(o, m) });
    for (const u of plan.users)
      if (reaches(u)) {
        deps.publishToUser(u, { type: 'futures_position', symbol: m.symbol });
        deps.publishToUser(u, { type: 'balance', account: 'futures', currencies: [m.quote] });
      }
    const safely = (f: () => void) => {
      try {
        f();
      } catch (err) {
        deps.log(err, `futures ${m.symbol}: a feed listener failed`);
      }
    };
    // One notice per position and batch, at the average price: a cascade deleverages the same
    // position hundreds of times a batch, each piece at its own bankruptcy price.
    const reduced = new Map<string, { userId: number; lots: number; value: bigint }>();
    for (const d of plan.deleveraged) {
      const key = `${d.userId}:${d.side}`;
      const r = reduced.get(key) ?? { userId: d.userId, lots: 0, value: 0n };
      r.lots += d.lots;
      r.value += BigInt(d.lots) * d.price;
      reduced.set(key, r);
    }
    for (const r of reduced.values())
      sendNotice({
        userId: r.userId,
        kind: 'futures_deleveraged',
        params: { symbol: m.symbol, size: formatLots(m.contract, lots(r.lots)), price: fixedText(asPrice(r.value / BigInt(r.lots)), m.pricePrecision) },
      });
    // TP/SL set at opening go on the position once their order fills.
    for (const o of [...plan.created, ...plan.changed])
      if (o.tpsl !== null && o.dealLots > 0) void triggers.attachOpening(o).catch((err) => deps.log(err, `futures ${m.symbol}: TP/SL of order ${o.id} failed`));
    for (const p of plan.positions)
      if (p.size === 0) void triggers.positionClosed(p.userId, m.symbol, p.side).catch((err) => deps.log(err, `futures ${m.symbol}: TP/SL cancel failed`));
    if (plan.prints.length > 0) {
      lastPrice.set(m.symbol, plan.prints[plan.prints.length - 1]!.price);
      triggers.onPrice(m.symbol, 'last', asPrice(fixedOf(plan.prints[plan.prints.length - 1]!.price)));
      for (const l of tradeListeners) safely(() => l(m.symbol, plan.prints));
    }
    if (plan.created.length + plan.changed.length > 0) for (const l of bookListeners) safely(() => l(m.symbol));
    if (deps.broker) {
      if (plan.prints.length > 0) deps.broker.publish(eventSubject('futures', m.symbol), { trades: plan.prints } satisfies ContractEvent);
      if (plan.created.length + plan.changed.length > 0) sendBook(m.symbol);
    }
  }

  /** Tells the other processes the contract's book, at most every MIRROR_MS (real time: a push pace). */
  function sendBook(symbol: string, at_once = false) {
    if (!deps.broker || mirrorTimers.has(symbol)) return;
    const send = () => {
      mirrorTimers.delete(symbol);
      const depth = sequencers.get(symbol)?.kind.depth(MIRROR_LEVELS);
      if (depth) deps.broker!.publish(eventSubject('futures', symbol), { depth } satisfies ContractEvent);
    };
    if (at_once) return send();
    const t = setTimeout(send, MIRROR_MS);
    t.unref();
    mirrorTimers.set(symbol, t);
  }

  /** What the owner of a contract this process does not hold told it: fed to the local listeners. */
  function onEvent(symbol: string, e: ContractEvent) {
    if (sequencers.has(symbol)) return;
    const safely = (f: () => void) => {
      try {
        f();
      } catch (err) {
        deps.log(err, `futures ${symbol}: a feed listener failed`);
      }
    };
    if (e.trades?.length) {
      lastPrice.set(symbol, e.trades[e.trades.length - 1]!.price);
      for (const l of tradeListeners) safely(() => l(symbol, e.trades!));
    }
    if (e.depth) {
      mirrors.set(symbol, e.depth);
      for (const l of bookListeners) safely(() => l(symbol));
    }
    if (e.mark !== undefined && e.index !== undefined) {
      const mark = asPrice(BigInt(e.mark));
      marks.set(symbol, { state: marks.get(symbol)?.state ?? INITIAL_MARK_PRICE_STATE, mark, index: asPrice(BigInt(e.index)) });
    }
  }

  /** Fills the mirror of a contract another process owns (start, a handover). */
  async function askBook(symbol: string): Promise<void> {
    if (!deps.broker || closing || sequencers.has(symbol)) return;
    try {
      const depth = await owner.route<DepthSnapshot | null>(symbol, { op: 'depth' }, async () => null);
      if (depth && !sequencers.has(symbol)) onEvent(symbol, { depth });
    } catch {
      // Nobody holds it yet: its owner sends the book when it opens it.
    }
  }

  /** Opens a contract this process now owns: its book and positions, its funding clock, its watch entries. */
  async function openContract(symbol: string, fence: ((tx: Tx) => Promise<void>) | undefined): Promise<FuturesSequencer> {
    const accounts = accountsOf!;
    const s = createFuturesSequencer(symbol, {
      db,
      ledger: deps.ledger,
      accounts,
      mark: markOf,
      index: indexOf,
      now,
      onCommit: publish,
      log: deps.log,
      fence,
      onDeposed: () => owner.deposed(symbol),
    });
    await s.sequencer.restore();
    const view = s.kind.view();
    if (view) contractMarkets.set(symbol, view.market);
    const row = await repo.contract(db, symbol);
    if (row) {
      const [t] = await repo.recentTrades(db, symbol, 1);
      if (t) lastPrice.set(symbol, t.price);
      // A first start counts its first interval from now, not from the epoch.
      const last = row.lastFundingTime || Math.floor(now() / row.fundingIntervalMs) * row.fundingIntervalMs;
      funding.set(symbol, { interval: row.fundingIntervalMs, last, rate: row.lastFundingRate });
    }
    sequencers.set(symbol, s);
    mirrors.delete(symbol);
    // Triggers and TP/SL fire at the contract's owner, on its prices (the API sends them here).
    if (triggersReady) await triggers.load(symbol);
    for (const p of view?.positions.values() ?? []) if (p.size > 0) watch.touch(p.userId);
    return s;
  }

  /** Drops a contract this process no longer owns, after its queued batches. */
  async function closeContract(symbol: string, s: FuturesSequencer): Promise<void> {
    sequencers.delete(symbol);
    await s.sequencer.close();
    // Its owner-only work stops here: marks, funding and the watch's pass over it.
    marks.delete(symbol);
    funding.delete(symbol);
    watchedMarks.delete(symbol);
    triggers.unload(symbol);
    void askBook(symbol);
  }

  const owner = createMarketOwner<FuturesSequencer>({
    kind: 'futures',
    cluster: deps.cluster,
    broker: deps.broker,
    log: deps.log,
    open: openContract,
    close: closeContract,
    serve: (_symbol, s, body) => served(s, body),
  });

  function sequencerOf(symbol: string): FuturesSequencer {
    const s = sequencers.get(symbol);
    if (s) return s;
    if (!contractMarkets.has(symbol)) throw new AppError('CONTRACT_UNKNOWN', symbol);
    throw new AppError('MARKET_BUSY', `futures ${symbol}: owned by another process`);
  }

  /** The contract's settings: the owner's live ones, else as last read (another process owns it). */
  function marketOf(symbol: string): FuturesMarket {
    const market = sequencers.get(symbol)?.kind.view()?.market ?? contractMarkets.get(symbol);
    if (!market) throw new AppError('CONTRACT_UNKNOWN', symbol);
    return market;
  }

  /** A contract's index now: the pinned one (development), else the oracle's; undefined without one. */
  function indexOf(symbol: string): Price | undefined {
    const text = pinnedIndex.get(symbol) ?? deps.indexPrice(symbol);
    const index = text === undefined ? null : parseFixed(trim8(text));
    return index === null || index <= 0n ? undefined : asPrice(index);
  }

  /**
   * Samples every contract's mark price (engine mark-price.ts: the median of index + capped average
   * basis, the funding basis price and the last price, the cap from the contract's brackets), and
   * pushes the index tick.
   */
  function sampleMarks(): void {
    const t = now();
    for (const [symbol, s] of sequencers) {
      const index = indexOf(symbol);
      const view = s.kind.view();
      if (index === undefined || !view) continue;
      const tick = view.market.contract.tickSize;
      const bid = view.book.bestBid();
      const ask = view.book.bestAsk();
      const bidPrice = bid === undefined ? undefined : asPrice(BigInt(bid) * tick);
      const askPrice = ask === undefined ? undefined : asPrice(BigInt(ask) * tick);
      const track = marks.get(symbol) ?? { state: INITIAL_MARK_PRICE_STATE, mark: index, index };
      const f = funding.get(symbol);
      const interval = f?.interval ?? 8 * 3_600_000;
      const last = lastPrice.get(symbol);
      const next = sampleMarkPrice({ bestBid: bidPrice, bestAsk: askPrice }, track.state, DEFAULT_MARK_PRICE_SETTINGS, {
        index,
        lastPrice: last === undefined ? undefined : asPrice(fixedOf(last)),
        fundingRate: asRate(parseFixed(trim8(f?.rate ?? '0')) ?? 0n),
        untilFundingMs: Math.floor(t / interval) * interval + interval - t,
        fundingIntervalMs: interval,
        basisCap: basisCapFor(view.market.contract.brackets),
      });
      marks.set(symbol, { state: next.state, mark: next.mark, index });
      triggers.onPrice(symbol, 'mark', next.mark);
      // The other processes value positions at the owner's mark (views of this contract there).
      deps.broker?.publish(eventSubject('futures', symbol), { mark: String(next.mark), index: String(index) } satisfies ContractEvent);
      const samples = premiums.get(symbol) ?? [];
      samples.push(premiumIndex(index, bidPrice, askPrice));
      // At most one interval of samples (8 h at one a second).
      if (samples.length > 86_400) samples.shift();
      premiums.set(symbol, samples);
      deps.publish(futuresChannels.indexTick(symbol), {
        pair: symbol,
        close: displayIndexPrice(index),
        mark: fixedText(next.mark, view.market.pricePrecision),
      });
    }
  }

  const markOf = (symbol: string): Price | undefined => marks.get(symbol)?.mark;

  /** The funding rate the next settlement would use now (average premium plus interest, clamped). */
  const predictedRate = (symbol: string): Rate => fundingRate(averagePremium(premiums.get(symbol) ?? []), DEFAULT_FUNDING_SETTINGS);

  /**
   * Settles the funding of every contract whose interval has ended since its last funding: one
   * sequencer command each, written with the payments (so it is paid once, across restarts).
   */
  let intervalsReadAt = 0;
  async function settleDueFunding(): Promise<FundingSettled[]> {
    const settled: FundingSettled[] = [];
    const t = now();
    // An operator may change a contract's interval (admin page): it is read again once a minute.
    if (t - intervalsReadAt >= 60_000) {
      intervalsReadAt = t;
      for (const row of await repo.contracts(db)) {
        const f = funding.get(row.symbol);
        if (f) f.interval = row.fundingIntervalMs;
      }
    }
    await Promise.all(
      [...funding].map(async ([symbol, f]) => {
        if (!f.inFlight) {
          const due = Math.floor(t / f.interval) * f.interval;
          if (due <= f.last || !marks.has(symbol)) return;
          f.inFlight = settleFunding(symbol, f, due)
            .catch((err) => (deps.log(err, `futures ${symbol}: funding failed`), undefined))
            .finally(() => (f.inFlight = undefined));
        }
        // A settlement already running (the timer's) is waited for and answered as this call's.
        const done = await f.inFlight;
        if (done) settled.push(done);
      }),
    );
    return settled;
  }

  async function settleFunding(symbol: string, f: { last: number; rate: string }, due: number): Promise<FundingSettled | undefined> {
    const rate = predictedRate(symbol);
    const r = await submit(symbol, { type: 'funding', userId: 0, time: due, rate });
    if (r.ok && 'funding' in r) {
      f.last = due;
      f.rate = formatFixed(rate);
      premiums.set(symbol, []);
      return { symbol, ...r.funding };
    }
    if (!r.ok) {
      // Already settled (by an earlier process): take the stored time.
      const row = await repo.contract(db, symbol);
      if (row) f.last = row.lastFundingTime;
    }
    return undefined;
  }

  function answer(r: FuturesCommandResult, market: FuturesMarket): FuturesOrder | UserSettings {
    if (!r.ok) throw new AppError(r.key);
    if ('order' in r) return orderView(r.order, market);
    if ('settings' in r) return r.settings;
    throw new Error('unreachable');
  }

  async function submit(symbol: string, command: FuturesCommand): Promise<FuturesCommandResult> {
    return sequencerOf(symbol).sequencer.submit(command);
  }

  /**
   * One pass of the watch at a time: a call while a pass runs (the timer's, during a cascade) is
   * answered by one more pass after it, which sees what the running one submitted as busy. Two
   * passes side by side would each work out every account the mark crossed.
   */
  let pass: Promise<void> | null = null;
  let passAfter: Promise<void> | null = null;
  function checkLiquidations(): Promise<void> {
    if (!pass) {
      pass = watchPass().finally(() => (pass = null));
      return pass;
    }
    passAfter ??= pass
      .catch(() => undefined)
      .then(() => {
        passAfter = null;
        return checkLiquidations();
      });
    return passAfter;
  }

  /**
   * Liquidation watch (issue 16 part 6), after every mark sample: an isolated position whose margin
   * no longer covers its maintenance at the mark, and every cross position of an account whose
   * equity (balance plus the unrealised PnL of all its cross positions) no longer covers their
   * maintenance. Each goes to its contract's sequencer, which checks again at its own mark.
   * Nothing is scanned: the watch (liquidation-watch.ts) holds every position and cross account by
   * liquidation price, recomputes only the accounts touched since the last pass (one balance read
   * for all of them), and a mark visits only the entries it crossed.
   */
  async function watchPass(): Promise<void> {
    const t = now();
    for (const symbol of sequencers.keys()) {
      const mark = markOf(symbol);
      if (mark !== undefined && watchedMarks.get(symbol) !== mark) {
        // A contract's first mark: its holders had no entries there yet (no mark to value them at).
        if (!watchedMarks.has(symbol)) for (const p of sequencerOf(symbol).kind.view()?.positions.values() ?? []) if (p.size > 0) watch.touch(p.userId);
        watchedMarks.set(symbol, mark);
        watch.markMoved(symbol);
      }
    }
    const dirty = watch.takeDirty(t);
    if (dirty.length > 0) {
      const wallets = await deps.ledger.balancesFor(dirty, 'futures', ['USDT']);
      const balances = new Map(wallets.map((w) => [w.userId, fixedOf(w.available) + fixedOf(w.frozen)]));
      for (const u of dirty) watch.recompute(u, money(balances.get(u) ?? 0n));
    }
    for (const symbol of sequencers.keys()) {
      const mark = markOf(symbol);
      if (mark === undefined) continue;
      const due = watch.dueAt(symbol, mark);
      for (const p of due.isolated) liquidate(symbol, p, { pnl: 0n, maintenance: 0n });
      const liquidated = new Set(due.cross.map((c) => c.userId));
      for (const w of due.warn) if (!liquidated.has(w.userId)) warnIfClose(w.userId, w.balance, w.legs.map((x) => x.m));
      for (const { legs } of due.cross)
        for (const x of legs) {
          const others = legs.filter((y) => y.market.symbol !== x.market.symbol);
          liquidate(x.market.symbol, x.p, {
            pnl: others.reduce((sum, y) => sum + scaledUnrealisedPnl(y.m.contract, y.m.position, y.m.mark), 0n),
            maintenance: others.reduce((sum, y) => sum + scaledPositionMaintenance(y.m), 0n),
          });
        }
    }
  }

  /** When a user was last warned that their cross margin ratio passed 80% (epoch ms). */
  const warned = new Map<number, number>();
  const WARNING_RATIO = 80_000_000n; // 80%
  const WARNING_EVERY_MS = 5 * 60_000;

  /** Pushes a warning when a cross account's margin ratio reaches 80% (at most every 5 minutes). */
  function warnIfClose(userId: number, balance: Money, positions: readonly MarkedPosition[]): void {
    const ratio = crossMarginRatio(balance, positions);
    if (ratio !== null && ratio < WARNING_RATIO) return;
    const t = now();
    if (t - (warned.get(userId) ?? -Infinity) < WARNING_EVERY_MS) return;
    warned.set(userId, t);
    deps.publishToUser(userId, { type: 'futures_margin_warning', margin_ratio: ratio === null ? '1.00000000' : formatFixed(ratio) } as never);
  }

  /**
   * Liquidation and deleveraging notices are queued and go out in batches, one statement at a time:
   * a cascade's thousands of notices cost a few inserts, and do not take the database pool from
   * the sequencers still closing positions.
   */
  type QueuedNotice = { userId: number; kind: FuturesNoticeKind; params: Record<string, string> };
  const noticeQueue: QueuedNotice[] = [];
  let noticesSending: Promise<void> | undefined;
  function pumpNotices(): void {
    if (noticesSending || noticeQueue.length === 0) return;
    const batch = noticeQueue.splice(0, NOTICE_BATCH);
    noticesSending = deps
      .notifyMany(batch)
      .then(
        () => undefined,
        (err: unknown) => deps.log(err, `futures: ${batch.length} liquidation notices failed`),
      )
      .finally(() => {
        noticesSending = undefined;
        pumpNotices();
      });
  }
  function sendNotice(notice: QueuedNotice): void {
    noticeQueue.push(notice);
    // After the current turn: the notices of one batch's commit go out together.
    if (noticeQueue.length === 1) queueMicrotask(pumpNotices);
  }
  /** Resolves once every queued notice has gone out (tests read the notices right after a liquidation). */
  async function noticesSent(): Promise<void> {
    while (noticesSending || noticeQueue.length > 0) {
      pumpNotices();
      await noticesSending;
    }
  }
  /** Liquidations submitted and not yet answered, with their notices queued. */
  const inFlight = new Set<Promise<void>>();

  function liquidate(symbol: string, p: PositionState, others: { pnl: bigint; maintenance: bigint }): void {
    const key = liquidationKey(p.userId, symbol, p.side);
    if (liquidating.has(key)) return;
    liquidating.add(key);
    const done = submit(symbol, { type: 'liquidate', userId: p.userId, side: p.side, others })
      .then((r) => {
        if (!r.ok || !('liquidation' in r)) return;
        const market = marketOf(symbol);
        const l = r.liquidation;
        sendNotice({
          userId: l.userId,
          kind: 'futures_liquidated',
          params: {
            symbol,
            size: formatLots(market.contract, l.size),
            mark: fixedText(l.markPrice, market.pricePrecision),
            price: fixedText(l.bankruptcyPrice, market.pricePrecision),
          },
        });
      })
      .catch((err) => deps.log(err, `futures ${symbol}: liquidation of user ${p.userId} failed`))
      .finally(() => {
        liquidating.delete(key);
        inFlight.delete(done);
      });
    inFlight.add(done);
  }

  /** Users found verified, until when (a minute): an order costs no identity read of its own. */
  const verified = new Map<number, number>();
  async function requireTrader(userId: number): Promise<void> {
    if ((verified.get(userId) ?? 0) > now()) return;
    if (!(await deps.mayTrade(userId))) throw new AppError('FUTURES_NOT_VERIFIED');
    verified.set(userId, now() + 60_000);
  }

  async function ownOrder(userId: number, id: string): Promise<FuturesOrderRow> {
    const n = Number(id);
    const row = Number.isSafeInteger(n) ? await repo.orderById(db, n) : undefined;
    if (!row || row.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  const viewOfRow = (row: FuturesOrderRow): FuturesOrder => {
    const market = marketOf(row.symbol);
    return orderView(orderOfRow(row, market), market);
  };

  /** A user's positions, from the sequencers' in-memory state (the only writer of positions). */
  function positionsOf(userId: number, symbol?: string): { market: FuturesMarket; p: PositionState; pendingClose: number }[] {
    const out: { market: FuturesMarket; p: PositionState; pendingClose: number }[] = [];
    for (const [sym, s] of sequencers) {
      if (symbol && sym !== symbol) continue;
      const view = s.kind.view();
      if (!view) continue;
      for (const side of ['long', 'short'] as const) {
        const p = view.positions.get(`${userId}:${side}`);
        if (!p || p.size <= 0) continue;
        let pending = 0;
        for (const o of view.live.values()) if (o.userId === userId && isClosing(o.direction) && positionSideOf(o.direction) === side) pending += openLots(o);
        out.push({ market: view.market, p, pendingClose: pending });
      }
    }
    return out;
  }

  /**
   * A user's positions in every contract: the owned ones from memory, those another process owns
   * as committed in the database (the owner writes each batch before it answers), with the
   * closing orders still open on them.
   */
  async function allPositionsOf(userId: number, symbol?: string): Promise<{ market: FuturesMarket; p: PositionState; pendingClose: number }[]> {
    const out = positionsOf(userId, symbol);
    const elsewhere = (sym: string) => !sequencers.has(sym) && contractMarkets.has(sym) && (!symbol || sym === symbol);
    if (![...contractMarkets.keys()].some(elsewhere)) return out;
    const [rows, open] = await Promise.all([repo.positionsOfUser(db, userId, symbol), repo.openOrdersOfUser(db, userId)]);
    for (const r of rows) {
      if (!elsewhere(r.symbol)) continue;
      const market = contractMarkets.get(r.symbol)!;
      const p = positionOfRow(r, market);
      if (p.size <= 0) continue;
      let pending = 0;
      for (const o of open) {
        if (o.symbol !== r.symbol) continue;
        const st = orderOfRow(o, market);
        if (isClosing(st.direction) && positionSideOf(st.direction) === p.side) pending += openLots(st);
      }
      out.push({ market, p, pendingClose: pending });
    }
    return out;
  }

  async function walletOf(userId: number) {
    const b = await deps.ledger.balance(userId, 'futures', 'USDT');
    return { available: money(fixedOf(b.available)), frozen: money(fixedOf(b.frozen)) };
  }

  function marked(market: FuturesMarket, p: PositionState): MarkedPosition | null {
    const mark = markOf(market.symbol);
    if (mark === undefined) return null;
    return { contract: market.contract, position: { side: p.side, size: p.size, entryValue: p.entryValue }, mark };
  }

  const feed: SpotMarketFeed = {
    onTrades(listener) {
      tradeListeners.add(listener);
      return () => tradeListeners.delete(listener);
    },
    onBookChange(listener) {
      bookListeners.add(listener);
      return () => bookListeners.delete(listener);
    },
    depth: (symbol, limit) => {
      const s = sequencers.get(symbol);
      if (s) return s.kind.depth(limit);
      const m = mirrors.get(symbol);
      return m && { ...m, bids: m.bids.slice(0, limit), asks: m.asks.slice(0, limit) };
    },
    owns: (symbol) => sequencers.has(symbol),
    pushesHere: (symbol) => !deps.fanout || sequencers.has(symbol),
  };

  /** Places an order through the contract's sequencer (here or at its owner), answering its view (no identity check). */
  function placeAs(userId: number, body: PlaceFuturesOrderBody): Promise<FuturesOrder> {
    return owner.route(body.symbol, { op: 'place', userId, body }, () => placeHere(userId, body));
  }

  async function placeHere(userId: number, body: PlaceFuturesOrderBody): Promise<FuturesOrder> {
    const market = marketOf(body.symbol);
    if (body.take_profit || body.stop_loss) {
      const s = (await repo.settingsOf(db, [userId], body.symbol)).get(userId) ?? DEFAULT_SETTINGS;
      await triggers.checkOpening(userId, body, s.leverage);
    }
    const r = await submit(body.symbol, { type: 'place', userId, body });
    if (r.ok && 'duplicateOf' in r) {
      const row = await repo.orderByClientId(db, r.duplicateOf.userId, r.duplicateOf.clientOrderId);
      if (!row) throw new AppError('MARKET_BUSY', 'duplicate client order id vanished');
      return viewOfRow(row);
    }
    return answer(r, market) as FuturesOrder;
  }

  const triggers = createTriggers({
    db,
    now,
    market: marketOf,
    priceOf: (symbol, by) => {
      const last = lastPrice.get(symbol);
      return by === 'last' && last !== undefined ? asPrice(fixedOf(last)) : markOf(symbol);
    },
    position: (userId, symbol, side) => {
      const found = positionsOf(userId, symbol).find((x) => x.p.side === side);
      return found ? { p: found.p, pendingClose: found.pendingClose } : undefined;
    },
    placeOrder: placeAs,
    publishToUser: (userId, push) => deps.publishToUser(userId, push as never),
    notify: (notice) => sendNotice(notice),
    log: deps.log,
  });

  /**
   * The commands users send, as the owner of the contract runs them (issue 28): each public call
   * below runs these here when this process owns the contract, else sends them to the owner.
   */
  const here = {
    place: (a: { userId: number; body: PlaceFuturesOrderBody }) => placeHere(a.userId, a.body),
    async cancel(a: { userId: number; orderId: string }): Promise<FuturesOrder> {
      const row = await ownOrder(a.userId, a.orderId);
      if (!isOpenStatus(row.status as FuturesOrder['status'])) throw new AppError('ORDER_NOT_OPEN');
      return answer(await submit(row.symbol, { type: 'cancel', userId: a.userId, orderId: row.id }), marketOf(row.symbol)) as FuturesOrder;
    },
    async close(a: { userId: number; symbol: string; side: 'long' | 'short' }): Promise<FuturesOrder> {
      const { userId, symbol, side } = a;
      const found = positionsOf(userId, symbol).find((x) => x.p.side === side);
      if (!found) throw new AppError('NO_POSITION');
      const closable = closableQty({ side, size: found.p.size, entryValue: found.p.entryValue }, lots(found.pendingClose));
      if (closable <= 0) throw new AppError('CLOSE_EXCEEDS_CLOSABLE');
      const quantity = formatLots(found.market.contract, closable);
      const r = await submit(symbol, { type: 'place', userId, body: { symbol, direction: side === 'long' ? 'close_long' : 'close_short', type: 'market', quantity } });
      return answer(r, found.market) as FuturesOrder;
    },
    async leverage(a: { userId: number; symbol: string; leverage: number }): Promise<UserSettings> {
      return answer(await submit(a.symbol, { type: 'leverage', userId: a.userId, leverage: a.leverage }), marketOf(a.symbol)) as UserSettings;
    },
    async margin(a: { userId: number; body: AdjustFuturesMarginBody }): Promise<FuturesPositionView> {
      const { userId, body } = a;
      const m = marketOf(body.symbol);
      const amount = parseFixed(body.amount);
      if (amount === null || amount <= 0n) throw new AppError('INVALID_AMOUNT');
      const r = await submit(body.symbol, { type: 'margin', userId, side: body.side, delta: money(body.action === 'add' ? amount : -amount) });
      if (!r.ok) throw new AppError(r.key);
      const view = (await api.positions(userId, m.symbol)).find((p) => p.side === body.side);
      if (!view) throw new AppError('NO_POSITION');
      return view;
    },
    trigger_place: (a: { userId: number; body: PlaceFuturesTriggerBody; locale: Locale }) => triggers.place(a.userId, a.body, a.locale),
    trigger_cancel: (a: { userId: number; id: string; locale: Locale }) => triggers.cancel(a.userId, a.id, a.locale),
    tpsl: (a: { userId: number; body: SetFuturesTpslBody; locale: Locale }) => triggers.setTpsl(a.userId, a.body, a.locale),
    async margin_mode(a: { userId: number; symbol: string; marginMode: MarginMode }): Promise<UserSettings> {
      return answer(await submit(a.symbol, { type: 'margin_mode', userId: a.userId, marginMode: a.marginMode }), marketOf(a.symbol)) as UserSettings;
    },
  };

  /** A command another process sent to this contract's owner (this process). */
  async function served(s: FuturesSequencer, body: MarketRequest): Promise<unknown> {
    if (body.op === 'depth') return s.kind.depth(MIRROR_LEVELS) ?? null;
    const run = here[body.op as keyof typeof here] as ((a: unknown) => Promise<unknown>) | undefined;
    if (!run) throw new AppError('MARKET_BUSY', `futures: unknown operation ${body.op}`);
    return run(body);
  }

  /** The triggers as the API uses them: placed, cancelled and set at the contract's owner, where they fire. */
  const routedTriggers: typeof triggers = {
    ...triggers,
    place: (userId, body, locale) => owner.route(body.symbol, { op: 'trigger_place', userId, body, locale }, () => triggers.place(userId, body, locale)),
    async cancel(userId, id, locale) {
      const symbol = await triggers.symbolOf(userId, id);
      return owner.route(symbol, { op: 'trigger_cancel', userId, id, locale }, () => triggers.cancel(userId, id, locale));
    },
    setTpsl: (userId, body, locale) => owner.route(body.symbol, { op: 'tpsl', userId, body, locale }, () => triggers.setTpsl(userId, body, locale)),
  };

  const api = {
    feed,
    triggers: routedTriggers,

    /** Creates the default contracts, rebuilds every book and starts sampling mark prices. */
    async start(): Promise<void> {
      const pairs = (await deps.pairs()).filter((p) => p.contract_status === 1);
      await repo.insertContracts(db, pairs.map((p, i) => defaultContract(p, i)));
      accountsOf = await deps.platformIds();
      // Every contract's lease is asked for; the books of those this process holds open in the round.
      for (const row of await repo.contracts(db)) {
        contractMarkets.set(row.symbol, marketOfRow(row));
        const [t] = await repo.recentTrades(db, row.symbol, 1);
        if (t) lastPrice.set(row.symbol, t.price);
        owner.own(row.symbol);
      }
      await owner.settled();
      unlisten = deps.broker?.listen(eventSubject('futures', '*'), (e: ContractEvent, subject) => onEvent(subject.slice(eventSubject('futures', '').length), e));
      for (const symbol of contractMarkets.keys()) {
        if (sequencers.has(symbol)) sendBook(symbol, true);
        else await askBook(symbol);
      }
      await triggers.start();
      triggersReady = true;
      sampleMarks();
      timer = setInterval(() => {
        sampleMarks();
        void settleDueFunding();
        void checkLiquidations().catch((err) => deps.log(err, 'futures: liquidation watch failed'));
      }, MARK_SAMPLE_MS);
      timer.unref();
    },

    async close(): Promise<void> {
      closing = true;
      if (timer) clearInterval(timer);
      unlisten?.();
      for (const t of mirrorTimers.values()) clearTimeout(t);
      await owner.closeAll();
    },

    /** The contracts this process owns now. */
    held: () => owner.held(),

    /** Samples the mark prices now (tests move the oracle, then call this instead of waiting a second). */
    sampleMarks,
    settleDueFunding,
    /** Runs the liquidation watch now and waits until the liquidations it submitted have committed (tests, bench). */
    async checkLiquidations(): Promise<void> {
      await checkLiquidations();
      await Promise.all([...sequencers.values()].map((s) => s.sequencer.idle()));
      await Promise.all([...inFlight]);
    },
    /** Resolves once the liquidation and deleveraging notices queued so far have gone out (tests). */
    noticesSent,
    markOf,
    /** A contract's index price now (the demo maker quotes around it, not around the mark). */
    indexOf,
    /** Every contract (whichever process owns it). */
    symbols: () => [...contractMarkets.keys()],

    /**
     * Pins a contract's index at a price, or releases it (null); samples the marks, lets the
     * triggers place their orders and runs the liquidation watch at once (dev route, e2e tests).
     */
    async pinIndex(symbol: string, price: string | null): Promise<{ mark_price: string }> {
      const market = marketOf(symbol);
      if (price === null) pinnedIndex.delete(symbol);
      else pinnedIndex.set(symbol, price);
      sampleMarks();
      await triggers.settled();
      await checkLiquidations();
      await Promise.all([...sequencers.values()].map((s) => s.sequencer.idle()));
      await Promise.all([...inFlight]);
      const mark = markOf(symbol);
      return { mark_price: mark === undefined ? '0' : fixedText(mark, market.pricePrecision) };
    },
    /**
     * A transfer out of the futures wallet is about to be made: the user's liquidation entries are
     * recomputed on every pass for the next few seconds, until the wallet's entry has committed.
     */
    transferringOut(userId: number): void {
      watch.touchUntil(userId, now() + 5_000);
    },

    async contracts(ticks: (symbol: string) => { open: string; high: string; low: string; vol: string; increase: string } | undefined): Promise<FuturesContractView[]> {
      const rows = await repo.contracts(db);
      return rows.map((row) => {
        const market = marketOfRow(row);
        const track = marks.get(row.symbol);
        const t = ticks(row.symbol);
        const interval = row.fundingIntervalMs;
        return {
          symbol: row.symbol,
          base: row.base,
          quote: row.quote,
          tick_size: trimZeros(row.tickSize),
          step_size: trimZeros(row.stepSize),
          min_qty: trimZeros(row.minQty),
          price_precision: row.pricePrecision,
          qty_precision: row.qtyPrecision,
          maker_fee_rate: trimZeros(row.makerFeeRate),
          taker_fee_rate: trimZeros(row.takerFeeRate),
          max_leverage: row.brackets[0]?.max_leverage ?? 1,
          brackets: row.brackets,
          trading: row.trading === 1,
          price_band: trimZeros(row.priceBand),
          last_price: lastPrice.has(row.symbol) ? fixedText(fixedOf(lastPrice.get(row.symbol)!), market.pricePrecision) : null,
          mark_price: track ? fixedText(track.mark, market.pricePrecision) : '0',
          index_price: track ? displayIndexPrice(track.index) : '0',
          // The rate the next funding would use now; it settles at the end of the interval.
          funding_rate: formatFixed(predictedRate(row.symbol)),
          next_funding_time: Math.floor(now() / interval) * interval + interval,
          open_24h: t?.open ?? null,
          high_24h: t?.high ?? null,
          low_24h: t?.low ?? null,
          volume_24h: t?.vol ?? '0',
          change_24h: t?.increase ?? '0',
        };
      });
    },

    async placeOrder(userId: number, body: PlaceFuturesOrderBody): Promise<FuturesOrder> {
      await requireTrader(userId);
      return placeAs(userId, body);
    },

    /** Trigger orders and TP/SL need the same permission as orders. */
    requireTrader,

    async cancelOrder(userId: number, orderId: string): Promise<FuturesOrder> {
      const row = await ownOrder(userId, orderId);
      if (!isOpenStatus(row.status as FuturesOrder['status'])) throw new AppError('ORDER_NOT_OPEN');
      return owner.route(row.symbol, { op: 'cancel', userId, orderId }, () => here.cancel({ userId, orderId }));
    },

    /** Quick close: a market close of everything closable on one side. */
    async closePosition(userId: number, symbol: string, side: 'long' | 'short'): Promise<FuturesOrder> {
      marketOf(symbol);
      return owner.route(symbol, { op: 'close', userId, symbol, side }, () => here.close({ userId, symbol, side }));
    },

    async setLeverage(userId: number, symbol: string, leverage: number): Promise<UserSettings> {
      await requireTrader(userId);
      marketOf(symbol);
      return owner.route(symbol, { op: 'leverage', userId, symbol, leverage }, () => here.leverage({ userId, symbol, leverage }));
    },

    /** Adds margin to an isolated position or takes some out; answers the position. */
    async adjustMargin(userId: number, body: AdjustFuturesMarginBody): Promise<FuturesPositionView> {
      await requireTrader(userId);
      marketOf(body.symbol);
      return owner.route(body.symbol, { op: 'margin', userId, body }, () => here.margin({ userId, body }));
    },

    async setMarginMode(userId: number, symbol: string, marginMode: MarginMode): Promise<UserSettings> {
      await requireTrader(userId);
      marketOf(symbol);
      return owner.route(symbol, { op: 'margin_mode', userId, symbol, marginMode }, () => here.margin_mode({ userId, symbol, marginMode }));
    },

    async currentOrders(userId: number, q: { symbol?: string; page: number; page_size: number }): Promise<FuturesOrderPage> {
      const { rows, total } = await repo.page(db, repo.currentWhere(userId, q.symbol), q.page, q.page_size);
      return { list: rows.map(viewOfRow), total };
    },

    async history(userId: number, q: { symbol?: string; direction?: string; days: number; page: number; page_size: number }): Promise<FuturesOrderPage> {
      const since = new Date(now() - q.days * DAY_MS);
      const { rows, total } = await repo.page(db, repo.historyWhere(userId, { symbol: q.symbol, direction: q.direction, since }), q.page, q.page_size);
      return { list: rows.map(viewOfRow), total };
    },

    /** One user's orders of a contract, oldest first (the Binance API's allOrders). */
    async ordersOf(userId: number, symbol: string, q: { fromId?: number; startTime?: number; endTime?: number; limit: number }): Promise<FuturesOrder[]> {
      marketOf(symbol);
      return (await repo.ordersOfUser(db, userId, symbol, q)).map(viewOfRow);
    },

    /**
     * One user's fills of a contract, oldest first (the Binance API's userTrades): a fill between two
     * orders of the same user is one row per side. The order's direction says the side and position.
     */
    async tradesOf(
      userId: number,
      symbol: string,
      q: { orderId?: number; fromId?: number; startTime?: number; endTime?: number; limit: number },
    ): Promise<FuturesUserTrade[]> {
      const m = marketOf(symbol);
      const trades = await repo.tradesOfUser(db, userId, symbol, q);
      const orders = new Map((await repo.ordersByIds(db, [...new Set(trades.flatMap((t) => [t.makerOrderId, t.takerOrderId]))])).map((o) => [o.id, o]));
      const out: FuturesUserTrade[] = [];
      for (const t of trades) {
        for (const maker of [true, false]) {
          const orderId = maker ? t.makerOrderId : t.takerOrderId;
          const order = orders.get(orderId);
          if (!order || order.userId !== userId) continue;
          if (q.orderId !== undefined && orderId !== q.orderId) continue;
          out.push({
            id: String(t.id),
            order_id: String(orderId),
            direction: order.direction as FuturesOrder['direction'],
            price: fixedText(fixedOf(t.price), m.pricePrecision),
            quantity: fixedText(fixedOf(t.quantity), m.qtyPrecision),
            fee: trimZeros(maker ? t.makerFee : t.takerFee),
            profit: trimZeros(maker ? t.makerProfit : t.takerProfit),
            maker,
            time: t.createdAt.getTime(),
          });
        }
      }
      return out.slice(0, q.limit);
    },

    /** The fundings a contract settled in a time range, oldest first (the newest `limit` without a start). */
    async fundingHistory(symbol: string, range: { startTime?: number; endTime?: number; limit: number }): Promise<{ time: number; rate: string }[]> {
      marketOf(symbol);
      return (await repo.fundingHistory(db, symbol, range)).map((r) => ({ time: r.time, rate: trimZeros(r.rate) }));
    },

    async detail(userId: number, orderId: string): Promise<FuturesOrderDetail> {
      const row = await ownOrder(userId, orderId);
      const deals = await repo.dealsOf(db, row.id);
      return {
        ...viewOfRow(row),
        deals: deals.map((t) => {
          const maker = t.makerOrderId === row.id;
          return {
            id: String(t.id),
            time: t.createdAt.getTime(),
            price: trimZeros(t.price),
            quantity: trimZeros(t.quantity),
            fee: trimZeros(maker ? t.makerFee : t.takerFee),
            profit: trimZeros(maker ? t.makerProfit : t.takerProfit),
            maker,
          };
        }),
      };
    },

    async positions(userId: number, symbol?: string): Promise<FuturesPositionView[]> {
      const wallet = await walletOf(userId);
      const all = await allPositionsOf(userId);
      const balance = money(wallet.available + wallet.frozen);
      const views: FuturesPositionView[] = [];
      for (const { market, p, pendingClose } of all) {
        if (symbol && market.symbol !== symbol) continue;
        const m = marked(market, p);
        if (!m) continue;
        const position = m.position;
        const others = all.filter((x) => x.p !== p && x.p.marginMode === 'cross').flatMap((x) => marked(x.market, x.p) ?? []);
        const liq =
          p.marginMode === 'isolated'
            ? isolatedLiquidationPrice(market.contract, position, p.margin)
            : crossLiquidationPrice(market.contract, position, balance, others);
        const v = describePosition(position, {
          contract: market.contract,
          mark: m.mark,
          leverage: asLeverage(p.leverage),
          marginMode: p.marginMode,
          isolatedMargin: p.margin,
          pendingCloseQty: lots(pendingClose),
          liquidationPrice: liq,
        });
        views.push({ ...v, margin: formatFixed(p.margin) } as FuturesPositionView);
      }
      return views;
    },

    async account(userId: number, symbol?: string): Promise<FuturesAccount> {
      const wallet = await walletOf(userId);
      const balance = money(wallet.available + wallet.frozen);
      const open = await repo.openOrdersOfUser(db, userId);
      const orderMargin = open.reduce((sum, o) => sum + fixedOf(o.frozen), 0n);
      const all = await allPositionsOf(userId);
      const positionMargin = all.reduce((sum, x) => sum + x.p.margin, 0n);
      const pnl = all.reduce((sum, x) => {
        const mark = markOf(x.market.symbol);
        return mark === undefined ? sum : sum + unrealisedPnl(x.market.contract, { side: x.p.side, size: x.p.size, entryValue: x.p.entryValue }, mark);
      }, 0n);
      const crossMarked = all.filter((x) => x.p.marginMode === 'cross').flatMap((x) => marked(x.market, x.p) ?? []);
      const ratio = crossMarked.length > 0 ? crossMarginRatio(balance, crossMarked) : null;
      const crossLoss = crossMarked.reduce((sum, p) => sum + unrealisedPnl(p.contract, p.position, p.mark), 0n);
      const available = money(maxBig(0n, wallet.available + (crossLoss < 0n ? crossLoss : 0n)));
      let settings: FuturesAccount['settings'] = null;
      if (symbol) {
        const market = marketOf(symbol);
        const s = (await repo.settingsOf(db, [userId], symbol)).get(userId) ?? DEFAULT_SETTINGS;
        const mark = markOf(symbol);
        const maxFor = (side: 'long' | 'short') => {
          if (mark === undefined) return '0';
          const held = all.find((x) => x.market.symbol === symbol && x.p.side === side);
          const heldNotional = held ? notionalOf(market.contract, mark, held.p.size) : money(0n);
          return formatLots(market.contract, maxOpenableQty(market.contract, { available, leverage: asLeverage(s.leverage), at: mark, heldNotional }));
        };
        settings = { symbol, leverage: s.leverage, margin_mode: s.marginMode, max_open_long: maxFor('long'), max_open_short: maxFor('short') };
      }
      return {
        currency: 'USDT',
        balance: formatFixed(balance),
        available: formatFixed(available),
        order_margin: formatFixed(orderMargin),
        position_margin: formatFixed(positionMargin),
        unrealised_pnl: formatFixed(pnl),
        equity: formatFixed(balance + pnl),
        margin_ratio: ratio === null ? null : formatFixed(ratio),
        transferable: formatFixed(available),
        settings,
      };
    },

    depth(symbol: string, limit: number): DepthSnapshot {
      marketOf(symbol);
      return feed.depth(symbol, limit) ?? { symbol, bids: [], asks: [], ts: now() };
    },

    async recentTrades(symbol: string, limit: number): Promise<TradePrint[]> {
      const rows = await repo.recentTrades(db, symbol, limit);
      const m = marketOf(symbol);
      return rows.map((t) => ({
        id: String(t.id),
        price: fixedText(fixedOf(t.price), m.pricePrecision),
        quantity: fixedText(fixedOf(t.quantity), m.qtyPrecision),
        side: t.takerSide as 'buy' | 'sell',
        time: t.createdAt.getTime(),
      }));
    },

    /** What the futures wallet may send out now (transfers): available less cross losses. */
    async transferable(userId: number): Promise<Money> {
      return money(fixedOf((await this.account(userId)).transferable));
    },
  };
  return api;
}

export type FuturesService = ReturnType<typeof createFuturesService>;

/** A user's fill of one of their orders (one side of a trade). */
export interface FuturesUserTrade {
  id: string;
  order_id: string;
  direction: FuturesOrder['direction'];
  price: string;
  quantity: string;
  fee: string;
  profit: string;
  maker: boolean;
  time: number;
}

/** One contract's funding as a settlement paid it: the interval's end, the rate and the mark it used. */
export interface FundingSettled {
  symbol: string;
  time: number;
  rate: Rate;
  mark: Price;
  paid: Money;
}


