import { sql } from 'drizzle-orm';
import type { FrozenHolder } from '../ledger/frozen-holders';

/**
 * What fiat P2P keeps frozen in the fiat wallet (registered by registerP2p): the seller's crypto of
 * every open order (unpaid, paid or in appeal), escrowed under ref type p2p_order: frozen when the
 * order is made (p2p_escrow), paid to the buyer on release (p2p_release), unfrozen on cancel,
 * expiry or an appeal returned (p2p_return).
 */
export const p2pFrozenHolder: FrozenHolder = {
  name: 'fiat P2P escrow',
  kind: 'escrow',
  account: 'fiat',
  refTypes: ['p2p_order'],
  held: sql`select seller_id as user_id, crypto as currency, quantity as held from p2p_orders where status in ('unpaid', 'paid', 'appeal')`,
};
