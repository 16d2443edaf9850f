import { describe, expect, it } from 'vitest';
import {
  estimatedFee,
  orderTotal,
  percentOfBalance,
  shareOfBalance,
  priceThrough,
  toPlaceBody,
  validateDraft,
  type OrderDraft,
  type PairRules,
} from './order-form';

const btc: PairRules = {
  symbol: 'BTC_USDT',
  tick_size: '0.01',
  step_size: '0.00001',
  min_qty: '0.00001',
  min_notional: '5',
  price_precision: 2,
  qty_precision: 5,
};

const limitBuy = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  side: 'buy',
  type: 'limit',
  price: '50000',
  quantity: '0.1',
  buyBy: 'quantity',
  ...over,
});
const ctx = { available: '10000', feeRate: '0.001', lastPrice: '50000' };

describe('order totals and fee', () => {
  it('totals a limit as price x quantity and rounds the fee up', () => {
    const total = orderTotal(limitBuy({ price: '50000.01', quantity: '0.00003' }));
    expect(total?.toFixed()).toBe('1.5000003');
    expect(estimatedFee(total, '0.001', 2)?.toFixed()).toBe('0.01');
  });

  it('estimates a market order at the last price and takes a market buy by amount as is', () => {
    expect(orderTotal({ side: 'sell', type: 'market', quantity: '2', buyBy: 'quantity' }, '100')?.toFixed()).toBe('200');
    expect(orderTotal({ side: 'buy', type: 'market', amount: '250', buyBy: 'amount' }, '100')?.toFixed()).toBe('250');
    expect(orderTotal({ side: 'sell', type: 'market', quantity: '2', buyBy: 'quantity' })).toBeNull();
  });
});

describe('validateDraft', () => {
  it('accepts a sound limit buy', () => {
    expect(validateDraft(limitBuy(), btc, ctx)).toBeNull();
  });

  it('asks for the missing price, quantity or amount', () => {
    expect(validateDraft(limitBuy({ price: '' }), btc, ctx)?.key).toBe('priceRequired');
    expect(validateDraft(limitBuy({ quantity: '  ' }), btc, ctx)?.key).toBe('quantityRequired');
    expect(validateDraft({ side: 'buy', type: 'market', buyBy: 'amount' }, btc, ctx)?.key).toBe('amountRequired');
  });

  it('refuses what is not a plain number above zero instead of reading it as another number', () => {
    expect(validateDraft(limitBuy({ quantity: '-1' }), btc, ctx)).toMatchObject({ field: 'quantity', key: 'positive' });
    expect(validateDraft(limitBuy({ quantity: '0' }), btc, ctx)).toMatchObject({ field: 'quantity', key: 'positive' });
    expect(validateDraft(limitBuy({ price: '1e30' }), btc, ctx)).toMatchObject({ field: 'price', key: 'format' });
    expect(validateDraft(limitBuy({ price: '-50000' }), btc, ctx)).toMatchObject({ field: 'price', key: 'positive' });
    const byAmount: OrderDraft = { side: 'buy', type: 'market', amount: '12abc', buyBy: 'amount' };
    expect(validateDraft(byAmount, btc, ctx)).toMatchObject({ field: 'amount', key: 'format' });
  });

  it('refuses more decimals than the price, quantity or amount takes, naming how many', () => {
    expect(validateDraft(limitBuy({ price: '50000.005' }), btc, ctx)).toEqual({
      field: 'price',
      key: 'precision',
      values: { decimals: 2 },
    });
    expect(validateDraft(limitBuy({ quantity: '0.000015' }), btc, ctx)).toMatchObject({ key: 'precision', values: { decimals: 5 } });
    const byAmount: OrderDraft = { side: 'buy', type: 'market', amount: '10.001', buyBy: 'amount' };
    expect(validateDraft(byAmount, btc, ctx)).toMatchObject({ field: 'amount', key: 'precision', values: { decimals: 2 } });
  });

  it('rejects a price off the tick and a quantity off the step, naming them', () => {
    const coarse = { ...btc, tick_size: '0.05', step_size: '0.00005' };
    expect(validateDraft(limitBuy({ price: '50000.03' }), coarse, ctx)).toEqual({
      field: 'price',
      key: 'priceTick',
      values: { tick: '0.05' },
    });
    expect(validateDraft(limitBuy({ quantity: '0.00012' }), coarse, ctx)).toMatchObject({ key: 'quantityStep' });
  });

  it('reads a decimal comma and sends the plain number', () => {
    expect(validateDraft(limitBuy({ price: '50000,5' }), btc, ctx)).toBeNull();
    expect(toPlaceBody('BTC_USDT', limitBuy({ price: '50000,50', quantity: '0,1' }), 'c1')).toMatchObject({ price: '50000.5', quantity: '0.1' });
  });

  it('checks the minimum quantity and the minimum notional', () => {
    const rules = { ...btc, min_qty: '0.001' };
    expect(validateDraft(limitBuy({ quantity: '0.0001' }), rules, ctx)).toMatchObject({ key: 'minQty', values: { min: '0.001' } });
    expect(validateDraft(limitBuy({ price: '100', quantity: '0.01' }), btc, ctx)).toMatchObject({ key: 'minNotional' });
    expect(validateDraft({ side: 'buy', type: 'market', amount: '4.99', buyBy: 'amount' }, btc, ctx)).toMatchObject({
      field: 'amount',
      key: 'minNotional',
    });
  });

  it('needs the fee on top of a buy and the base for a sell', () => {
    // 0.2 BTC at 50,000 is exactly 10,000 USDT: the 0.1% fee no longer fits.
    expect(validateDraft(limitBuy({ quantity: '0.2' }), btc, ctx)?.key).toBe('insufficient');
    expect(validateDraft(limitBuy({ quantity: '0.199' }), btc, ctx)).toBeNull();
    const sell = limitBuy({ side: 'sell', quantity: '1.5' });
    expect(validateDraft(sell, btc, { ...ctx, available: '1.4' })?.key).toBe('insufficient');
    expect(validateDraft(sell, btc, { ...ctx, available: '1.5' })).toBeNull();
  });
});

describe('the balance slider', () => {
  it('turns a share of the quote into a quantity that leaves room for the fee', () => {
    const { quantity } = shareOfBalance(100, limitBuy({ quantity: '' }), btc, ctx);
    expect(quantity).toBe('0.1998');
    expect(validateDraft(limitBuy({ quantity }), btc, ctx)).toBeNull();
    expect(shareOfBalance(25, limitBuy(), btc, ctx).quantity).toBe('0.04995');
  });

  it('gives a market buy by amount its budget net of the fee, rounded down', () => {
    const draft: OrderDraft = { side: 'buy', type: 'market', buyBy: 'amount' };
    expect(shareOfBalance(100, draft, btc, ctx).amount).toBe('9990');
    expect(shareOfBalance(50, draft, btc, { ...ctx, available: '0.33' }).amount).toBe('0.16');
  });

  it('sells a share of the base rounded down to the step', () => {
    const sell: OrderDraft = { side: 'sell', type: 'market', buyBy: 'quantity' };
    expect(shareOfBalance(75, sell, btc, { ...ctx, available: '0.123456' }).quantity).toBe('0.09259');
  });

  it('is empty with no balance or no price, and follows what is typed', () => {
    expect(shareOfBalance(50, limitBuy(), btc, { ...ctx, available: '0' }).quantity).toBe('');
    expect(shareOfBalance(50, limitBuy({ price: '' }), btc, ctx).quantity).toBe('');
    expect(percentOfBalance(limitBuy({ quantity: '0.1' }), ctx)).toBe(50);
    expect(percentOfBalance(limitBuy({ quantity: '1' }), ctx)).toBe(100);
  });
});

describe('toPlaceBody', () => {
  it('sends price and quantity for a limit, amount only for a market buy by amount', () => {
    expect(toPlaceBody('BTC_USDT', limitBuy({ price: '50000.10', quantity: '0.10' }), 'c1')).toEqual({
      symbol: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      price: '50000.1',
      quantity: '0.1',
      client_order_id: 'c1',
    });
    expect(
      toPlaceBody('BTC_USDT', { side: 'buy', type: 'market', amount: '100', quantity: '3', buyBy: 'amount' }, 'c2'),
    ).toEqual({ symbol: 'BTC_USDT', side: 'buy', type: 'market', amount: '100', client_order_id: 'c2' });
  });
});

describe('price protection and time in force', () => {
  it('measures how far a limit goes through the best opposite price, beyond the band only', () => {
    expect(priceThrough(limitBuy({ price: '500000' }), '97000', '10')?.toFixed()).toBe('415.46');
    expect(priceThrough(limitBuy({ price: '106000' }), '97000', '10')).toBeNull();
    expect(priceThrough({ ...limitBuy({ price: '80000' }), side: 'sell' }, '97000', '10')?.toFixed()).toBe('17.52');
    expect(priceThrough({ ...limitBuy({ price: '120000' }), side: 'sell' }, '97000', '10')).toBeNull();
    expect(priceThrough(limitBuy({ price: '500000' }), undefined, '10')).toBeNull();
    expect(priceThrough({ side: 'buy', type: 'market', quantity: '1', buyBy: 'quantity' }, '97000', '10')).toBeNull();
  });

  it('sends a time in force other than GTC with a limit order only', () => {
    expect(toPlaceBody('BTC_USDT', limitBuy({ tif: 'FOK' }), 'c1').tif).toBe('FOK');
    expect(toPlaceBody('BTC_USDT', limitBuy({ tif: 'POST_ONLY' }), 'c1').tif).toBe('POST_ONLY');
    expect(toPlaceBody('BTC_USDT', limitBuy({ tif: 'GTC' }), 'c1').tif).toBeUndefined();
    expect(toPlaceBody('BTC_USDT', { side: 'sell', type: 'market', quantity: '1', buyBy: 'quantity', tif: 'FOK' }, 'c1').tif).toBeUndefined();
  });
});
