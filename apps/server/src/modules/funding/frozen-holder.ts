import { sql } from 'drizzle-orm';
import type { FrozenHolder } from '../ledger/frozen-holders';

/**
 * What pending withdrawals keep frozen, registered with the ledger by registerFunding. A withdrawal
 * freezes under ref type `withdrawal` (withdrawal_freeze, withdrawal_release) and leaves frozen under
 * it (withdrawal); while pending or confirming it holds its whole amount.
 */
export const withdrawalsFrozenHolder: FrozenHolder = {
  name: 'open withdrawals',
  kind: 'withdrawal',
  account: 'spot',
  refTypes: ['withdrawal'],
  held: sql`select user_id, currency, amount as held from withdrawals where status in ('pending', 'confirming')`,
};
