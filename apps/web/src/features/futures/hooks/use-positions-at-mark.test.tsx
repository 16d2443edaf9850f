import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { futuresKeys } from '../api/keys';
import { usePositionsAtMark } from './use-positions-at-mark';

afterEach(() => vi.useRealTimers());

describe('usePositionsAtMark', () => {
  it('refetches the positions as the mark moves, at most every 2 s, and not without positions', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { rerender } = renderHook(({ mark, holding }) => usePositionsAtMark('BTC_USDT', mark, holding), {
      wrapper,
      initialProps: { mark: '50000', holding: false },
    });
    rerender({ mark: '50001', holding: false });
    expect(invalidate).not.toHaveBeenCalled();
    rerender({ mark: '50002', holding: true });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: futuresKeys.positions('BTC_USDT') });
    // Two more marks within 2 s: one refetch when the 2 s are up.
    act(() => vi.advanceTimersByTime(500));
    rerender({ mark: '50003', holding: true });
    act(() => vi.advanceTimersByTime(500));
    rerender({ mark: '50004', holding: true });
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
