import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * Leases in SQL (schema.ts). Every time is the database's clock_timestamp(), so processes whose own
 * clocks disagree (or a test that moved one) still agree on who holds what.
 */

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]));

/**
 * Takes the lease for `holder`, or renews it when `holder` has it: answers the token of the holding,
 * or undefined when another holder's lease has not expired. The token is the old one on a renewal
 * (and on a new lease of the same holder nobody took in between) and one more on a change of holder.
 */
export async function acquire(db: DbOrTx, name: string, holder: string, ttlMs: number): Promise<number | undefined> {
  const r = await db.execute(sql`
    INSERT INTO cluster_leases (name, holder, token, expires_at)
    VALUES (${name}, ${holder}, 1, clock_timestamp() + ${ttlMs} * interval '1 millisecond')
    ON CONFLICT (name) DO UPDATE SET
      holder = excluded.holder,
      token = CASE WHEN cluster_leases.holder = excluded.holder THEN cluster_leases.token ELSE cluster_leases.token + 1 END,
      expires_at = excluded.expires_at
    WHERE cluster_leases.holder = excluded.holder OR cluster_leases.expires_at < clock_timestamp()
    RETURNING token`);
  const row = rowsOf<{ token: string | number }>(r)[0];
  return row ? Number(row.token) : undefined;
}

/** Gives the lease up at once (a graceful stop), so the next holder need not wait for it to expire. */
export async function release(db: DbOrTx, name: string, holder: string): Promise<void> {
  await db.execute(sql`
    UPDATE cluster_leases SET expires_at = clock_timestamp() - interval '1 millisecond'
    WHERE name = ${name} AND holder = ${holder}`);
}

/**
 * Inside a writer's transaction: true while `holder` still holds the lease with this token. The row
 * is locked FOR SHARE until the transaction ends, so a takeover (an UPDATE of the row) waits for the
 * write to commit, and a write after the takeover reads the new holder and is refused. An expired
 * lease nobody took is still the holder's: nobody else can have written meanwhile.
 */
export async function stillHeld(tx: DbOrTx, name: string, holder: string, token: number): Promise<boolean> {
  const r = await tx.execute(sql`
    SELECT 1 AS held FROM cluster_leases WHERE name = ${name} AND holder = ${holder} AND token = ${token} FOR SHARE`);
  return rowsOf(r).length > 0;
}

/** Names as one text parameter (no name holds a comma): one statement for any number of leases. */
const listOf = (names: readonly string[]) => names.join(',');

/**
 * Renews in one statement every lease of `names` that `holder` still has; answers them with their
 * tokens. A name missing from the answer is no longer the holder's.
 */
export async function renew(db: DbOrTx, names: readonly string[], holder: string, ttlMs: number): Promise<Map<string, number>> {
  const r = await db.execute(sql`
    UPDATE cluster_leases SET expires_at = clock_timestamp() + ${ttlMs} * interval '1 millisecond'
    WHERE holder = ${holder} AND name = ANY(string_to_array(${listOf(names)}, ','))
    RETURNING name, token`);
  return new Map(rowsOf<{ name: string; token: string | number }>(r).map((x) => [x.name, Number(x.token)]));
}

export interface LeaseRow {
  name: string;
  holder: string;
  token: number;
  live: boolean;
}

/** The leases whose name starts with `prefix` or is one of `names`, with whether each is live now. */
export async function leasesLike(db: DbOrTx, prefix: string, names: readonly string[] = []): Promise<LeaseRow[]> {
  const r = await db.execute(sql`
    SELECT name, holder, token, expires_at > clock_timestamp() AS live FROM cluster_leases
    WHERE starts_with(name, ${prefix}) OR name = ANY(string_to_array(${listOf(names)}, ',')) ORDER BY name`);
  return rowsOf<{ name: string; holder: string; token: string | number; live: boolean }>(r).map((x) => ({ ...x, token: Number(x.token) }));
}

/**
 * This exchange's name on the shared services (NATS subjects, Redis keys): made once, at the first
 * start, and kept as a lease row nobody can take (it never expires). Two exchanges (a staging and a
 * production, or two test databases) on one NATS or Redis would otherwise answer each other's
 * orders and count each other's requests.
 */
export async function exchangeId(db: DbOrTx): Promise<string> {
  await db.execute(sql`
    INSERT INTO cluster_leases (name, holder, token, expires_at)
    VALUES ('exchange', ${randomBytes(6).toString('hex')}, 0, 'infinity') ON CONFLICT (name) DO NOTHING`);
  const r = await db.execute(sql`SELECT holder FROM cluster_leases WHERE name = 'exchange'`);
  return rowsOf<{ holder: string }>(r)[0]!.holder;
}
