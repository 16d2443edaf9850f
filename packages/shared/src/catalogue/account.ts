import { defineCataloguePart, NO_MESSAGES } from './part';

/** Account settings, authenticator, identity, notices, help centre (issue 3): codes 3200-3999. */
export const ACCOUNT_CATALOGUE = defineCataloguePart({
  codes: {},
  errors: NO_MESSAGES,
  success: NO_MESSAGES,
});
