import { sql } from 'drizzle-orm';
import type { FrozenHolder } from '../ledger/frozen-holders';

/**
 * What second contracts keep frozen in the second wallet (registered by registerSecond), both under
 * `second_order` and released by the order's settlement: each open order's stake and fee in the
 * user's wallet (frozen at the buy, reason order_freeze), and the house's reservation for it, the
 * order's winnings in system:house's wallet (frozen at the buy or on adoption, reason house_reserve).
 */
export const secondFrozenHolder: FrozenHolder = {
  name: 'open second-contract orders',
  kind: 'stake',
  account: 'second',
  refTypes: ['second_order'],
  held: sql`select user_id, 'USDT' as currency, stake + fee as held from second_orders where status = 'open'
    union all
    select house_id as user_id, 'USDT' as currency, house_reserved as held from second_orders where status = 'open' and house_reserved > 0`,
};
