import { describe, expect, it } from 'vitest';
import type { SpotOrder } from '@aurelix/shared/schemas/spot';
import { currentBody, DEFAULT_FILTERS, filterBySide, historyBody, mergeOpenOrder, statusKey } from './order-filters';

const order = (over: Partial<SpotOrder>): SpotOrder => ({
  id: '1',
  client_order_id: null,
  symbol: 'BTC_USDT',
  side: 'buy',
  type: 'limit',
  tif: 'GTC',
  price: '50000',
  quantity: '0.1',
  amount: '5000',
  deal_quantity: '0',
  deal_amount: '0',
  avg_price: '0',
  fee: '0',
  fee_currency: 'USDT',
  status: 'waiting',
  created_at: 1,
  updated_at: 1,
  ...over,
});

describe('history filters', () => {
  it('sends only the filters that are set, with the page', () => {
    expect(historyBody(DEFAULT_FILTERS, 1)).toEqual({ days: 7, page: 1, page_size: 10 });
    expect(historyBody({ symbol: 'ETH_USDT', side: 'sell', days: 30 }, 3, 20)).toEqual({
      symbol: 'ETH_USDT',
      side: 'sell',
      days: 30,
      page: 3,
      page_size: 20,
    });
    expect(currentBody({ symbol: 'all' }, 2)).toEqual({ page: 2, page_size: 10 });
  });

  it('filters open orders by side', () => {
    const list = [order({ id: '1', side: 'buy' }), order({ id: '2', side: 'sell' })];
    expect(filterBySide(list, 'sell').map((o) => o.id)).toEqual(['2']);
    expect(filterBySide(list, 'all')).toHaveLength(2);
  });
});

describe('mergeOpenOrder', () => {
  const list = [order({ id: '2' }), order({ id: '1' })];

  it('puts a new open order on top and replaces a changed one in place', () => {
    expect(mergeOpenOrder(list, order({ id: '3' })).map((o) => o.id)).toEqual(['3', '2', '1']);
    const partial = order({ id: '1', status: 'partial', deal_quantity: '0.05' });
    const merged = mergeOpenOrder(list, partial);
    expect(merged.map((o) => o.id)).toEqual(['2', '1']);
    expect(merged[1]!.status).toBe('partial');
  });

  it('drops an order that ended and ignores other pairs', () => {
    expect(mergeOpenOrder(list, order({ id: '2', status: 'filled' })).map((o) => o.id)).toEqual(['1']);
    expect(mergeOpenOrder(list, order({ id: '9', symbol: 'ETH_USDT' }), 'BTC_USDT')).toHaveLength(2);
  });
});

describe('statusKey', () => {
  it('labels a cancelled order that dealt some as partially dealt and cancelled', () => {
    expect(statusKey({ status: 'cancelled', deal_quantity: '0.01' })).toBe('partialCancelled');
    expect(statusKey({ status: 'cancelled', deal_quantity: '0' })).toBe('cancelled');
    expect(statusKey({ status: 'filled', deal_quantity: '1' })).toBe('filled');
  });
});
