import type { DbOrTx } from '../../db/client';
import { CURRENCY_NETWORKS, NETWORKS } from './networks';
import { fundingNetworks } from './schema';

/** First start: which currency travels on which network, with minimums and fees. */
export async function seedFunding(db: DbOrTx): Promise<void> {
  await db
    .insert(fundingNetworks)
    .values(
      CURRENCY_NETWORKS.map((n, i) => ({
        currency: n.currency,
        network: n.network,
        confirmations: NETWORKS[n.network]!.confirmations,
        minDeposit: n.minDeposit,
        minWithdraw: n.minWithdraw,
        withdrawFee: n.withdrawFee,
        sort: i,
      })),
    )
    .onConflictDoNothing();
}
