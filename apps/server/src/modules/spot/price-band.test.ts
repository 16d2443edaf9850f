import { describe, expect, it } from 'vitest';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { AppError } from '../../lib/app-error';
import { Decimal } from '../../lib/decimal';
import { checkPriceBand } from './market-rules';
import { createPriceBandGuard } from './price-band';

const d = (v: string) => new Decimal(v);

describe('checkPriceBand', () => {
  it('refuses limit prices further than the band from the index, either way', () => {
    expect(checkPriceBand(d('500000'), d('97000'), d('10'))).toEqual({ ok: false, key: 'PRICE_OUTSIDE_BAND' });
    expect(checkPriceBand(d('87299.99'), d('97000'), d('10'))).toEqual({ ok: false, key: 'PRICE_OUTSIDE_BAND' });
    expect(checkPriceBand(d('106700.01'), d('97000'), d('10')).ok).toBe(false);
  });

  it('accepts prices on or inside the band, and has no band without an index or with a band of 0', () => {
    expect(checkPriceBand(d('106700'), d('97000'), d('10')).ok).toBe(true);
    expect(checkPriceBand(d('87300'), d('97000'), d('10')).ok).toBe(true);
    expect(checkPriceBand(d('500000'), undefined, d('10')).ok).toBe(true);
    expect(checkPriceBand(d('500000'), d('97000'), d('0')).ok).toBe(true);
  });
});

describe('the price band guard', () => {
  const pair = { symbol: 'BTC_USDT', price_band: '10' } as PairItem;
  const guard = (index: string | undefined, reads = { n: 0 }) =>
    createPriceBandGuard({
      pairs: async () => {
        reads.n++;
        return { list: [pair] };
      },
      index: () => index,
      now: () => 0,
    });
  const limit = (price: string) => ({ symbol: 'BTC_USDT', side: 'buy' as const, type: 'limit' as const, price, quantity: '0.01' });

  it('throws PRICE_OUTSIDE_BAND for a limit far from the index and lets market orders through', async () => {
    const g = guard('97000');
    await expect(g.check(limit('500000'))).rejects.toBeInstanceOf(AppError);
    await expect(g.check(limit('500000'))).rejects.toMatchObject({ key: 'PRICE_OUTSIDE_BAND' });
    await expect(g.check(limit('98000'))).resolves.toBeUndefined();
    await expect(g.check({ symbol: 'BTC_USDT', side: 'buy', type: 'market', quantity: '1' })).resolves.toBeUndefined();
  });

  it('reads the bands once for many orders, and checks nothing without an index', async () => {
    const reads = { n: 0 };
    const g = guard('97000', reads);
    for (let i = 0; i < 5; i++) await g.check(limit('98000'));
    expect(reads.n).toBe(1);
    await expect(guard(undefined).check(limit('500000'))).resolves.toBeUndefined();
  });

  it('reads the bands again for a pair listed since (issue 19), not only after they expire', async () => {
    const list = [pair];
    const g = createPriceBandGuard({ pairs: async () => ({ list }), index: (s) => (s === 'NEW_USDT' ? '2' : '97000'), now: () => 0 });
    await g.check(limit('98000'));
    list.push({ symbol: 'NEW_USDT', price_band: '10' } as PairItem);
    await expect(g.check({ ...limit('5'), symbol: 'NEW_USDT' })).rejects.toMatchObject({ key: 'PRICE_OUTSIDE_BAND' });
  });
});
