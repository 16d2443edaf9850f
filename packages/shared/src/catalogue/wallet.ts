import { defineCataloguePart, NO_MESSAGES } from './part';

/** Wallet: accounts, transfers, logs (issue 5): codes 5000-5499. */
export const WALLET_CATALOGUE = defineCataloguePart({
  codes: {},
  errors: NO_MESSAGES,
  success: NO_MESSAGES,
});
