import { sql } from 'drizzle-orm';
import type { FrozenHolder } from '../ledger/frozen-holders';

/**
 * What second contracts keep frozen in the second wallet (registered by registerSecond): each open
 * order's stake and fee, frozen at the buy and released by its settlement, both under `second_order`.
 */
export const secondFrozenHolder: FrozenHolder = {
  name: 'open second-contract orders',
  kind: 'stake',
  account: 'second',
  refTypes: ['second_order'],
  held: sql`select user_id, 'USDT' as currency, stake + fee as held from second_orders where status = 'open'`,
};
