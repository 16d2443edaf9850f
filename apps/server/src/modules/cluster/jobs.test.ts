import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/database';
import type { Database } from '../../db/client';
import { createCluster, type Cluster } from './cluster';
import { runJob } from './jobs';

/*
 * A job's timer runs in one process at a time (issue 28), played by clusters on one database as in
 * cluster.test.ts; lease rounds by hand. The multi-process proof is test/cluster-jobs.test.ts.
 */

describe('jobs', () => {
  let database: Database;
  const started: Cluster[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const c of started.splice(0)) await c.stop();
  });
  afterAll(() => database.close());

  function processWithJob(name: string, events: string[], tag: string) {
    const c = createCluster({ db: database.db, shared: true, engine: true, renewMs: 3_600_000, log: () => undefined });
    started.push(c);
    const ready = runJob(c, name, {
      start: () => void events.push(`${tag} start`),
      stop: () => void events.push(`${tag} stop`),
    });
    return { c, ready };
  }
  const expire = (name: string) => database.db.execute(sql`UPDATE cluster_leases SET expires_at = clock_timestamp() - interval '1 second' WHERE name = ${name}`);

  it('starts the timer in one process only, and in the next one when the holder stalls', async () => {
    const events: string[] = [];
    const a = processWithJob('settle', events, 'a');
    const b = processWithJob('settle', events, 'b');
    // runJob answers after a lease round: the one that gained the lease has started its timer by then.
    await Promise.all([a.ready, b.ready]);
    expect(events).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      await a.c.refresh();
      await b.c.refresh();
    }
    expect(events).toHaveLength(1);
    const [first, second] = events[0] === 'a start' ? [a, b] : [b, a];
    expect(first.c.held()).toEqual(['job:settle']);
    expect(second.c.held()).toEqual([]);

    // The holder stalls past its lease: the other takes the job; the stalled one stops its timer at its next round.
    await expire('job:settle');
    await second.c.refresh();
    await first.c.refresh();
    const [x, y] = first === a ? ['a', 'b'] : ['b', 'a'];
    expect(events).toEqual([`${x} start`, `${y} start`, `${x} stop`]);
    expect(second.c.held()).toEqual(['job:settle']);
  });

  it('hands the job over at a graceful stop: the next round of another process starts it', async () => {
    const events: string[] = [];
    const a = processWithJob('sweep', events, 'a');
    await a.c.refresh();
    const b = processWithJob('sweep', events, 'b');
    await b.c.refresh();
    expect(events).toEqual(['a start']);
    await a.c.stop();
    await b.c.refresh();
    expect(events).toEqual(['a start', 'a stop', 'b start']);
  });

  it('on the embedded database the job has started when runJob answers, as before leases', async () => {
    const events: string[] = [];
    const c = createCluster({ db: database.db, shared: false, engine: true });
    started.push(c);
    await runJob(c, 'alone', {
      async start() {
        await new Promise((r) => setImmediate(r));
        events.push('started');
      },
      stop: () => void events.push('stopped'),
    });
    expect(events).toEqual(['started']);
    expect(c.held()).toEqual(['job:alone']);
  });

  it('the database refuses a second entry of an effect that happens once (journal_once_idx)', async () => {
    const insert = (refType: string, refId: string, reason: string) =>
      database.db.execute(sql`INSERT INTO journal_entries (reason, ref_type, ref_id) VALUES (${reason}, ${refType}, ${refId})`);
    for (const [refType, reason] of [
      ['deposit', 'deposit'],
      ['withdrawal', 'withdrawal'],
      ['withdrawal', 'withdrawal_release'],
      ['second_order', 'trade'],
      ['ico_subscription', 'ico_settle'],
      ['ico_subscription', 'ico_allocate'],
      ['p2p_order', 'p2p_release'],
      ['p2p_order', 'p2p_return'],
    ] as const) {
      await insert(refType, 'once-1', reason);
      // drizzle wraps the driver's error: the unique violation (23505) of this index is its cause.
      const refused = await insert(refType, 'once-1', reason).then(
        () => undefined,
        (err: { cause?: { code?: string; constraint?: string; message?: string } }) => err.cause,
      );
      expect(refused?.code, `${refType} ${reason}`).toBe('23505');
      expect(refused?.constraint ?? refused?.message).toMatch(/journal_once_idx/);
    }
    // Entries that may repeat for one thing still do: a house reservation made again, a test's deposit.
    await insert('second_order', 'once-1', 'house_reserve');
    await insert('second_order', 'once-1', 'house_reserve');
    await insert('test', 'once-1', 'deposit');
    await insert('test', 'once-1', 'deposit');
  });
});
