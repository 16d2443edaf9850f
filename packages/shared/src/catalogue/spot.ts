import { defineCataloguePart, NO_MESSAGES } from './part';

/** Spot trading (issue 4): codes 4000-4999. */
export const SPOT_CATALOGUE = defineCataloguePart({
  codes: {},
  errors: NO_MESSAGES,
  success: NO_MESSAGES,
});
