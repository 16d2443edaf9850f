import { describe, expect, it } from 'vitest';
import { createChannelRegistry, pairChannelFamily } from './channel-registry';

describe('channel registry', () => {
  it('answers from every registered family and follows a reloaded pair list', () => {
    let pairs = [{ name: 'btc_usdt', contract: true }];
    const registry = createChannelRegistry();
    registry.register(
      pairChannelFamily(
        'tick',
        () => pairs,
        (p) => `${p.name}_tick`,
      ),
    );
    registry.register(
      pairChannelFamily(
        'future_tick',
        () => pairs,
        (p) => (p.contract ? `${p.name}_future_tick` : undefined),
      ),
    );
    expect(registry.isPublic('btc_usdt_tick')).toBe(true);
    expect(registry.isPublic('eth_usdt_tick')).toBe(false);

    pairs = [...pairs, { name: 'eth_usdt', contract: false }];
    expect(registry.isPublic('eth_usdt_tick')).toBe(true);
    expect(registry.isPublic('eth_usdt_future_tick')).toBe(false);
    expect(registry.list().sort()).toEqual(['btc_usdt_future_tick', 'btc_usdt_tick', 'eth_usdt_tick']);
  });

  it('lets later features add families of their own (depth, trades, candles)', () => {
    const registry = createChannelRegistry();
    const intervals = ['1m', '1h'];
    registry.register({
      name: 'candle',
      has: (c) => intervals.some((i) => c === `btc_usdt_candle_${i}`),
      list: () => intervals.map((i) => `btc_usdt_candle_${i}`),
    });
    expect(registry.isPublic('btc_usdt_candle_1h')).toBe(true);
    expect(registry.isPublic('btc_usdt_candle_2h')).toBe(false);
    expect(registry.isPublic('user_1')).toBe(false);
  });
});
