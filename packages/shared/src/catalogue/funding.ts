import { defineCataloguePart, NO_MESSAGES } from './part';

/** Deposits, withdrawals, address book, chains (issue 5): codes 5500-5999. */
export const FUNDING_CATALOGUE = defineCataloguePart({
  codes: {},
  errors: NO_MESSAGES,
  success: NO_MESSAGES,
});
