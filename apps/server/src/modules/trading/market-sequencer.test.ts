import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Deposed } from '../cluster/cluster';
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

function toyMarket(
  opts: {
    write?: (run: number) => void;
    batchSize?: (queued: readonly number[]) => number | undefined;
    fence?: () => Promise<void>;
    onDeposed?: () => void;
  } = {},
) {
  const log: string[] = [];
  let committed = 0;
  let book = 0;
  let writes = 0;
  const kind: MarketKind<number, number, Plan, number> = {
    async restore() {
      log.push(`restore ${committed}`);
      book = committed;
    },
    async read(_tx, commands) {
      log.push(`read ${commands.join(',')}`);
      return book;
    },
    settle(input, commands) {
      const answers = commands.map((c) => (book += c));
      log.push(`plan from ${input}`);
      return { answers, total: book };
    },
    async write(_tx, plan) {
      log.push('write');
      opts.write?.(++writes);
      pending = plan.total;
    },
    answers: (plan) => plan.answers,
    publish: (plan) => log.push(`publish ${plan.total}`),
    ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
  };
  let pending = 0;
  const sequencer = new MarketSequencer('toy', kind, {
    async transaction(body) {
      log.push('begin');
      try {
        const result = await body({} as Tx, Promise.resolve());
        committed = pending;
        log.push('commit');
        return result;
      } catch (err) {
        log.push('rollback');
        throw err;
      }
    },
    log: (_err, msg) => log.push(`log: ${msg}`),
    onRerun: (err) => log.push(`rerun: ${(err as Error).name}`),
    ...(opts.fence ? { fence: opts.fence } : {}),
    ...(opts.onDeposed ? { onDeposed: opts.onDeposed } : {}),
  });
  return { sequencer, log, committed: () => committed, book: () => book };
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
      'begin', 'read 1', 'plan from 0', 'write', 'commit', 'publish 1', 'answered 1',
      'begin', 'read 2,3', 'plan from 1', 'write', 'commit', 'publish 6',
    ]);
    expect(m.committed()).toBe(6);
  });

  it('answers every caller of a failed batch with MARKET_BUSY, publishes nothing and restores the book from what committed', async () => {
    const m = toyMarket({ write: (n) => { if (n === 2) throw new Error('disk full'); } });
    await m.sequencer.restore();
    expect(await m.sequencer.submit(5)).toBe(5);
    const failed = [outcome(m.sequencer.submit(1)), outcome(m.sequencer.submit(2))];
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
      'begin', 'read 4', 'plan from 0', 'write', 'rollback', 'restore 0', 'rerun: WriteConflict',
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
    const m = toyMarket({ write: () => { throw new WriteConflict('always'); } });
    await m.sequencer.restore();
    expect(await outcome(m.sequencer.submit(3))).toBe('MARKET_BUSY');
    expect(m.log.filter((l) => l === 'write')).toHaveLength(3);
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

  it('lets the kind size a batch: here a run of even commands goes up to three a batch, anything else the default', async () => {
    const m = toyMarket({
      batchSize: (queued) => {
        let n = 0;
        while (n < queued.length && n < 3 && queued[n]! % 2 === 0) n++;
        return n > 0 ? n : undefined;
      },
    });
    await m.sequencer.restore();
    const first = m.sequencer.submit(1);
    const rest = [2, 4, 6, 8, 3, 5].map((c) => m.sequencer.submit(c));
    expect(await Promise.all([first, ...rest])).toEqual([1, 3, 7, 13, 21, 24, 29]);
    expect(m.log.filter((l) => l.startsWith('read'))).toEqual(['read 1', 'read 2,4,6', 'read 8', 'read 3,5']);
  });

  it('refuses a deposed batch before anything is written: MARKET_BUSY to its callers and those queued, no rerun, the book dropped', async () => {
    let held = true;
    let deposed = 0;
    const m = toyMarket({
      fence: async () => {
        if (!held) throw new Deposed('market:toy');
      },
      onDeposed: () => deposed++,
    });
    await m.sequencer.restore();
    expect(await outcome(m.sequencer.submit(5))).toBe(5);
    held = false;
    const answers = await Promise.all([m.sequencer.submit(1), m.sequencer.submit(2)].map(outcome));
    expect(answers).toEqual(['MARKET_BUSY', 'MARKET_BUSY']);
    expect(deposed).toBe(1);
    expect(m.committed()).toBe(5);
    expect(m.log.filter((l) => l === 'write')).toHaveLength(1);
    expect(m.log.some((l) => l.startsWith('rerun'))).toBe(false);
    // The sequencer takes nothing more: the market's next owner does.
    expect(await outcome(m.sequencer.submit(3))).toBe('MARKET_BUSY');
  });
});
