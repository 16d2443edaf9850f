import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { MarketSequencer, WriteConflict, type MarketKind } from './market-sequencer';

/*
 * The one sequencer with a toy market kind: commands are numbers, the "book" is a running total,
 * the plan is the totals after each command. What is checked is the order of things: read, plan,
 * write, commit, answer, publish; what a failed or conflicting batch does to its callers and book.
 */

interface Plan {
  answers: number[];
  total: number;
}

function toyMarket(opts: { write?: (run: number) => void | Promise<void>; carry?: boolean; planned?: (commands: readonly number[]) => void } = {}) {
  const log: string[] = [];
  let committed = 0;
  let book = 0;
  let writes = 0;
  /** A toy transaction: what its write set commits with it. */
  interface ToyTx {
    pending?: number;
  }
  const kind: MarketKind<number, number, Plan, number> = {
    async restore() {
      log.push(`restore ${committed}`);
      book = committed;
    },
    // The "database" is what committed: a batch read beside an uncommitted one misses its total.
    async read(_tx, commands) {
      log.push(`read ${commands.join(',')}`);
      return committed;
    },
    settle(input, commands) {
      const answers = commands.map((c) => (book += c));
      log.push(`plan from ${input}`);
      opts.planned?.(commands);
      return { answers, total: book };
    },
    async write(tx, plan) {
      await opts.write?.(++writes);
      log.push('write');
      (tx as unknown as ToyTx).pending = plan.total;
    },
    answers: (plan) => plan.answers,
    publish: (plan) => log.push(`publish ${plan.total}`),
    ...(opts.carry
      ? {
          carry(input: number, previous: Plan) {
            log.push(`carry ${input} -> ${previous.total}`);
            return previous.total;
          },
        }
      : {}),
  };
  const sequencer = new MarketSequencer('toy', kind, {
    async transaction(body) {
      log.push('begin');
      const tx: ToyTx = {};
      try {
        const result = await body(tx as unknown as Tx, Promise.resolve());
        if (tx.pending !== undefined) committed = tx.pending;
        log.push('commit');
        return result;
      } catch (err) {
        log.push('rollback');
        throw err;
      }
    },
    log: (_err, msg) => log.push(`log: ${msg}`),
    onRerun: (err) => log.push(`rerun: ${(err as Error).name}`),
  });
  return { sequencer, log, committed: () => committed, book: () => book };
}

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Settles a promise into what its caller saw: the answer, or the error's key. */
const outcome = (p: Promise<number>) => p.then((n) => n, (e: AppError) => e.key);

describe('the market sequencer', () => {
  it('runs read, plan, write and commit before it answers and publishes; commands that arrive meanwhile share the next batch', async () => {
    const m = toyMarket();
    await m.sequencer.restore();
    const first = m.sequencer.submit(1).then((n) => {
      m.log.push(`answered ${n}`);
      return n;
    });
    const rest = [2, 3].map((c) => m.sequencer.submit(c));
    expect(await Promise.all([first, ...rest])).toEqual([1, 3, 6]);
    await m.sequencer.idle();
    expect(m.log).toEqual([
      'restore 0',
      'begin', 'read 1', 'plan from 0', 'write', 'commit', 'publish 1',
      'begin', 'read 2,3', 'answered 1', 'plan from 1', 'write', 'commit', 'publish 6',
    ]);
    expect(m.committed()).toBe(6);
  });

  it('answers every caller of a failed batch with MARKET_BUSY, publishes nothing and restores the book from what committed', async () => {
    const m = toyMarket({ write: (n) => { if (n === 2) throw new Error('disk full'); } });
    await m.sequencer.restore();
    const first = m.sequencer.submit(5);
    // Queued behind the first batch, so they share the second.
    const failed = [outcome(m.sequencer.submit(1)), outcome(m.sequencer.submit(2))];
    expect(await first).toBe(5);
    expect(await Promise.all(failed)).toEqual(['MARKET_BUSY', 'MARKET_BUSY']);
    expect(m.book()).toBe(5);
    expect(m.log.filter((l) => l.startsWith('publish'))).toEqual(['publish 5']);
    expect(m.log).toContain('log: toy: batch of 2 failed');
    // The next batch starts from the restored book.
    expect(await m.sequencer.submit(10)).toBe(15);
  });

  it('runs a batch again from fresh reads after a write conflict, and answers once', async () => {
    const m = toyMarket({ write: (n) => { if (n === 1) throw new WriteConflict('money spent meanwhile'); } });
    await m.sequencer.restore();
    expect(await m.sequencer.submit(4)).toBe(4);
    expect(m.log).toEqual([
      'restore 0',
      'begin', 'read 4', 'plan from 0', 'rollback', 'restore 0', 'rerun: WriteConflict',
      'begin', 'read 4', 'plan from 0', 'write', 'commit', 'publish 4',
    ]);
  });

  it('runs a batch again after a deadlock that PostgreSQL broke', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const m = toyMarket({ write: (n) => { if (n === 1) throw new Error('query failed', { cause: deadlock }); } });
    await m.sequencer.restore();
    expect(await m.sequencer.submit(2)).toBe(2);
    expect(m.log.filter((l) => l.startsWith('rerun'))).toEqual(['rerun: Error']);
  });

  it('gives up after three runs of a batch that keeps conflicting', async () => {
    let writes = 0;
    const m = toyMarket({ write: () => { writes++; throw new WriteConflict('always'); } });
    await m.sequencer.restore();
    expect(await outcome(m.sequencer.submit(3))).toBe('MARKET_BUSY');
    expect(writes).toBe(3);
    expect(m.book()).toBe(0);
  });

  it('takes no commands once closed, after finishing the queued ones', async () => {
    const m = toyMarket();
    await m.sequencer.restore();
    const queued = m.sequencer.submit(7);
    await m.sequencer.close();
    expect(await queued).toBe(7);
    expect(await outcome(m.sequencer.submit(1))).toBe('MARKET_BUSY');
  });

  describe('with carry (the next batch planned while the one before writes)', () => {
    /** Submits 1, then 2 and 3 while the first batch is planned and held before its write. */
    async function twoBatches(firstWrite: () => Promise<void>) {
      const held = gate();
      const aheadPlanned = gate();
      const m = toyMarket({
        carry: true,
        write: async (n) => {
          if (n === 1) {
            await held.opened;
            await firstWrite();
          }
        },
        planned: (commands) => commands.length === 2 && aheadPlanned.open(),
      });
      await m.sequencer.restore();
      const answers = [1, 2, 3].map((c) => outcome(m.sequencer.submit(c)));
      await aheadPlanned.opened;
      held.open();
      return { m, answers: await Promise.all(answers) };
    }

    it('reads and plans the next batch on top of the uncommitted one, writes it only after that one committed, and answers in order', async () => {
      const { m, answers } = await twoBatches(async () => undefined);
      expect(answers).toEqual([1, 3, 6]);
      await m.sequencer.idle();
      expect(m.log).toEqual([
        'restore 0',
        'begin', 'read 1', 'plan from 0',
        // The second batch read while the first had not committed: its read missed 1, carry adds it.
        'begin', 'read 2,3', 'carry 0 -> 1', 'plan from 1',
        'write', 'commit', 'publish 1',
        'write', 'commit', 'publish 6',
      ]);
      expect(m.committed()).toBe(6);
    });

    it('rolls the next batch back unwritten when the one before fails, and runs it again from the restored book', async () => {
      const { m, answers } = await twoBatches(async () => {
        throw new Error('disk full');
      });
      expect(answers).toEqual(['MARKET_BUSY', 2, 5]);
      await m.sequencer.idle();
      expect(m.log.filter((l) => l === 'write')).toHaveLength(1);
      expect(m.log.filter((l) => l.startsWith('publish'))).toEqual(['publish 5']);
      expect(m.committed()).toBe(5);
      expect(m.book()).toBe(5);
    });

    it('after a write conflict of the batch before, runs that batch again and then the next, each once', async () => {
      const { m, answers } = await twoBatches(async () => {
        throw new WriteConflict('money spent meanwhile');
      });
      expect(answers).toEqual([1, 3, 6]);
      await m.sequencer.idle();
      expect(m.log.filter((l) => l.startsWith('rerun'))).toEqual(['rerun: WriteConflict']);
      expect(m.log.filter((l) => l.startsWith('publish'))).toEqual(['publish 1', 'publish 6']);
      expect(m.committed()).toBe(6);
    });
  });
});
