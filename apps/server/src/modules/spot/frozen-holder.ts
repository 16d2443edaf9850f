import { sql } from 'drizzle-orm';
import type { FrozenHolder } from '../ledger/frozen-holders';

/**
 * What open spot orders keep frozen, registered with the ledger by registerSpot. Orders freeze under
 * ref type `spot_order` (order_freeze, order_unfreeze) and pay out of frozen under `spot_trade`
 * (trade, fee); spot_orders.frozen is what each open order still holds.
 */
export const spotOrdersFrozenHolder: FrozenHolder = {
  name: 'open spot orders',
  kind: 'order',
  account: 'spot',
  refTypes: ['spot_order', 'spot_trade'],
  held: sql`select user_id, frozen_currency as currency, frozen as held from spot_orders where status in ('waiting', 'partial')`,
};
