import type { ErrorKey } from '@aurelix/shared/errors';
import type { P2pAction, P2pOrderStatus } from '@aurelix/shared/schemas/p2p';

/** Who acts on an order: its two sides, an admin, the clock (expiry), or anybody else. */
export type P2pActor = 'buyer' | 'seller' | 'admin' | 'clock' | 'stranger';

export interface OrderClockState {
  status: P2pOrderStatus;
  createdAt: number;
  payDeadline: number;
  confirmDeadline: number | null;
}

/** Which actor each action belongs to, and the status it starts from and leads to. */
const RULES: Record<P2pAction, { actors: readonly P2pActor[]; from: P2pOrderStatus; to: P2pOrderStatus }> = {
  pay: { actors: ['buyer'], from: 'unpaid', to: 'paid' },
  cancel: { actors: ['buyer', 'seller'], from: 'unpaid', to: 'cancelled' },
  expire: { actors: ['clock'], from: 'unpaid', to: 'cancelled' },
  release: { actors: ['seller'], from: 'paid', to: 'completed' },
  appeal: { actors: ['buyer', 'seller'], from: 'paid', to: 'appeal' },
  resolve_release: { actors: ['admin'], from: 'appeal', to: 'completed' },
  resolve_return: { actors: ['admin'], from: 'appeal', to: 'cancelled' },
};

/**
 * From when the seller may cancel an order the buyer has not marked paid: once half the payment time
 * has passed. Before it, a buyer who is paying is not cut off; after it, a seller facing a buyer who
 * went away need not wait for the whole window.
 */
export function sellerCancelAt(order: Pick<OrderClockState, 'createdAt' | 'payDeadline'>): number {
  return order.createdAt + Math.ceil((order.payDeadline - order.createdAt) / 2);
}

/**
 * The order state machine of SPEC 4 (pure): whether `actor` may take `action` on the order now.
 * Returns the status it leads to, or the catalogue key of the refusal. The buyer's payment must
 * come before the pay deadline (then only the clock may end it); the buyer may cancel until paying,
 * the seller from sellerCancelAt() (the buyer has not marked the payment); the buyer may appeal only after
 * the seller's confirmation time ran out, the seller (disputing the payment) any time after it.
 */
export function decide(order: OrderClockState, actor: P2pActor, action: P2pAction, now: number): { to: P2pOrderStatus } | { error: ErrorKey } {
  const rule = RULES[action];
  if (actor === 'stranger') return { error: 'P2P_ORDER_NOT_FOUND' };
  if (!rule.actors.includes(actor)) return { error: 'P2P_NOT_YOUR_ROLE' };
  if (order.status !== rule.from) return { error: 'P2P_ORDER_STATE' };
  if (action === 'pay' && now >= order.payDeadline) return { error: 'P2P_ORDER_EXPIRED' };
  if (action === 'expire' && now < order.payDeadline) return { error: 'P2P_ORDER_STATE' };
  if (action === 'cancel' && actor === 'seller' && now < sellerCancelAt(order)) return { error: 'P2P_SELLER_CANCEL_TOO_EARLY' };
  if (action === 'appeal' && actor === 'buyer' && now < (order.confirmDeadline ?? Infinity)) return { error: 'P2P_APPEAL_TOO_EARLY' };
  return { to: rule.to };
}

/** The actions `actor` may take now (what the order screens offer). */
export function allowedActions(order: OrderClockState, actor: P2pActor, now: number): P2pAction[] {
  return (Object.keys(RULES) as P2pAction[]).filter((a) => 'to' in decide(order, actor, a, now));
}
