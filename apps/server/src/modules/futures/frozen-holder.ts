import { sql } from 'drizzle-orm';
import type { FrozenHolder } from '../ledger/frozen-holders';

/**
 * What futures keeps frozen in the futures wallet (registered with the ledger by registerFutures):
 * open orders' initial margin and opening fee (futures_orders.frozen) and open positions' margin
 * (futures_positions.margin). Freezes and releases are posted under `futures_order`, fills under
 * `futures_trade`, leverage changes of a position's margin under `futures_position`, funding taken from a margin
 * under `futures_funding`, a liquidation's margin release under `futures_liquidation`.
 */
export const futuresFrozenHolder: FrozenHolder = {
  name: 'futures orders and positions',
  kind: 'margin',
  account: 'futures',
  refTypes: ['futures_order', 'futures_trade', 'futures_position', 'futures_funding', 'futures_liquidation'],
  held: sql`select user_id, 'USDT' as currency, frozen as held from futures_orders where status in ('submitted', 'partial')
    union all select user_id, 'USDT' as currency, margin as held from futures_positions where margin > 0`,
};
