/**
 * Every futures query starts with one of these keys, so a push or a placed order refreshes the
 * right group with one invalidation: the user's orders, positions and wallet move together.
 */
export const futuresKeys = {
  all: ['futures'] as const,
  contracts: () => ['futures', 'contracts'] as const,
  market: (kind: string, ...rest: unknown[]) => ['futures', 'market', kind, ...rest] as const,
  /** The signed-in user's orders, positions and wallet. */
  private: ['futures', 'private'] as const,
  account: (symbol?: string) => ['futures', 'private', 'account', symbol ?? null] as const,
  orders: ['futures', 'private', 'orders'] as const,
  positions: (symbol?: string) => ['futures', 'private', 'positions', symbol ?? null] as const,
  /** A leverage or margin-mode change on one contract (a mutation key: the forms wait for it). */
  settingsChange: (symbol: string) => ['futures', 'settings-change', symbol] as const,
  /** Trigger (plan) orders and TP/SL: refetched on a `futures_trigger` push. */
  triggers: ['futures', 'private', 'triggers'] as const,
};
