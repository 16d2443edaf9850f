/** One market's channels and how often the server pushes each (messages a second), as the market data does. */
export const CHANNELS = ['btc_usdt_tick', 'btc_usdt_depth', 'btc_usdt_trade', 'btc_usdt_kline_1min'] as const;
export type BenchChannel = (typeof CHANNELS)[number];

/**
 * 10 messages a second per client: the tick every second, the book merged to its cap of 10 a second
 * but here 6 (a busy market between bursts), 2 trade pushes and 1 candle push.
 */
export const RATES: Record<BenchChannel, number> = {
  btc_usdt_tick: 1,
  btc_usdt_depth: 6,
  btc_usdt_trade: 2,
  btc_usdt_kline_1min: 1,
};

const level = (i: number, side: number): [string, string] => [(96500 + side * (0.01 + i * 0.37)).toFixed(2), (0.01 + ((i * 7) % 13) / 10).toFixed(5)];

/** A payload of the real shape and size (the depth push carries 50 levels a side); `sent` is the send time. */
export function payloadOf(channel: BenchChannel, sent: number): unknown {
  switch (channel) {
    case 'btc_usdt_tick':
      return { pair: 'BTC_USDT', close: '96500.00', open: '95100.00', high: '97000.00', low: '94800.00', increase: '0.0147', vol: '1234.56789', amount: '119000000.00', count: 53123, sent };
    case 'btc_usdt_depth':
      return {
        symbol: 'BTC_USDT',
        bids: Array.from({ length: 50 }, (_, i) => level(i, -1)),
        asks: Array.from({ length: 50 }, (_, i) => level(i, 1)),
        ts: sent,
        sent,
      };
    case 'btc_usdt_trade':
      return { list: [{ id: String(sent), price: '96500.01', quantity: '0.01200', side: 'buy', time: sent }], sent };
    case 'btc_usdt_kline_1min':
      return { time: sent - (sent % 60_000), open: '96480.00', high: '96510.00', low: '96470.00', close: '96500.00', vol: '12.5', amount: '1206250', sent };
  }
}
