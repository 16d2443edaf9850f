import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useBusySubmitGuard, useSubmitGuard } from './submit-guard';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSubmitGuard', () => {
  it('ignores a second submit within 2 s and accepts one after', () => {
    const handler = vi.fn();
    const { result } = renderHook(() => useSubmitGuard(handler));

    act(() => {
      result.current('first');
      result.current('second');
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenLastCalledWith('first');

    act(() => vi.advanceTimersByTime(1_999));
    act(() => result.current('too soon'));
    expect(handler).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1));
    act(() => result.current('third'));
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenLastCalledWith('third');
  });

  it('keeps guarding across re-renders and calls the latest handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ handler }) => useSubmitGuard(handler), {
      initialProps: { handler: first },
    });

    act(() => result.current());
    rerender({ handler: second });
    act(() => result.current());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2_000));
    act(() => result.current());
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('submits a form once on a double click', () => {
    const submit = vi.fn();
    function Form() {
      const onSubmit = useSubmitGuard((event: React.FormEvent) => {
        event.preventDefault();
        submit();
      });
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(e);
          }}
        >
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('useBusySubmitGuard', () => {
  it('is busy while the handler runs and for the rest of the 2 s, then takes the next submit', async () => {
    let finish: () => void = () => undefined;
    const handler = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useBusySubmitGuard(handler));
    expect(result.current.busy).toBe(false);

    act(() => result.current.submit());
    expect(result.current.busy).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    await act(async () => finish());
    // Answered after 0.5 s: a second click is still held back for 1.5 s, and the button says so.
    expect(result.current.busy).toBe(true);
    act(() => result.current.submit());
    expect(handler).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1_500));
    expect(result.current.busy).toBe(false);
    act(() => result.current.submit());
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
