/**
 * The baseline: nodejs-order-book, fed the same stream. Commands are translated before timing,
 * so the timed loop measures only the baseline's own work, as for our engine. Self-trade
 * prevention uses its EXPIRE_MAKER mode, the equivalent of our default `cancel-maker`.
 */
import type { BookCommand } from '@aurelix/engine/commands';
import {
  type LimitOrderOptions,
  type MarketOrderOptions,
  OrderBook,
  SelfTradePreventionMode,
  Side,
} from 'nodejs-order-book';

/** One baseline call, prepared ahead of the timed loop. */
export type BaselineOp =
  | { readonly kind: 'limit'; readonly options: LimitOrderOptions }
  | { readonly kind: 'market'; readonly options: MarketOrderOptions }
  | { readonly kind: 'cancel'; readonly id: string };

const sideOf = (side: 'buy' | 'sell'): Side => (side === 'buy' ? Side.BUY : Side.SELL);

/** Translates our commands (GTC limits, market by quantity, cancels) to baseline calls. */
export function toBaselineOps(commands: readonly BookCommand[]): BaselineOp[] {
  return commands.map((command): BaselineOp => {
    const stp = { accountId: String(command.userId), stpMode: SelfTradePreventionMode.EXPIRE_MAKER };
    switch (command.type) {
      case 'limit':
        return {
          kind: 'limit',
          options: {
            id: String(command.orderId),
            side: sideOf(command.side),
            price: command.price,
            size: command.qty,
            ...stp,
          },
        };
      case 'market':
        return { kind: 'market', options: { side: sideOf(command.side), size: command.qty, ...stp } };
      case 'cancel':
        return { kind: 'cancel', id: String(command.orderId) };
      default:
        throw new Error(`the benchmark stream has no ${command.type} commands`);
    }
  });
}

/** A fresh baseline book. */
export const createBaselineBook = (): OrderBook => new OrderBook();

/** Applies one prepared op; returns the result so the work cannot be optimised away. */
export function applyBaseline(book: OrderBook, op: BaselineOp): unknown {
  if (op.kind === 'limit') return book.limit(op.options);
  if (op.kind === 'market') return book.market(op.options);
  return book.cancel(op.id);
}

/** Resting orders on a baseline book. */
export function baselineOrderCount(book: OrderBook): number {
  const { bids, asks } = book.snapshot();
  return [...bids, ...asks].reduce((count, level) => count + level.orders.length, 0);
}
