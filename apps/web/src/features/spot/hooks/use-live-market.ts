import { useEffect, useState } from 'react';
import type { DepthSnapshot, TradePrint, TradeList } from '@aurelix/shared/schemas/spot';
import { channels, type IndexTick, type MarketTick } from '@aurelix/shared/ticker';
import { useQuery } from '@tanstack/react-query';
import { useChannel } from '../../../lib/socket';
import { spotMarketSource, type MarketSource } from '../api/market-source';
import { useTicker } from '../api/get-ticker';

const TRADES_KEPT = 50;

/** The pair's 24h tick: the REST answer, then every `{l}_{r}_tick` push. */
export function useLiveTicker(symbol: string, left: string, right: string) {
  const query = useTicker(symbol);
  const [live, setLive] = useState<MarketTick | null>(null);
  useEffect(() => setLive(null), [symbol]);
  useChannel<MarketTick>(channels.tick(left, right), (tick) => {
    if (tick && typeof tick === 'object' && tick.close) setLive(tick);
  });
  return { tick: live ?? query.data, isPending: query.isPending && !live };
}

/** The oracle's index price from `{l}_{r}_future_index_tick`; undefined until the first push. */
export function useIndexPrice(left: string, right: string): string | undefined {
  const [price, setPrice] = useState<string>();
  useEffect(() => setPrice(undefined), [left, right]);
  useChannel<IndexTick>(channels.futureIndexTick(left, right), (tick) => {
    if (tick?.close) setPrice(tick.close);
  });
  return price;
}

/** The book: the REST snapshot, replaced by each `{l}_{r}_depth` push (top levels at the tick size). */
export function useLiveDepth(symbol: string, source: MarketSource = spotMarketSource) {
  const query = useQuery(source.depth(symbol));
  const [live, setLive] = useState<DepthSnapshot | null>(null);
  useEffect(() => setLive(null), [symbol]);
  useChannel<DepthSnapshot>(source.depthChannel(symbol), (snapshot) => {
    if (snapshot && Array.isArray(snapshot.bids) && Array.isArray(snapshot.asks)) setLive(snapshot);
  });
  const fresh = live && (!query.data || live.ts >= query.data.ts) ? live : query.data;
  return { depth: fresh, isPending: query.isPending && !live, isError: query.isError && !live };
}

/** Latest prints: the REST list with each `{l}_{r}_trade` push on top, newest first. */
export function useLiveTrades(symbol: string, source: MarketSource = spotMarketSource) {
  const query = useQuery(source.trades(symbol));
  const [pushed, setPushed] = useState<TradePrint[]>([]);
  useEffect(() => setPushed([]), [symbol]);
  useChannel<TradeList>(source.tradeChannel(symbol), (data) => {
    if (!data || !Array.isArray(data.list) || data.list.length === 0) return;
    const newestFirst = [...data.list].sort((a, b) => b.time - a.time);
    setPushed((prev) => [...newestFirst, ...prev].slice(0, TRADES_KEPT));
  });
  const seen = new Set(pushed.map((t) => t.id));
  const trades = [...pushed, ...(query.data ?? []).filter((t) => !seen.has(t.id))].slice(0, TRADES_KEPT);
  return { trades, isPending: query.isPending && pushed.length === 0, isError: query.isError && pushed.length === 0 };
}
