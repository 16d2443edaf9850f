import { describe, expect, it } from 'vitest';
import type { FuturesContractView, PlaceFuturesOrderBody } from '@aurelix/shared/schemas/futures';
import { price } from '@aurelix/engine/futures/units';
import { createFuturesMaker } from './maker';
import type { FuturesService } from './service';

/*
 * The demo futures maker quotes around the index, not the mark (issue 26 item 5): the mark follows
 * the book, so quotes around it carried one user's push into the mark. The maker's collaborator
 * is a stand-in that records the orders it is asked to place.
 */

const BTC = { symbol: 'BTC_USDT', tick_size: '0.1', step_size: '0.001', min_qty: '0.001', max_leverage: 125 } as FuturesContractView;

function standIn(index: string, mark: string) {
  const placed: PlaceFuturesOrderBody[] = [];
  const futures = {
    indexOf: () => price(BigInt(Math.round(Number(index) * 1e8))),
    markOf: () => price(BigInt(Math.round(Number(mark) * 1e8))),
    contracts: async () => [BTC],
    currentOrders: async () => ({ list: [], total: 0 }),
    cancelOrder: async () => undefined,
    positions: async () => [],
    placeOrder: async (_userId: number, body: PlaceFuturesOrderBody) => {
      placed.push(body);
      return {};
    },
  } as unknown as FuturesService;
  return { futures, placed };
}

describe('the demo futures maker', () => {
  it('quotes its ladder around the index, whatever the mark', async () => {
    // The mark 0.19% above the index, as one account's bids could hold it.
    const { futures, placed } = standIn('100000', '100190');
    const maker = createFuturesMaker({
      futures,
      ledger: { credit: async () => undefined, balance: async () => ({ available: '1', frozen: '0' }) } as never,
      makerId: 1,
      takerId: 2,
      log: { warn: () => undefined },
      // Never takes: only the quotes are placed.
      random: () => 0.99,
      now: () => 0,
    });
    await maker.quoteOnce();
    const limits = placed.filter((o) => o.type === 'limit');
    const bids = limits.filter((o) => o.direction === 'open_long').map((o) => Number(o.price));
    const asks = limits.filter((o) => o.direction === 'open_short').map((o) => Number(o.price));
    expect(bids).toHaveLength(21);
    expect(asks).toHaveLength(21);
    // The touch quotes straddle the index a tick away each, the ladder starts 0.04% out; the mark
    // plays no part.
    expect(Math.max(...bids)).toBe(99999.9);
    expect(Math.min(...asks)).toBe(100000.1);
    expect(bids.filter((p) => p !== 99999.9).reduce((a, b) => Math.max(a, b))).toBe(99960);
    expect(asks.filter((p) => p !== 100000.1).reduce((a, b) => Math.min(a, b))).toBe(100040);
    // Several BTC within 0.5% a side.
    const within = limits.filter((o) => o.direction === 'open_short' && Number(o.price) <= 100500);
    expect(within.reduce((sum, o) => sum + Number(o.quantity), 0)).toBeGreaterThan(3);
  });
});
