import { describe, expect, it } from 'vitest';
import { marketTick } from '@aurelix/shared/schemas/market';
import type { CurrencyItem, PairItem } from '@aurelix/shared/schemas/platform';
import { Decimal } from '../../lib/decimal';
import { createDemoTickerSource } from './demo-ticker-source';
import { createStaticTickerSource, formatPrice } from './ticker-source';
import { toMarketPairs } from './ticker-service';

const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);
const MINUTE = 60_000;

const currency = (symbol: string, price: string, precision: number): CurrencyItem => ({
  id: 0,
  symbol,
  name: symbol,
  logo: '',
  price,
  precision,
  recharge_turn: 1,
  draw_turn: 1,
  legal_status: 0,
});
const pair = (
  left: string,
  tick: string,
  pricePrecision: number,
  qtyPrecision: number,
  contract: number,
): PairItem => ({
  id: 0,
  symbol: `${left}_USDT`,
  supply: '0',
  left_symbol: left,
  right_symbol: 'USDT',
  is_hot: 1,
  trade_status: 1,
  contract_status: contract,
  tick_size: tick,
  step_size: '0.001',
  min_qty: '0.001',
  min_notional: '5',
  price_precision: pricePrecision,
  qty_precision: qtyPrecision,
  price_band: '10',
});
const pairs = toMarketPairs(
  [pair('BTC', '0.01', 2, 5, 1), pair('DOGE', '0.00001', 5, 0, 0)],
  [currency('USDT', '1', 2), currency('BTC', '96500', 8), currency('DOGE', '0.38', 2)],
);
const decimals = (s: string) => s.split('.')[1]?.length ?? 0;

describe('demo ticker source', () => {
  it('starts with 24h statistics: open, high, low, volume and trades from the backfilled day', () => {
    const source = createDemoTickerSource({ seed: 'demo', now: NOW, pairs });
    const btc = source.tick('BTC_USDT')!;
    expect(marketTick.parse(btc)).toEqual(btc);
    expect(Object.keys(btc).sort()).toEqual([
      'amount',
      'close',
      'count',
      'high',
      'increase',
      'low',
      'open',
      'pair',
      'vol',
    ]);
    expect(btc.pair).toBe('BTC_USDT');
    expect(btc.close).toBe('96500.00');
    expect(btc.open).not.toBe(btc.close);
    for (const field of ['close', 'open', 'high', 'low'] as const) expect(decimals(btc[field])).toBe(2);
    expect(decimals(btc.vol)).toBe(5);
    expect(decimals(btc.amount)).toBe(2);
    const [open, close, high, low] = [btc.open, btc.close, btc.high, btc.low].map((s) => new Decimal(s));
    expect(high!.gte(Decimal.max(open!, close!)) && low!.lte(Decimal.min(open!, close!))).toBe(true);
    expect(high!.gt(low!)).toBe(true);
    expect(btc.increase).toBe(close!.minus(open!).div(open!).toFixed(4));
    expect(btc.count).toBeGreaterThan(0);
    expect(new Decimal(btc.vol).gt(0) && new Decimal(btc.amount).gt(0)).toBe(true);
    // Turnover is volume times price, so their ratio lies within the day's range.
    const average = new Decimal(btc.amount).div(btc.vol);
    expect(average.gte(low!.times(0.99)) && average.lte(high!.times(1.01))).toBe(true);
  });

  it('is deterministic for a seed and moves with time', () => {
    const a = createDemoTickerSource({ seed: 'demo', now: NOW, pairs });
    const b = createDemoTickerSource({ seed: 'demo', now: NOW, pairs });
    for (const t of [1000, 2000, 3000]) {
      expect(a.advance(NOW + t)).toEqual(['BTC_USDT', 'DOGE_USDT']);
      b.advance(NOW + t);
    }
    expect(a.ticks()).toEqual(b.ticks());
    expect(a.tick('BTC_USDT')!.close).not.toBe('96500.00');
    expect(a.advance(NOW + 3000)).toEqual([]);
    expect(createDemoTickerSource({ seed: 'other', now: NOW, pairs }).ticks()).not.toEqual(
      createDemoTickerSource({ seed: 'demo', now: NOW, pairs }).ticks(),
    );
  });

  it('opens at the price of 24 hours ago', () => {
    const source = createDemoTickerSource({ seed: 'roll', now: NOW, pairs });
    const closes = new Map<number, string>();
    for (let t = NOW + MINUTE; t <= NOW + 25 * 60 * MINUTE; t += MINUTE) {
      source.advance(t);
      closes.set(t, source.tick('DOGE_USDT')!.close);
    }
    const end = NOW + 25 * 60 * MINUTE;
    expect(source.tick('DOGE_USDT')!.open).toBe(closes.get(end - 24 * 60 * MINUTE));
  });

  it('gives index prices to the pair tick', () => {
    const source = createDemoTickerSource({ seed: 'demo', now: NOW, pairs });
    source.advance(NOW + 1000);
    expect(source.indexPrice('BTC_USDT')).toBe(source.tick('BTC_USDT')!.close);
    expect(source.indexPrice('NOPE_USDT')).toBeUndefined();
  });

  it('takes in a pair listed while it runs: a tick at once from its reference price, then it moves', () => {
    const [btc, doge] = pairs;
    // A pair it has already is left as it is.
    const source = createDemoTickerSource({ seed: 'demo', now: NOW, pairs });
    const tick = source.tick('DOGE_USDT');
    source.addPairs([doge!], NOW + 1000);
    expect(source.tick('DOGE_USDT')).toBe(tick);
    const before = createDemoTickerSource({ seed: 'demo', now: NOW, pairs: [btc!] });
    expect(before.tick('DOGE_USDT')).toBeUndefined();
    before.addPairs([doge!, btc!], NOW + 1000);
    expect(before.tick('DOGE_USDT')!.close).toBe('0.38000');
    expect(before.advance(NOW + 2000)).toEqual(['BTC_USDT', 'DOGE_USDT']);
    expect(before.indexPrice('DOGE_USDT')).toBe(before.tick('DOGE_USDT')!.close);
  });
});

describe('static ticker source', () => {
  it('answers the reference price with no change', () => {
    const source = createStaticTickerSource(pairs);
    expect(source.tick('DOGE_USDT')).toEqual({
      pair: 'DOGE_USDT',
      close: '0.38000',
      open: '0.38000',
      high: '0.38000',
      low: '0.38000',
      increase: '0.0000',
      vol: '0',
      amount: '0.00',
      count: 0,
    });
    expect(source.advance(NOW)).toEqual([]);
    const later = createStaticTickerSource(pairs.slice(0, 1));
    later.addPairs(pairs, NOW);
    expect(later.ticks().map((x) => x.pair)).toEqual(['BTC_USDT', 'DOGE_USDT']);
    expect(later.tick('DOGE_USDT')!.close).toBe('0.38000');
  });

  it('never quotes a price below one tick', () => {
    expect(formatPrice(pairs[1]!, new Decimal('0.000001'))).toBe('0.00001');
  });
});
