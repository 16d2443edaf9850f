import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { futuresKeys } from '../api/keys';

/** At most one refetch of the positions in this many ms while the mark moves. */
export const MARK_REFETCH_MS = 2000;

/**
 * Positions are valued at the mark price (SPEC 3: mark, unrealised PnL, ROE, estimated
 * liquidation price): while the user holds some, a new mark from the index tick refetches them,
 * at most every 2 s, so the figures on screen move with the mark as the server computes them.
 */
export function usePositionsAtMark(symbol: string, mark: string | undefined, holding: boolean) {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!holding || mark === undefined) return;
    const refetch = () => {
      timer.current = undefined;
      last.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: futuresKeys.positions(symbol) });
    };
    const wait = last.current + MARK_REFETCH_MS - Date.now();
    if (wait <= 0) refetch();
    else if (timer.current === undefined) timer.current = setTimeout(refetch, wait);
  }, [symbol, mark, holding, queryClient]);
  useEffect(() => () => clearTimeout(timer.current), []);
}
