import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { secondChannels, type SecondIndexTick, type SecondOrder } from '@aurelix/shared/schemas/second';
import { channels } from '@aurelix/shared/ticker';
import { useChannel } from '../../../lib/socket';
import { useSession } from '../../../lib/session';
import { secondKeys } from '../api/second-api';

/**
 * The signed-in user's private channel: a second order placed or settled updates the lists and the
 * wallet, and is handed to `onOrder` (the countdown dialog follows its order by it).
 */
export function useSecondPushes(onOrder?: (order: SecondOrder) => void): void {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const channel = user && token ? channels.user(user.id) : null;
  useChannel<{ type?: string; account?: string; order?: SecondOrder }>(channel, (push) => {
    if (!push || typeof push !== 'object') return;
    if (push.type === 'second_order' && push.order) {
      onOrder?.(push.order);
      void queryClient.invalidateQueries({ queryKey: secondKeys.private });
    } else if (push.type === 'balance' && push.account === 'second') {
      void queryClient.invalidateQueries({ queryKey: secondKeys.account() });
    }
  });
}

/** The pair's recorded index ticks: the last 10 minutes, then each pushed one (`{pair}_second_index`). */
export function useSecondIndex(symbol: string, initial: SecondIndexTick[] | undefined, fallback?: string) {
  const [ticks, setTicks] = useState<SecondIndexTick[]>([]);
  useEffect(() => setTicks(initial ?? []), [initial]);
  useChannel<SecondIndexTick>(secondChannels.index(symbol), (tick) => {
    if (!tick || typeof tick.price !== 'string') return;
    setTicks((list) => (list.length > 0 && list[list.length - 1]!.time >= tick.time ? list : [...list.slice(-599), { time: tick.time, price: tick.price }]));
  });
  const last = ticks[ticks.length - 1];
  const prev = ticks[ticks.length - 2];
  return { ticks, price: last?.price ?? fallback, previous: prev?.price };
}

/** The server's clock as far as this page knows it: local time plus the offset seen in the last order. */
export function useNow(stepMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(id);
  }, [stepMs]);
  return now;
}
