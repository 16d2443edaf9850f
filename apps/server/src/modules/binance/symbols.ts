import type { MarketPair } from '../market/ticker-source';
import { binanceErrors } from './errors';
import { binanceSymbolOf } from './views';

/**
 * Binance's symbols (BTCUSDT) for our pairs (BTC_USDT), from market data's pair list (which follows
 * newly listed pairs), and a version number of each book that grows with every change of it: the
 * `lastUpdateId` of /api/v3/depth.
 */
export function createBinanceSymbols(pairs: () => readonly MarketPair[]) {
  let seen: readonly MarketPair[] = [];
  let byBinance = new Map<string, MarketPair>();
  const versions = new Map<string, number>();
  const index = () => {
    const current = pairs();
    if (current !== seen) {
      seen = current;
      byBinance = new Map(current.map((p) => [binanceSymbolOf(p.symbol), p]));
    }
    return byBinance;
  };
  return {
    /** Our pair of a Binance symbol, or -1121 Invalid symbol. */
    pair(symbol: string): MarketPair {
      const pair = index().get(symbol);
      if (!pair) throw binanceErrors.badSymbol();
      return pair;
    },
    all: (): MarketPair[] => [...index().values()],
    binance: binanceSymbolOf,
    bookChanged(symbol: string) {
      versions.set(symbol, (versions.get(symbol) ?? 0) + 1);
    },
    bookVersion: (symbol: string) => versions.get(symbol) ?? 0,
  };
}

export type BinanceSymbols = ReturnType<typeof createBinanceSymbols>;
