import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { channels, type MarketTick } from '@aurelix/shared/ticker';
import { useChannels } from '../../../lib/socket';
import { pairKey } from '../utils/market-rows';

/**
 * Starts from `initial` and applies `{left}_{right}_tick` pushes for the given pairs. Pushes are
 * gathered and applied once per animation frame, so a burst of ticks renders once.
 */
export function useLiveTicks(
  pairs: readonly { left: string; right: string }[],
  initial: Map<string, Partial<MarketTick>>,
): Map<string, Partial<MarketTick>> {
  const [live, setLive] = useState<Map<string, Partial<MarketTick>>>(() => new Map());
  const pending = useRef(new Map<string, MarketTick>());
  const frame = useRef<number | null>(null);

  const names = useMemo(() => pairs.map((p) => channels.tick(p.left, p.right)), [pairs]);

  const flush = useCallback(() => {
    frame.current = null;
    const batch = pending.current;
    pending.current = new Map();
    setLive((prev) => {
      const next = new Map(prev);
      for (const [key, tick] of batch) next.set(key, tick);
      return next;
    });
  }, []);

  useChannels<MarketTick>(names, (tick, channel) => {
    if (!tick || typeof tick !== 'object' || !tick.close) return;
    const key = pairKey(tick.pair || channel.replace(/_tick$/, ''));
    pending.current.set(key, tick);
    frame.current ??= requestAnimationFrame(flush);
  });

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return useMemo(() => {
    if (live.size === 0) return initial;
    const merged = new Map(initial);
    for (const [key, tick] of live) merged.set(key, { ...merged.get(key), ...tick });
    return merged;
  }, [initial, live]);
}
