/**
 * What the funding service needs from a blockchain, whatever is behind it (a node, an indexer, or
 * the local simulated chain). Heights and confirmations follow the usual meaning: a transaction in
 * the tip block has 1 confirmation.
 */
export interface ChainAdapter {
  /** The height of the newest block of a network (0 before the first block). */
  tip(network: string): Promise<number>;
  /** Transfers into any address, in blocks from `fromHeight` (exclusive) to `toHeight` (inclusive). */
  depositsBetween(network: string, fromHeight: number, toHeight: number): Promise<ChainDeposit[]>;
  /** Sends a payout; resolves with the transaction id once the chain accepted it, rejects when it refused. */
  broadcast(payout: ChainPayout): Promise<{ txid: string }>;
  /** Confirmations of one of our payouts (0 while unmined); undefined when the chain does not know it. */
  confirmations(network: string, txid: string): Promise<number | undefined>;
}

export interface ChainDeposit {
  txid: string;
  vout: number;
  address: string;
  currency: string;
  amount: string;
  height: number;
}

export interface ChainPayout {
  network: string;
  currency: string;
  address: string;
  amount: string;
  /** Our withdrawal's id: a payout broadcast twice for the same withdrawal is one transaction. */
  reference: string;
}
