import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import '../../../i18n/i18n';
import { matchPairs, PairSwitcher } from './pair-switcher';

const pairOf = (left: string, trade = 1): PairItem => ({
  id: 1,
  symbol: `${left}_USDT`,
  left_symbol: left,
  right_symbol: 'USDT',
  supply: '0',
  is_hot: 0,
  trade_status: trade,
  contract_status: 0,
  tick_size: '0.01',
  step_size: '0.0001',
  min_qty: '0.0001',
  min_notional: '5',
  price_precision: 2,
  qty_precision: 4,
  price_band: '10',
});
const pairs = [pairOf('BTC'), pairOf('ETH'), pairOf('SOL'), pairOf('UNI', 0)];
const tick = (pair: string, close: string, increase: string) => ({ pair, close, increase, open: close, high: close, low: close, vol: '1', amount: '1', count: 1 });

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // antd's Popover measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/api/market/tickers')) return ok({ list: [tick('BTC_USDT', '97000', '0.0123'), tick('ETH_USDT', '3400.5', '-0.02')] });
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Page() {
  const { symbol } = useParams();
  return (
    <>
      <p data-testid="at">{symbol}</p>
      <PairSwitcher pair={pairs[0]!} pairs={pairs}>
        <button type="button">switch</button>
      </PairSwitcher>
    </>
  );
}

describe('the pair switcher', () => {
  it('matches tradable pairs by base, quote or symbol', () => {
    expect(matchPairs(pairs, '').map((p) => p.symbol)).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);
    expect(matchPairs(pairs, ' eth ').map((p) => p.symbol)).toEqual(['ETH_USDT']);
    expect(matchPairs(pairs, 'sol/usdt').map((p) => p.symbol)).toEqual(['SOL_USDT']);
    expect(matchPairs(pairs, 'uni')).toEqual([]);
  });

  it('shows each pair with its price and 24h change, searches, and goes to the pair', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/markets/kline/BTC_USDT']}>
          <Routes>
            <Route path="/markets/kline/:symbol" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByText('switch'));
    const panel = await screen.findByTestId('pair-switcher');
    await waitFor(() => expect(within(panel).getAllByTestId('pair-option')[0]!.textContent).toBe('BTC/USDT97,000.00+1.23%'));
    expect(within(panel).getAllByTestId('pair-option')[1]!.textContent).toBe('ETH/USDT3,400.50-2.00%');

    fireEvent.change(within(panel).getByTestId('pair-search'), { target: { value: 'so' } });
    expect(within(panel).getAllByTestId('pair-option').map((b) => b.textContent)).toEqual(['SOL/USDT----']);
    fireEvent.change(within(panel).getByTestId('pair-search'), { target: { value: 'doge' } });
    expect(within(panel).getByText('No pair matches “doge”')).toBeTruthy();

    fireEvent.change(within(panel).getByTestId('pair-search'), { target: { value: 'eth' } });
    fireEvent.click(within(panel).getByTestId('pair-option'));
    expect(screen.getByTestId('at').textContent).toBe('ETH_USDT');
  });
});
