/**
 * Platform accounts are users too (ARCHITECTURE 5). `system:world` stands for everything outside the
 * exchange: deposits come from it and withdrawals go to it, so it is the one row allowed below zero.
 */
export const SYSTEM_ACCOUNTS = [
  'system:world',
  'system:fees',
  'system:insurance',
  'system:house',
  'system:market_maker',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** The external world: the only platform account whose balance rows may go below zero. */
export const WORLD: SystemAccount = 'system:world';

/**
 * Platform accounts whose balance rows may go below zero: the world (deposits come from it) and
 * futures clearing, the counterparty of every position's realised PnL. Clearing pays a closing
 * profit before the matching loss of the other side is realised, so it runs below zero by what the
 * open positions owe it, and back as they close.
 */
export const MAY_GO_NEGATIVE: readonly string[] = [WORLD, 'system:futures_clearing'];
