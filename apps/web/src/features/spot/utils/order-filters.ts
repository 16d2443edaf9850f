import type {
  CurrentSpotOrdersBody,
  SpotOrder,
  SpotOrderHistoryBody,
  SpotOrderStatus,
  SpotSide,
} from '@aurelix/shared/schemas/spot';

/*
 * The order lists' filters and live merging, free of React: what the filter bar sends, and how a
 * pushed order changes the list on screen before the next refetch.
 */

export const ALL = 'all';
export type HistoryDays = 3 | 7 | 30;

export interface OrderFilters {
  symbol: string;
  side: SpotSide | typeof ALL;
  days: HistoryDays;
}

export const DEFAULT_FILTERS: OrderFilters = { symbol: ALL, side: ALL, days: 7 };
export const PAGE_SIZE = 10;

/** The body of POST /api/spot/order/history for the filter bar and the page. */
export function historyBody(filters: OrderFilters, page: number, pageSize = PAGE_SIZE): SpotOrderHistoryBody {
  const body: SpotOrderHistoryBody = { days: filters.days, page, page_size: pageSize };
  if (filters.symbol !== ALL) body.symbol = filters.symbol;
  if (filters.side !== ALL) body.side = filters.side;
  return body;
}

/** The body of POST /api/spot/order/current (no side or day filter on the server: open orders are few). */
export function currentBody(filters: Pick<OrderFilters, 'symbol'>, page: number, pageSize = PAGE_SIZE): CurrentSpotOrdersBody {
  const body: CurrentSpotOrdersBody = { page, page_size: pageSize };
  if (filters.symbol !== ALL) body.symbol = filters.symbol;
  return body;
}

/** Open orders shown after a side filter, applied on the client. */
export function filterBySide(list: readonly SpotOrder[], side: OrderFilters['side']): SpotOrder[] {
  return side === ALL ? [...list] : list.filter((o) => o.side === side);
}

/** An order still rests in the book (can be cancelled). */
export function isOpen(order: Pick<SpotOrder, 'status'>): boolean {
  return order.status === 'waiting' || order.status === 'partial';
}

/**
 * A pushed order applied to the list of open orders: a new open order of the shown pair goes on top,
 * a changed one is replaced, one that ended leaves the list.
 */
export function mergeOpenOrder(list: readonly SpotOrder[], order: SpotOrder, symbol?: string): SpotOrder[] {
  const rest = list.filter((o) => o.id !== order.id);
  if (!isOpen(order)) return rest;
  if (symbol && order.symbol.toUpperCase() !== symbol.toUpperCase()) return [...list];
  const index = list.findIndex((o) => o.id === order.id);
  if (index === -1) return [order, ...rest];
  const next = [...list];
  next[index] = order;
  return next;
}

/** The status label of SPEC 4: a cancelled order that dealt some shows as partially dealt, cancelled. */
export function statusKey(order: Pick<SpotOrder, 'status' | 'deal_quantity'>): SpotOrderStatus | 'partialCancelled' {
  if (order.status === 'cancelled' && /[1-9]/.test(order.deal_quantity)) return 'partialCancelled';
  return order.status;
}
