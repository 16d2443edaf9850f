import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Deposed } from '../cluster/cluster';

/**
 * What a market kind (spot today, futures next) plugs into the one sequencer (ARCHITECTURE 6).
 * The sequencer owns the order of things; the kind owns its book, its reads, its settlement rules
 * and its tables.
 */
export interface MarketKind<Command, Input, Plan, Result> {
  /** Rebuilds the market's in-memory state (its book) from what has committed. */
  restore(): Promise<void>;
  /**
   * The batch's reads, inside its transaction: what the plan needs to judge every command
   * (settings, balances, taken ids). The reads may be sent before `begin` has been answered (they
   * queue behind it on the connection); the sequencer waits for `begin` before anything is written.
   */
  read(tx: Tx, commands: readonly Command[]): Promise<Input>;
  /**
   * Applies the commands to the engine and turns the events into the batch's settlement plan: a
   * pure function of the state and the input (no I/O). A command that cannot be settled is
   * rejected here, as a result in the plan, and changes nothing.
   */
  settle(input: Input, commands: readonly Command[]): Plan;
  /**
   * The one writer: the whole plan as part of the batch's transaction. Throws WriteConflict when
   * a guard only the database can judge refused (money another module spent between the read and
   * the write); any other throw is an infrastructure fault.
   */
  write(tx: Tx, plan: Plan): Promise<void>;
  /** Each command's answer, in command order, once the plan has committed. */
  answers(plan: Plan): Result[];
  /** Tells the rest of the server what the committed plan changed (pushes, market data). */
  publish(plan: Plan): void;
  /**
   * Optional: how many of the queued commands the next batch takes (MAX_BATCH when undefined). A
   * kind may take more of a command that locks only its own few rows (a liquidation cascade),
   * where fewer, larger transactions are what keeps up.
   */
  batchSize?(queued: readonly Command[]): number | undefined;
}

/**
 * The database moved under the batch between its read and its write (a balance spent by another
 * module, a client order id taken by another market's sequencer): the batch is rolled back and
 * runs again from fresh reads, which the plan then judges.
 */
export class WriteConflict extends Error {
  constructor(detail: string) {
    super(`write conflict: ${detail}`);
    this.name = 'WriteConflict';
  }
}

export interface SequencerDeps {
  /** Runs the body in one transaction (db/pipelined-transaction.ts); `begun` as in MarketKind.read. */
  transaction<T>(body: (tx: Tx, begun: Promise<void>) => Promise<T>): Promise<T>;
  log: (err: unknown, msg: string) => void;
  /**
   * Inside every batch's transaction, before anything is written: throws Deposed unless this
   * process still holds the market's lease (its fencing token, modules/cluster). It runs beside the
   * batch's reads, and the lease row stays locked until the commit, so no takeover slips between.
   */
  fence?: (tx: Tx) => Promise<void>;
  /** A batch was refused by the fence: another process owns the market now (drop the book). */
  onDeposed?: () => void;
  /** Tests only: runs inside the batch transaction after the plan, before the write. */
  beforeWrite?: (tx: Tx) => Promise<void>;
  /** Tests only: runs inside the batch transaction just before it commits. */
  beforeCommit?: (tx: Tx) => Promise<void>;
  /** Tests only: a batch was rolled back and runs again (a write conflict or a deadlock). */
  onRerun?: (err: unknown) => void;
}

interface Pending<Command, Result> {
  command: Command;
  resolve: (r: Result) => void;
  reject: (e: unknown) => void;
}

/** At most this many commands share one transaction, so one batch never holds locks for long. */
const MAX_BATCH = 256;
/** Runs of one batch before its callers get an error (the first and two reruns). */
const MAX_RUNS = 3;

/**
 * The sequencer of one market (ARCHITECTURE 6): the only writer of its orders and trades. Commands
 * queue while a batch commits; the next batch takes everything queued and goes one way:
 * read → engine → plan → write → commit → answer → publish. If the transaction fails, the book is
 * restored from what committed; a write conflict or a deadlock runs the same batch again from
 * fresh reads, anything else answers every caller of the batch with MARKET_BUSY.
 */
export class MarketSequencer<Command, Input, Plan, Result> {
  private queue: Pending<Command, Result>[] = [];
  private running: Promise<void> | null = null;
  private restored = false;
  private closed = false;

  constructor(
    readonly name: string,
    private readonly kind: MarketKind<Command, Input, Plan, Result>,
    private readonly deps: SequencerDeps,
  ) {}

  /** Rebuilds the market's state from the database (server start). */
  async restore(): Promise<void> {
    await this.kind.restore();
    this.restored = true;
  }

  submit(command: Command): Promise<Result> {
    if (this.closed) return Promise.reject(new AppError('MARKET_BUSY', 'shutting down'));
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject });
      if (!this.running) this.running = this.drain();
    });
  }

  /** Takes no new commands and resolves once every queued one has been committed (or failed). */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  /** Resolves once every queued command has been committed (or failed). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const size = this.kind.batchSize?.(this.queue.map((p) => p.command)) ?? MAX_BATCH;
        await this.runBatch(this.queue.splice(0, Math.max(1, size)));
      }
    } finally {
      this.running = null;
    }
  }

  private async runBatch(batch: Pending<Command, Result>[]): Promise<void> {
    const commands = batch.map((p) => p.command);
    let plan: Plan | undefined;
    for (let run = 1; plan === undefined; run++) {
      try {
        plan = await this.commit(commands);
      } catch (err) {
        if (err instanceof Deposed) {
          // Nothing was written; the book is another process's now and this one is dropped.
          this.closed = true;
          for (const p of batch) p.reject(new AppError('MARKET_BUSY', String(err)));
          for (const p of this.queue.splice(0)) p.reject(new AppError('MARKET_BUSY', String(err)));
          this.deps.onDeposed?.();
          return;
        }
        // The book may hold the failed batch's changes: it goes back to what committed.
        this.restored = false;
        await this.restore().catch((e) => this.deps.log(e, `${this.name}: restoring the book failed`));
        if (run < MAX_RUNS && rerunnable(err)) {
          this.deps.onRerun?.(err);
          continue;
        }
        this.deps.log(err, `${this.name}: batch of ${batch.length} failed`);
        for (const p of batch) p.reject(new AppError('MARKET_BUSY', String(err)));
        return;
      }
    }
    const answers = this.kind.answers(plan);
    batch.forEach((p, i) => p.resolve(answers[i]!));
    this.kind.publish(plan);
  }

  /** One transaction: read, plan (the engine runs here), write; resolves once committed. */
  private async commit(commands: readonly Command[]): Promise<Plan> {
    if (!this.restored) await this.restore();
    const { fence } = this.deps;
    return this.deps.transaction(async (tx, begun) => {
      const input = fence ? (await Promise.all([this.kind.read(tx, commands), fence(tx)]))[0] : await this.kind.read(tx, commands);
      await begun;
      const plan = this.kind.settle(input, commands);
      await this.deps.beforeWrite?.(tx);
      await this.kind.write(tx, plan);
      await this.deps.beforeCommit?.(tx);
      return plan;
    });
  }
}

/**
 * A write conflict, or a deadlock or serialization failure that PostgreSQL broke by rolling the
 * transaction back (two markets' batches paying the same users in opposite orders): nothing was
 * committed, so the same commands may run again.
 */
function rerunnable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof WriteConflict) return true;
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}
