import { randomBytes } from 'node:crypto';
import {
  ICO_ENDING_SOON_MS,
  type AdminIcoProject,
  type AdminIcoProjectSave,
  type IcoLottery,
  type IcoMine,
  type IcoOrdersBody,
  type IcoProject,
  type IcoStatus,
  type IcoSubStatus,
  type IcoSubscription,
  type IcoSubscriptionPage,
  type IcoThawResult,
} from '@aurelix/shared/schemas/ico';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import type { Leg, JournalEntryInput } from '../ledger/entry';
import type { Ledger } from '../ledger/service';
import type { PlatformService } from '../platform/service';
import { costOf, drawLots, scheduleProblem, settle, sha256Hex, thawDue } from './lottery';
import { icoRepository as repo, type ProjectRow, type SubscriptionRow } from './repository';

/** Where the payments and the new tokens sit: the user's ICO wallet. */
export const ICO_ACCOUNT = 'ico' as const;
/** The ledger reference of every freeze, settlement, allocation and release of a subscription. */
export const ICO_REF_TYPE = 'ico_subscription';

export interface IcoServiceDeps {
  db: Db;
  ledger: Ledger;
  platform: Pick<PlatformService, 'ensureCurrency' | 'addPair' | 'currencyList'>;
  /** The user ids of system:world (where new tokens come from) and the project account (where the raise goes). */
  platformIds: () => Promise<{ world: number; raise: number }>;
  now: () => number;
}

const fmt = (d: Decimal.Value) => normalizeDecimal(new Decimal(d));
const offeredLots = (p: Pick<ProjectRow, 'totalSupply' | 'lotSize'>) => new Decimal(p.totalSupply).div(p.lotSize).floor().toNumber();

export function statusOf(p: Pick<ProjectRow, 'startAt' | 'endAt' | 'allocatedAt'>, now: number): IcoStatus {
  if (p.allocatedAt !== null || now >= p.endAt) return 'ended';
  if (now < p.startAt) return 'upcoming';
  return p.endAt - now <= ICO_ENDING_SOON_MS ? 'ending_soon' : 'in_progress';
}

function subStatus(s: SubscriptionRow, p: ProjectRow): IcoSubStatus {
  if (p.allocatedAt === null) return 'holding';
  return new Decimal(s.tokensFrozen ?? 0).gt(s.released) ? 'to_settle' : 'settled';
}

/** The ICO service (issue 19): projects, subscribing, the allocation once, thawing, the admin. */
export function createIcoService(deps: IcoServiceDeps) {
  const { db, ledger, now } = deps;

  function projectView(p: ProjectRow, subscribed: number, at = now()): IcoProject {
    const offered = offeredLots(p);
    const status = statusOf(p, at);
    return {
      id: p.id,
      symbol: p.symbol,
      name: p.name,
      logo: p.logo,
      description: p.description,
      links: p.links,
      raise_currency: p.raiseCurrency,
      price: fmt(p.price),
      total_supply: fmt(p.totalSupply),
      lot_size: fmt(p.lotSize),
      offered_lots: offered,
      max_lots: p.maxLots,
      start_at: p.startAt,
      end_at: p.endAt,
      freeze_ratio: fmt(p.freezeRatio),
      thaw_schedule: p.thawSchedule,
      status,
      hot: subscribed > offered,
      subscribed_lots: subscribed,
      progress: new Decimal(subscribed).times(100).div(offered || 1).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
      remaining_ms: Math.max(0, p.endAt - at),
      seed_hash: p.seedHash,
      seed: p.allocatedAt === null ? null : p.seed,
      allocated: p.allocatedAt !== null,
      winning_rate:
        p.allocatedAt === null || subscribed === 0
          ? null
          : new Decimal(p.wonLots ?? 0).times(100).div(subscribed).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
      listed: p.allocatedAt !== null,
    };
  }

  async function subscribedOf(ids?: number[], on: DbOrTx = db) {
    const rows = await repo.totals(on, ids);
    return new Map(rows.map((r) => [r.projectId, r]));
  }

  async function loadProject(id: number, on: DbOrTx = db, lock?: 'share' | 'update') {
    const p = await repo.project(on, id, lock);
    if (!p) throw new AppError('ICO_PROJECT_NOT_FOUND');
    return p;
  }

  function subView(s: SubscriptionRow, p: ProjectRow, at: number) {
    const frozen = new Decimal(s.tokensFrozen ?? 0).minus(s.released);
    const due = p.allocatedAt === null ? new Decimal(0) : thawDue(s.tokensFrozen ?? 0, p.thawSchedule, p.endAt, at).minus(s.released);
    return {
      lots: s.lots,
      paid: fmt(s.paid),
      won_lots: s.wonLots ?? 0,
      consumption: fmt(s.consumption ?? 0),
      refund: fmt(s.refund ?? 0),
      tokens: fmt(s.tokens ?? 0),
      frozen: fmt(frozen),
      released: fmt(s.released),
      thawable: fmt(Decimal.max(due, 0)),
      status: subStatus(s, p),
    };
  }

  /** Subscribes `lots` more lots at `at` (the clock's now, or a demo's time inside the window). */
  async function subscribeAt(userId: number, projectId: number, lots: number, at: number) {
    return db.transaction(async (tx) => {
      // A share lock: subscriptions go side by side, the allocation (for update) waits for them.
      const p = await loadProject(projectId, tx, 'share');
      if (at < p.startAt) throw new AppError('ICO_NOT_STARTED');
      if (p.allocatedAt !== null || at >= p.endAt) throw new AppError('ICO_ENDED');
      if (lots > p.maxLots) throw new AppError('ICO_ABOVE_MAX');
      const cost = costOf(lots, p.lotSize, p.price);
      const row = await repo.addLots(tx, { projectId, userId, lots, cost: cost.toFixed(), maxLots: p.maxLots, now: at });
      if (!row) throw new AppError('ICO_ABOVE_MAX');
      try {
        await ledger.freeze(
          { userId, account: ICO_ACCOUNT, currency: p.raiseCurrency, amount: cost.toFixed(), reason: 'ico_subscribe', refType: ICO_REF_TYPE, refId: String(row.id), memo: `${p.symbol} ${lots}` },
          tx,
        );
      } catch (err) {
        if (err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE') throw new AppError('ICO_INSUFFICIENT_BALANCE');
        throw err;
      }
      return { id: row.id, lots: row.lots };
    });
  }

  /**
   * Allocates one project if its recruit has ended and it is not allocated yet, in one transaction
   * that holds the project's row lock: a second process (or a second call) waits, then finds it
   * allocated and does nothing; a crash rolls everything back and the next start allocates it.
   */
  async function allocate(projectId: number): Promise<boolean> {
    const ids = await deps.platformIds();
    return db.transaction(async (tx) => {
      const at = now();
      const p = await repo.project(tx, projectId, 'update');
      if (!p || p.allocatedAt !== null || p.endAt > at) return false;
      const subs = await repo.subscriptionsOfProject(tx, p.id);
      const offered = offeredLots(p);
      const won = drawLots(p.seed, offered, subs.map((s) => ({ id: s.id, lots: s.lots })));
      const entries: JournalEntryInput[] = [];
      let wonTotal = 0;
      for (const s of subs) {
        const w = won.get(s.id) ?? 0;
        wonTotal += w;
        const r = settle({ lots: s.lots, won: w, paid: s.paid, price: p.price, lotSize: p.lotSize, freezeRatio: p.freezeRatio });
        const ref = { refType: ICO_REF_TYPE, refId: String(s.id) };
        const cur = p.raiseCurrency;
        const money: Leg[] = [{ userId: s.userId, account: ICO_ACCOUNT, currency: cur, field: 'frozen', amount: new Decimal(s.paid).neg().toFixed() }];
        if (r.refund.gt(0)) money.push({ userId: s.userId, account: ICO_ACCOUNT, currency: cur, field: 'available', amount: r.refund.toFixed() });
        if (r.consumption.gt(0)) money.push({ userId: ids.raise, account: ICO_ACCOUNT, currency: cur, field: 'available', amount: r.consumption.toFixed() });
        entries.push({ reason: 'ico_settle', ...ref, memo: `${p.symbol} ${w}/${s.lots}`, legs: money });
        if (r.tokens.gt(0)) {
          const free = r.tokens.minus(r.frozen);
          const legs: Leg[] = [{ userId: ids.world, account: ICO_ACCOUNT, currency: p.symbol, field: 'available', amount: r.tokens.neg().toFixed() }];
          if (free.gt(0)) legs.push({ userId: s.userId, account: ICO_ACCOUNT, currency: p.symbol, field: 'available', amount: free.toFixed() });
          if (r.frozen.gt(0)) legs.push({ userId: s.userId, account: ICO_ACCOUNT, currency: p.symbol, field: 'frozen', amount: r.frozen.toFixed() });
          entries.push({ reason: 'ico_allocate', ...ref, memo: p.symbol, legs });
        }
        await repo.writeResult(tx, s.id, {
          wonLots: w,
          consumption: r.consumption.toFixed(),
          refund: r.refund.toFixed(),
          tokens: r.tokens.toFixed(),
          tokensFrozen: r.frozen.toFixed(),
          now: at,
        });
      }
      if (entries.length) await ledger.postManyIn(tx as Tx, entries);
      const subscribed = subs.reduce((n, s) => n + s.lots, 0);
      await repo.updateProject(tx, p.id, { allocatedAt: at, wonLots: wonTotal, subscribedLots: subscribed });
      // The new currency becomes a currency of the platform (platform owns the table).
      await deps.platform.ensureCurrency({ symbol: p.symbol, name: p.name, logo: p.logo, price: fmt(p.price), precision: 8 }, tx);
      return true;
    });
  }

  let saved: () => void = () => undefined;
  let allocating: Promise<number> | undefined;
  /** Allocates every project whose recruit has ended (the timer, a clock move, and each start). */
  function allocateDue(): Promise<number> {
    allocating ??= (async () => {
      try {
        let n = 0;
        for (const { id } of await repo.due(db, now())) if (await allocate(id)) n++;
        return n;
      } finally {
        allocating = undefined;
      }
    })();
    return allocating;
  }
  /** Resolves when no allocation is running (the app waits for it before closing the database). */
  const idle = () => (allocating ?? Promise.resolve(0)).then(() => undefined, () => undefined);

  async function validate(body: AdminIcoProjectSave & { freeze_ratio: string }) {
    if (body.end_at <= body.start_at) throw new AppError('ICO_BAD_TIMES');
    if (!new Decimal(body.total_supply).div(body.lot_size).isInteger()) throw new AppError('ICO_LOT_NOT_DIVIDING');
    if (scheduleProblem(body.freeze_ratio, body.thaw_schedule ?? [])) throw new AppError('ICO_BAD_THAW_SCHEDULE');
  }

  return {
    allocate,
    allocateDue,
    idle,
    /** Called after an operator's save (the plugin re-arms the allocation timer). */
    onSaved(fn: () => void) {
      saved = fn;
    },
    /** The earliest end of a project not allocated yet. */
    async nextEnd(): Promise<number | undefined> {
      return repo.nextEnd(db);
    },
    subscribeAt,
    projectView,

    /** Moves a project's recruit window (the demo's ended project is subscribed in its window first). */
    async moveWindow(id: number, startAt: number, endAt: number) {
      await repo.updateProject(db, id, { startAt, endAt });
    },

    async list(): Promise<IcoProject[]> {
      const at = now();
      const [rows, totals] = await Promise.all([repo.projects(db), subscribedOf()]);
      const order: Record<IcoStatus, number> = { ending_soon: 0, in_progress: 1, upcoming: 2, ended: 3 };
      return rows
        .map((p) => projectView(p, totals.get(p.id)?.lots ?? 0, at))
        .sort((a, b) => order[a.status] - order[b.status] || (a.status === 'ended' ? b.end_at - a.end_at : a.end_at - b.end_at));
    },

    async detail(id: number, userId?: number): Promise<{ project: IcoProject; mine: IcoMine | null }> {
      const at = now();
      const p = await loadProject(id);
      const totals = await subscribedOf([id]);
      const project = projectView(p, totals.get(id)?.lots ?? 0, at);
      if (userId === undefined) return { project, mine: null };
      const [s, bal] = await Promise.all([repo.subscriptionOf(db, id, userId), ledger.balance(userId, ICO_ACCOUNT, p.raiseCurrency)]);
      const lotCost = costOf(1, p.lotSize, p.price);
      const byMax = p.maxLots - (s?.lots ?? 0);
      const byBalance = new Decimal(bal.available).div(lotCost).floor().toNumber();
      const view = s
        ? subView(s, p, at)
        : { lots: 0, paid: '0', won_lots: 0, consumption: '0', refund: '0', tokens: '0', frozen: '0', released: '0', thawable: '0', status: null };
      return { project, mine: { ...view, available_lots: Math.max(0, Math.min(byMax, byBalance)), balance: bal.available } };
    },

    subscribe: (userId: number, projectId: number, lots: number) => subscribeAt(userId, projectId, lots, now()),

    /** Releases the frozen tokens the thaw schedule lets out by now (reason ico_release). */
    async thaw(userId: number, projectId: number): Promise<IcoThawResult> {
      return db.transaction(async (tx) => {
        const at = now();
        const p = await loadProject(projectId, tx);
        const s = await repo.subscriptionOf(tx, projectId, userId, true);
        if (!s) throw new AppError('ICO_PROJECT_NOT_FOUND');
        if (p.allocatedAt === null) throw new AppError('ICO_NOT_ALLOCATED');
        const due = thawDue(s.tokensFrozen ?? 0, p.thawSchedule, p.endAt, at).minus(s.released);
        if (due.lte(0)) throw new AppError('ICO_NOTHING_TO_THAW');
        await ledger.unfreeze(
          { userId, account: ICO_ACCOUNT, currency: p.symbol, amount: due.toFixed(), reason: 'ico_release', refType: ICO_REF_TYPE, refId: String(s.id), memo: p.symbol },
          tx,
        );
        await repo.addReleased(tx, s.id, due.toFixed(), at);
        return { released: fmt(due), symbol: p.symbol };
      });
    },

    async orders(userId: number, body: IcoOrdersBody): Promise<IcoSubscriptionPage> {
      const at = now();
      const page = body.page ?? 1;
      const size = body.page_size ?? 20;
      const { rows, total } = await repo.userSubscriptions(db, userId, {
        allocated: body.tab !== 'hold',
        withTokens: body.tab === 'tran',
        limit: size,
        offset: (page - 1) * size,
      });
      const list: IcoSubscription[] = rows.map(({ sub, project }) => {
        const v = subView(sub, project, at);
        const rate = sub.wonLots === null || sub.lots === 0 ? null : new Decimal(sub.wonLots).times(100).div(sub.lots).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
        return {
          ...v,
          id: sub.id,
          project_id: project.id,
          symbol: project.symbol,
          name: project.name,
          logo: project.logo,
          price: fmt(project.price),
          lot_size: fmt(project.lotSize),
          winning_rate: rate,
          end_at: project.endAt,
          created_at: sub.createdAt,
        };
      });
      return { list, total };
    },

    /** The public data of the lottery (see docs/ico.md). */
    async lottery(id: number): Promise<IcoLottery> {
      const p = await loadProject(id);
      const subs = await repo.subscriptionsOfProject(db, id);
      const allocated = p.allocatedAt !== null;
      return {
        id: p.id,
        seed_hash: p.seedHash,
        seed: allocated ? p.seed : null,
        offered_lots: offeredLots(p),
        allocated,
        subscriptions: subs.map((s) => ({ id: s.id, lots: s.lots, won_lots: allocated ? (s.wonLots ?? 0) : null })),
      };
    },

    // ---- admin ----

    async adminList(): Promise<AdminIcoProject[]> {
      const at = now();
      const [rows, totals] = await Promise.all([repo.projects(db), subscribedOf()]);
      return rows.map((p) => {
        const t = totals.get(p.id);
        return { ...projectView(p, t?.lots ?? 0, at), subscribers: t?.users ?? 0, raised: fmt(t?.consumption ?? 0) };
      });
    },

    /** Creates a project (a fresh secret seed, its sha256 published) or edits one not started yet. */
    async save(body: AdminIcoProjectSave & { freeze_ratio: string }, opts: { demoKey?: string } = {}): Promise<IcoProject> {
      await validate(body);
      const values = {
        symbol: body.symbol,
        name: body.name,
        logo: body.logo ?? '',
        description: body.description ?? '',
        links: body.links ?? [],
        price: body.price,
        totalSupply: body.total_supply,
        lotSize: body.lot_size,
        maxLots: body.max_lots,
        startAt: body.start_at,
        endAt: body.end_at,
        freezeRatio: body.freeze_ratio,
        thawSchedule: body.thaw_schedule ?? [],
      };
      const taken = await repo.projectBySymbol(db, body.symbol);
      if (taken && taken.id !== body.id) throw new AppError('ICO_SYMBOL_TAKEN');
      const currencies = await deps.platform.currencyList();
      if (!taken && currencies.list.some((c) => c.symbol === body.symbol)) throw new AppError('ICO_SYMBOL_TAKEN');
      if (body.id !== undefined) {
        const p = await loadProject(body.id);
        if (now() >= p.startAt || p.allocatedAt !== null) throw new AppError('ICO_PROJECT_STARTED');
        const row = await repo.updateProject(db, p.id, values);
        saved();
        return projectView(row!, 0);
      }
      const seed = randomBytes(32).toString('hex');
      const row = await repo.insertProject(db, { ...values, seed, seedHash: sha256Hex(seed), demoKey: opts.demoKey ?? null, createdAt: now() });
      if (!row) throw new AppError('ICO_SYMBOL_TAKEN');
      saved();
      return projectView(row, 0);
    },

    /** Lists {SYMBOL}_USDT on spot for an allocated project's currency. */
    async listPair(id: number): Promise<{ symbol: string }> {
      const p = await loadProject(id);
      if (p.allocatedAt === null) throw new AppError('ICO_NOT_ALLOCATED');
      const price = new Decimal(p.price);
      const decimals = Math.min(8, Math.max(2, price.decimalPlaces() + 2));
      const tick = new Decimal(1).div(new Decimal(10).pow(decimals));
      const added = await deps.platform.addPair({
        left: p.symbol,
        right: p.raiseCurrency,
        tickSize: tick.toFixed(),
        stepSize: '0.01',
        minQty: '0.01',
        minNotional: '1',
        pricePrecision: decimals,
        qtyPrecision: 2,
      });
      if (!added) throw new AppError('ICO_PAIR_EXISTS');
      return { symbol: `${p.symbol}_${p.raiseCurrency}` };
    },
  };
}

export type IcoService = ReturnType<typeof createIcoService>;
