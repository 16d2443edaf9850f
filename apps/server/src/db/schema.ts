/*
 * Every table lives in the module that owns it (modules/<name>/schema.ts); only that module reads or
 * writes it, and others call its functions (ARCHITECTURE 2, STYLE 13). This file re-exports them only
 * so that the schema object db/client.ts hands to drizzle keeps the tables it always held; the lint's
 * module-boundaries rule refuses every name of this file to modules (scripts/eslint-module-boundaries.mjs).
 */
export { users } from '../modules/auth/schema';
export { clusterLeases } from '../modules/cluster/schema';
export { sessions } from '../modules/session/schema';
export {
  communities,
  currencies,
  languages,
  pairs,
  platformConfig,
  platformNotes,
  pricingCurrencies,
} from '../modules/platform/schema';
export { ACCOUNTS, balances, journalEntries, postings } from '../modules/ledger/schema';
