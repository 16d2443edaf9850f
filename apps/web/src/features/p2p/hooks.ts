import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channels } from '@aurelix/shared/ticker';
import { useChannel } from '../../lib/socket';
import { useSession } from '../../lib/session';
import { p2pKeys } from './api/p2p-api';

/** The signed-in user's private channel: an order or chat push refreshes the P2P queries. */
export function useP2pPushes(): void {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  useChannel<{ type?: string; id?: number; message?: { order_id: number } }>(user && token ? channels.user(user.id) : null, (push) => {
    if (push?.type === 'p2p_order') void queryClient.invalidateQueries({ queryKey: p2pKeys.all });
    if (push?.type === 'p2p_message' && push.message) void queryClient.invalidateQueries({ queryKey: p2pKeys.chat(push.message.order_id) });
  });
}

/** The server's time now, from the offset of the last view it served, ticking once a second. */
export function useServerNow(serverTime: number | undefined): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverTime !== undefined) setOffset(serverTime - Date.now());
  }, [serverTime]);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  return now + offset;
}

/** mm:ss (or h:mm:ss) left until `deadline`, never negative. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
