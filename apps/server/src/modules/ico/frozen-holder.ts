import { sql } from 'drizzle-orm';
import type { FrozenHolder } from '../ledger/frozen-holders';

/**
 * What ICO keeps frozen in the ICO wallet (registered with the ledger by registerIco): a
 * subscription's payment until its project is allocated, then its won tokens still frozen by the
 * thaw schedule. Everything is posted under `ico_subscription` (freeze at subscribing, settlement
 * and allocation at the end, release when thawed).
 */
export const icoFrozenHolder: FrozenHolder = {
  name: 'ICO subscriptions',
  kind: 'subscription',
  account: 'ico',
  refTypes: ['ico_subscription'],
  held: sql`select s.user_id, p.raise_currency as currency, s.paid as held
      from ico_subscriptions s join ico_projects p on p.id = s.project_id where p.allocated_at is null
    union all
    select s.user_id, p.symbol as currency, s.tokens_frozen - s.released as held
      from ico_subscriptions s join ico_projects p on p.id = s.project_id
      where p.allocated_at is not null and s.tokens_frozen > s.released`,
};
