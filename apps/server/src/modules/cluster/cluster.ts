import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import * as leases from './repository';

export { exchangeId } from './repository';

/*
 * One exchange on several processes (issue 28): each market's sequencer and each timer is held by
 * exactly one live process at a time through a lease in the database. On the embedded database
 * there is one process, and it holds everything from the start without asking.
 */

export interface LeaseHandlers {
  /** This process now holds the lease: start what it guards (open the book, start the timer). */
  gained(token: number): void | Promise<void>;
  /** It no longer does (expired, taken over, handed over at a stop): stop that work now. */
  lost(): void | Promise<void>;
}

export interface WantOptions {
  /**
   * Names of one group are spread over the live members: a process holds at most its fair share
   * (the group's size over the members, rounded up) and hands over what it holds beyond that.
   */
  group?: string;
}

/** A write of a holder the lease has since gone to another process: the database refused it. */
export class Deposed extends Error {
  constructor(name: string) {
    super(`lease ${name} is held by another process`);
    this.name = 'Deposed';
  }
}

export interface Cluster {
  /** This process, as its leases name it. */
  readonly holder: string;
  /** Whether other processes may share the database (PostgreSQL), so leases are asked for. */
  readonly shared: boolean;
  /** Whether this process takes part in holding (false for ROLE=api: `want` does nothing). */
  readonly engine: boolean;
  want(name: string, handlers: LeaseHandlers, opts?: WantOptions): void;
  holds(name: string): boolean;
  /** The leases this process holds now, by name (for /readyz). */
  held(): string[];
  /** Inside a writer's transaction: throws Deposed unless the lease is still this holding's. */
  fence(tx: DbOrTx, name: string, token: number): Promise<void>;
  /** Runs a lease round now (the timer runs one a second) and answers once its handlers have run. */
  refresh(): Promise<void>;
  /** Stops every guarded work and hands the leases over (graceful shutdown). */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  db: Db;
  shared: boolean;
  /** Whether this process takes part in holding (ROLE=api holds nothing and runs no timer). */
  engine: boolean;
  ttlMs?: number;
  renewMs?: number;
  log?: (err: unknown, msg: string) => void;
}

interface Wanted {
  name: string;
  handlers: LeaseHandlers;
  group?: string;
  token?: number;
  /** Local time (performance.now) until which the last renewal keeps the lease ours. */
  until: number;
  /** Handler calls of one lease run one after another. */
  chain: Promise<void>;
}

export const LEASE_TTL_MS = 3000;
export const LEASE_RENEW_MS = 1000;
const MEMBER_PREFIX = 'member:';

export function createCluster(opts: ClusterOptions): Cluster {
  const ttl = opts.ttlMs ?? LEASE_TTL_MS;
  const every = opts.renewMs ?? LEASE_RENEW_MS;
  const log = opts.log ?? ((err, msg) => console.error(msg, err));
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const wanted = new Map<string, Wanted>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const run = (w: Wanted, step: () => void | Promise<void>, what: string) => {
    w.chain = w.chain.then(step).catch((err) => log(err, `cluster: ${what} of ${w.name} failed`));
    return w.chain;
  };
  const gain = (w: Wanted, token: number) => {
    w.token = token;
    return run(w, () => w.handlers.gained(token), 'starting');
  };
  const lose = (w: Wanted) => {
    if (w.token === undefined) return w.chain;
    w.token = undefined;
    return run(w, () => w.handlers.lost(), 'stopping');
  };

  /**
   * One round, in three statements whatever the number of leases: renew this member and what it
   * holds, read who holds the rest, then take free leases up to the fair share.
   */
  async function tick(): Promise<void> {
    if (stopped) return;
    const started = performance.now();
    const member = MEMBER_PREFIX + holder;
    const mine = [...wanted.values()].filter((w) => w.token !== undefined);
    // Refused: another process has it now. Unanswered (the database is away): ours until it expires.
    const renewed = await leases.renew(opts.db, [member, ...mine.map((w) => w.name)], holder, ttl).catch(() => undefined);
    for (const w of mine) {
      if (renewed?.get(w.name) === w.token) w.until = started + ttl;
      else if (renewed || performance.now() > w.until) await lose(w);
    }
    if (!renewed) return;
    if (!renewed.has(member)) await leases.acquire(opts.db, member, holder, ttl);
    const free = [...wanted.values()].filter((w) => w.token === undefined);
    const rows = await leases.leasesLike(opts.db, MEMBER_PREFIX, free.map((w) => w.name));
    const taken = new Set(rows.filter((r) => r.live && !r.name.startsWith(MEMBER_PREFIX)).map((r) => r.name));
    const members = Math.max(1, rows.filter((r) => r.live && r.name.startsWith(MEMBER_PREFIX)).length);
    const groups = new Map<string, Wanted[]>();
    for (const w of wanted.values()) if (w.group) groups.set(w.group, [...(groups.get(w.group) ?? []), w]);
    const share = (group: Wanted[]) => Math.ceil(group.length / members);
    for (const w of free) {
      if (stopped) return;
      if (taken.has(w.name)) continue;
      const group = w.group ? groups.get(w.group)! : undefined;
      if (group && group.filter((g) => g.token !== undefined).length >= share(group)) continue;
      const token = await leases.acquire(opts.db, w.name, holder, ttl);
      if (token !== undefined) {
        w.until = started + ttl;
        void gain(w, token);
      }
    }
    // A process holding more than its share (another joined) hands one over a round.
    for (const group of groups.values()) {
      const held = group.filter((g) => g.token !== undefined);
      if (held.length > share(group)) {
        const w = held[held.length - 1]!;
        await lose(w);
        await leases.release(opts.db, w.name, holder);
      }
    }
  }

  const schedule = () => {
    round = round.then(tick).catch((err) => log(err, 'cluster: a lease round failed'));
    return round;
  };

  const cluster: Cluster = {
    holder,
    shared: opts.shared,
    engine: opts.engine,
    want(name, handlers, o = {}) {
      if (!opts.engine || stopped || wanted.has(name)) return;
      const w: Wanted = { name, handlers, group: o.group, until: 0, chain: Promise.resolve() };
      wanted.set(name, w);
      if (!opts.shared) {
        void gain(w, 0);
        return;
      }
      if (!timer) {
        timer = setInterval(schedule, every);
        timer.unref();
      }
      void schedule();
    },
    holds: (name) => wanted.get(name)?.token !== undefined,
    held: () => [...wanted.values()].filter((w) => w.token !== undefined).map((w) => w.name),
    async fence(tx, name, token) {
      if (!opts.shared) return;
      if (!(await leases.stillHeld(tx, name, holder, token))) throw new Deposed(name);
    },
    async refresh() {
      if (opts.shared && !stopped) await schedule();
      await Promise.all([...wanted.values()].map((w) => w.chain));
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
      for (const w of wanted.values()) {
        const held = w.token !== undefined;
        await lose(w);
        if (held && opts.shared) await leases.release(opts.db, w.name, holder).catch((err) => log(err, `cluster: handing ${w.name} over failed`));
      }
      if (opts.shared) await leases.release(opts.db, MEMBER_PREFIX + holder, holder).catch(() => undefined);
    },
  };
  return cluster;
}
