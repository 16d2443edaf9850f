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
