/**
 * Keys of the caches that more than one feature reads, refreshes or drops. A feature that refreshes
 * another's cache (a withdrawal refreshing the wallet, a profile change refreshing the signed-in
 * user) goes through these factories, never a literal array, so renaming a key cannot silently
 * leave one caller refreshing nothing. Keys a feature keeps to itself live in its own api files.
 */
export const queryKeys = {
  /** Reference data every visitor sees (lib/reference-data.ts). */
  reference: {
    all: ['reference'] as const,
    pairList: () => ['reference', 'pair-list'] as const,
    currencyList: () => ['reference', 'currency-list'] as const,
    platConfig: () => ['reference', 'plat-config'] as const,
  },
  /** The signed-in user (POST /api/center/index): one entry per session token. */
  userInfo: {
    all: ['user-info'] as const,
    of: (token: string | null) => ['user-info', token] as const,
  },
  /** Every wallet query (overview, accounts, logs): balances move when money moves anywhere. */
  wallet: {
    all: ['wallet'] as const,
  },
} as const;
