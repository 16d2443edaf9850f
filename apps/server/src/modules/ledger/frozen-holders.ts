import type { SQL } from 'drizzle-orm';
import type { Account } from './entry';

/** What a holder's open items are; the wallet shows the `order` kind apart as "order freeze". */
export type FrozenHolderKind = 'order' | 'withdrawal' | 'escrow' | 'subscription' | 'stake' | 'margin';

/**
 * Something that keeps users' money frozen (ARCHITECTURE 5): open spot orders and pending
 * withdrawals today; futures margin and orders, P2P escrow, ICO subscriptions and second-contract
 * stakes tomorrow. The feature that owns the items declares its holder and registers it with the
 * ledger (`ledger.registerFrozenHolder`); the audit walks the registry.
 */
export interface FrozenHolder {
  /** Named in the audit report: "open spot orders". */
  name: string;
  kind: FrozenHolderKind;
  /** The wallet its freezes sit in. */
  account: Account;
  /**
   * The journal ref types its freezes, releases and payouts out of frozen are posted under. The
   * audit checks that frozen postings under them add up to what `held` says, per user and currency,
   * and that no frozen money sits under a ref type that no holder claims.
   */
  refTypes: readonly string[];
  /**
   * A select of what its open items hold, with columns user_id, currency and held (one row per item
   * or per user and currency). It reads the owner's own tables, inside the audit's snapshot.
   */
  held: SQL;
}

/** The holders one ledger knows; each (account, ref type) belongs to at most one holder. */
export interface FrozenHolderRegistry {
  /** Adds a holder; registering the same declaration again is a no-op. Throws on a conflicting one. */
  register(holder: FrozenHolder): void;
  list(): readonly FrozenHolder[];
}

export function createFrozenHolderRegistry(): FrozenHolderRegistry {
  const byName = new Map<string, FrozenHolder>();
  const claims = new Map<string, string>();
  const claimKey = (account: string, refType: string) => `${account}\u0000${refType}`;
  return {
    register(holder) {
      const known = byName.get(holder.name);
      if (known === holder) return;
      if (known) throw new Error(`ledger: a frozen holder named '${holder.name}' is already registered`);
      if (holder.refTypes.length === 0) throw new Error(`ledger: frozen holder '${holder.name}' claims no ref type`);
      // Two holders claiming one ref type would both count its postings and the audit could not tell them apart.
      for (const refType of holder.refTypes) {
        const owner = claims.get(claimKey(holder.account, refType));
        if (owner) throw new Error(`ledger: ref type '${refType}' in ${holder.account} is already claimed by '${owner}'`);
      }
      for (const refType of holder.refTypes) claims.set(claimKey(holder.account, refType), holder.name);
      byName.set(holder.name, holder);
    },
    list: () => [...byName.values()],
  };
}
