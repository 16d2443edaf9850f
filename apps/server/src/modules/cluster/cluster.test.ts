import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/database';
import type { Database } from '../../db/client';
import { createCluster, Deposed, type Cluster } from './cluster';

/*
 * Leases between processes, played by several clusters on one database (each names itself as its
 * own process would). Rounds are run by hand (refresh) instead of waiting for the timer.
 */

describe('cluster leases', () => {
  let database: Database;
  const started: Cluster[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  // A stopped process is no longer a member: the next test counts only its own.
  afterEach(async () => {
    for (const c of started.splice(0)) await c.stop();
  });
  afterAll(() => database.close());

  function processOf(events: string[] = [], engine = true) {
    const c = createCluster({ db: database.db, shared: true, engine, renewMs: 3_600_000, log: () => undefined });
    started.push(c);
    const hold = (name: string, group?: string) =>
      c.want(name, { gained: (t) => void events.push(`gained ${name} ${t}`), lost: () => void events.push(`lost ${name}`) }, { group });
    return { c, hold, events };
  }
  /** The holder stalled past its lease (a pause, a lost network): its lease expires as it would have. */
  const expire = (name: string) => database.db.execute(sql`UPDATE cluster_leases SET expires_at = clock_timestamp() - interval '1 second' WHERE name = ${name}`);

  it('gives a name to one process; a deposed holder is refused by the database and told it lost', async () => {
    const a = processOf();
    const b = processOf();
    a.hold('market:spot:AAA');
    await a.c.refresh();
    b.hold('market:spot:AAA');
    await b.c.refresh();
    expect(a.c.holds('market:spot:AAA')).toBe(true);
    expect(b.c.holds('market:spot:AAA')).toBe(false);
    expect(a.events).toEqual(['gained market:spot:AAA 1']);

    await expire('market:spot:AAA');
    await b.c.refresh();
    expect(b.events).toEqual(['gained market:spot:AAA 2']);
    // A's late write carries its old token: refused inside its own transaction.
    await expect(database.db.transaction((tx) => a.c.fence(tx, 'market:spot:AAA', 1))).rejects.toBeInstanceOf(Deposed);
    await database.db.transaction((tx) => b.c.fence(tx, 'market:spot:AAA', 2));
    // A's next round hears it is no longer the holder.
    await a.c.refresh();
    expect(a.events).toEqual(['gained market:spot:AAA 1', 'lost market:spot:AAA']);
    expect(a.c.held()).toEqual([]);
  });

  it('spreads a group over the live members and hands a lease over at a stop', async () => {
    const names = ['m:1', 'm:2', 'm:3', 'm:4'];
    const a = processOf();
    for (const n of names) a.hold(n, 'spread');
    await a.c.refresh();
    expect(a.c.held().sort()).toEqual(names);

    const b = processOf();
    for (const n of names) b.hold(n, 'spread');
    // B joins: A holds more than half and hands one over a round; B takes what is free.
    for (let i = 0; i < 3; i++) {
      await b.c.refresh();
      await a.c.refresh();
    }
    await b.c.refresh();
    expect(a.c.held()).toHaveLength(2);
    expect(b.c.held()).toHaveLength(2);
    expect([...a.c.held(), ...b.c.held()].sort()).toEqual(names);

    // A stops: it hands its leases over at once, B takes them on its next round.
    await a.c.stop();
    await b.c.refresh();
    expect(b.c.held().sort()).toEqual(names);
  });

  it('an API process holds nothing', async () => {
    const api = processOf([], false);
    api.hold('job:api-only');
    await api.c.refresh();
    expect(api.c.held()).toEqual([]);
  });

  it('on the embedded database one process holds everything at once, without a lease', async () => {
    const events: string[] = [];
    const c = createCluster({ db: database.db, shared: false, engine: true });
    c.want('job:alone', { gained: (t) => void events.push(`gained ${t}`), lost: () => void events.push('lost') });
    await c.refresh();
    expect(events).toEqual(['gained 0']);
    await database.db.transaction((tx) => c.fence(tx, 'job:alone', 0));
    await c.stop();
    expect(events).toEqual(['gained 0', 'lost']);
    const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM cluster_leases WHERE name = 'job:alone'`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
  });
});
