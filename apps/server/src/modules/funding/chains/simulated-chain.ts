import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { simChainHeads, simChainTxs } from '../schema';
import type { ChainAdapter, ChainDeposit, ChainPayout } from './adapter';

/**
 * The default ChainAdapter: a local chain per network kept in the database (so every API process
 * sees the same chain). A sent transaction goes into the next block; `mine` adds blocks. A timer
 * mines in development; tests call `mine` by hand, so nothing depends on wall time.
 */
export function createSimulatedChain(db: Db) {
  let refuseBroadcasts = false;

  async function tip(network: string): Promise<number> {
    const [row] = await db.select({ height: simChainHeads.height }).from(simChainHeads).where(eq(simChainHeads.network, network));
    return row?.height ?? 0;
  }

  async function send(network: string, tx: { txid: string; address: string; currency: string; amount: string; direction: 'in' | 'out' }) {
    const height = (await tip(network)) + 1;
    const rows = await db
      .insert(simChainTxs)
      .values({ network, ...tx, vout: 0, height })
      .onConflictDoNothing()
      .returning({ height: simChainTxs.height });
    return { txid: tx.txid, network, height: rows[0]?.height ?? height };
  }

  const chain = {
    tip,

    async depositsBetween(network: string, fromHeight: number, toHeight: number): Promise<ChainDeposit[]> {
      const rows = await db
        .select()
        .from(simChainTxs)
        .where(
          and(
            eq(simChainTxs.network, network),
            eq(simChainTxs.direction, 'in'),
            gt(simChainTxs.height, fromHeight),
            lte(simChainTxs.height, toHeight),
          ),
        )
        .orderBy(simChainTxs.id);
      return rows.map((r) => ({ txid: r.txid, vout: r.vout, address: r.address, currency: r.currency, amount: r.amount, height: r.height }));
    },

    async broadcast(payout: ChainPayout): Promise<{ txid: string }> {
      if (refuseBroadcasts) throw new Error('simulated chain refused the transaction');
      // Deterministic per withdrawal: a retried broadcast is the same transaction, not a second payout.
      const txid = createHash('sha256').update(`${payout.network}:${payout.reference}`).digest('hex');
      await send(payout.network, { txid, address: payout.address, currency: payout.currency, amount: payout.amount, direction: 'out' });
      return { txid };
    },

    async confirmations(network: string, txid: string): Promise<number | undefined> {
      const [row] = await db
        .select({ height: simChainTxs.height })
        .from(simChainTxs)
        .where(and(eq(simChainTxs.network, network), eq(simChainTxs.txid, txid)));
      if (!row) return undefined;
      const head = await tip(network);
      return head >= row.height ? head - row.height + 1 : 0;
    },

    /** Someone outside sends coins to an address: the transaction lands in the next block. */
    sendDeposit(input: { network: string; address: string; currency: string; amount: string }) {
      return send(input.network, { ...input, txid: randomBytes(32).toString('hex'), direction: 'in' });
    },

    /** Adds `blocks` blocks to each given network. */
    async mine(networks: readonly string[], blocks = 1): Promise<void> {
      for (const network of networks) {
        await db
          .insert(simChainHeads)
          .values({ network, height: blocks })
          .onConflictDoUpdate({ target: simChainHeads.network, set: { height: sql`${simChainHeads.height} + ${blocks}` } });
      }
    },

    /** Tests: make the chain refuse payouts, to reach 'payout failed'. */
    refuseBroadcasts(on: boolean) {
      refuseBroadcasts = on;
    },
  } satisfies ChainAdapter & Record<string, unknown>;
  return chain;
}

export type SimulatedChain = ReturnType<typeof createSimulatedChain>;
