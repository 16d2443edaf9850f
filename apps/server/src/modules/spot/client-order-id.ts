import Decimal from 'decimal.js';
import type { PlaceSpotOrderBody } from '@aurelix/shared/schemas/spot';
import type { OrderRow } from './order-state';

const sameAmount = (stored: string | null, sent: string | undefined) =>
  stored === null || sent === undefined ? stored === null && sent === undefined : new Decimal(stored).eq(sent);

/**
 * Whether a place request with a client order id already used is a retry of the stored order (the
 * same pair, side, type, price, quantity or amount, and time in force): a retry gets the first order
 * back, anything else is SPOT_CLIENT_ORDER_ID_REUSED, as transfers and withdrawals answer.
 */
export function isRetryOf(row: OrderRow, body: PlaceSpotOrderBody): boolean {
  if (row.symbol !== body.symbol || row.side !== body.side || row.type !== body.type) return false;
  if (body.type === 'limit') {
    return sameAmount(row.price, body.price) && sameAmount(row.quantity, body.quantity) && row.tif === (body.tif ?? 'GTC');
  }
  // A market order is by quantity, or (a buy) by the quote amount to spend; price and tif do not apply.
  return body.quantity !== undefined ? sameAmount(row.quantity, body.quantity) : sameAmount(row.amount, body.amount);
}
