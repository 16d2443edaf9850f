import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './client';

/** The parts of drizzle's database object that its own `transaction` uses. */
interface Internals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { client: unknown; schema: ConstructorParameters<typeof NodePgSession>[2]; options: ConstructorParameters<typeof NodePgSession>[3] };
}

/**
 * A transaction whose `begin` does not cost a round trip of its own: it is sent without waiting,
 * and the body's first statement queues behind it on the same connection, so the driver sends
 * that statement the moment the server has answered `begin`, without waiting for a turn of a busy
 * event loop (each round trip of the order flow's batches costs several milliseconds of such
 * waiting under load: bench/README.md). `begun` settles when the server has answered `begin`:
 * the body must wait for it before its first write, so that nothing is ever written outside the
 * transaction if `begin` failed. On PGlite (one connection, nothing to gain) this is
 * `db.transaction`.
 */
export async function pipelinedTransaction<T>(db: Db, body: (tx: Tx, begun: Promise<void>) => Promise<T>): Promise<T> {
  const internal = db as unknown as Internals;
  const pool = internal.session.client;
  if (!(pool instanceof pg.Pool)) return db.transaction((tx) => body(tx, Promise.resolve()));
  const client = await pool.connect();
  const session = new NodePgSession(client, internal.dialect, internal.session.schema, internal.session.options);
  const tx = new NodePgTransaction(internal.dialect, session, internal.session.schema) as unknown as Tx;
  const begun = tx.execute(sql`begin`).then(() => undefined);
  // Observed by the body (and again below); this only keeps an early failure from being reported as unhandled.
  begun.catch(() => undefined);
  let broken: Error | undefined;
  try {
    const result = await body(tx, begun);
    await begun;
    await tx.execute(sql`commit`);
    return result;
  } catch (err) {
    await tx.execute(sql`rollback`).catch((e: Error) => (broken = e));
    throw err;
  } finally {
    // A connection that could not even roll back is closed rather than handed to the next caller.
    client.release(broken);
  }
}
