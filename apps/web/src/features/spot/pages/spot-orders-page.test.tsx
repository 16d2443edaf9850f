import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { SpotStop } from '@aurelix/shared/schemas/spot-stop';
import '../../../i18n/i18n';
import { SpotOrdersPage } from './spot-orders-page';

const ok = (data: unknown, msg = 'success') =>
  new Response(JSON.stringify({ code: 200, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

const pair = (symbol: string, pricePrecision: number) => ({
  id: symbol.length,
  symbol,
  left_symbol: symbol.split('_')[0],
  right_symbol: 'USDT',
  supply: '0',
  is_hot: 1,
  trade_status: 1,
  contract_status: 1,
  tick_size: '0.01',
  step_size: '0.00001',
  min_qty: '0.00001',
  min_notional: '5',
  price_precision: pricePrecision,
  qty_precision: 5,
  price_band: '10',
});
const stop = (id: string, over: Partial<SpotStop>): SpotStop => ({
  id,
  symbol: 'BTC_USDT',
  side: 'buy',
  stop_price: '98000',
  direction: 'rise',
  price: '98100',
  quantity: '0.01',
  status: 'waiting',
  order_id: null,
  fail_reason: null,
  created_at: 1_764_000_000_000,
  ended_at: null,
  ...over,
});

let waiting: SpotStop[];
let ended: SpotStop[];
let stopBodies: Record<string, unknown>[];
let cancelled: string[];

beforeEach(() => {
  waiting = [stop('11', {}), stop('12', { symbol: 'ETH_USDT', side: 'sell', direction: 'fall', stop_price: '3000', price: '2990', quantity: '1.5' })];
  ended = [stop('9', { status: 'triggered', order_id: '501', ended_at: 1_764_000_100_000 }), stop('8', { status: 'failed', fail_reason: 'Insufficient balance', ended_at: 1_764_000_050_000 })];
  stopBodies = [];
  cancelled = [];
  // antd's Table measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      if (url.endsWith('/api/pair_list')) return ok({ list: [pair('BTC_USDT', 2), pair('ETH_USDT', 2)] });
      if (url.endsWith('/api/spot/order/current') || url.endsWith('/api/spot/order/history')) return ok({ list: [], total: 0 });
      if (url.endsWith('/api/spot/stop/list')) {
        stopBodies.push(body);
        const list = body.ended ? ended : waiting;
        return ok({ list, total: list.length });
      }
      if (url.endsWith('/api/spot/stop/cancel')) {
        cancelled.push(String(body.stop_id));
        const gone = waiting.find((s) => s.id === body.stop_id)!;
        waiting = waiting.filter((s) => s !== gone);
        return ok({ ...gone, status: 'cancelled', ended_at: 1_764_000_200_000 }, 'Stop-limit order cancelled');
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(kind: 'open' | 'history') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[kind === 'open' ? '/order/spot-current' : '/order/spot-history']}>
          <SpotOrdersPage kind={kind} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('the spot order pages list stop-limit orders too', () => {
  it('/order/spot-current shows every waiting stop of every pair with its trigger, and cancels one after a confirmation', async () => {
    renderPage('open');
    const section = await screen.findByTestId('stops-section-waiting');
    expect(within(section).getByRole('heading').textContent).toBe('Waiting stop-limit orders');
    await waitFor(() => expect(section.querySelectorAll('[data-testid="stop-row-waiting"]')).toHaveLength(2));
    const btc = section.querySelector('[data-stop-id="11"]') as HTMLElement;
    expect(btc.textContent).toContain('≥ 98,000.00');
    expect(btc.textContent).toContain('98,100.00');
    const eth = section.querySelector('[data-stop-id="12"]') as HTMLElement;
    expect(eth.textContent).toContain('ETH/USDT');
    expect(eth.textContent).toContain('≤ 3,000.00');
    // Waiting ones only, of every pair: no symbol until the filter bar picks one.
    expect(stopBodies[0]).toEqual({ ended: false, page: 1, page_size: 10 });

    fireEvent.click(within(btc).getByTestId('cancel-stop'));
    fireEvent.click(await screen.findByTestId('stop-cancel-confirm'));
    await waitFor(() => expect(cancelled).toEqual(['11']));
    await waitFor(() => expect(section.querySelectorAll('[data-testid="stop-row-waiting"]')).toHaveLength(1));
    expect(section.querySelector('[data-stop-id="11"]')).toBeNull();
  });

  it('/order/spot-history shows the triggered and failed ones with their status and reason, and no cancel', async () => {
    renderPage('history');
    const section = await screen.findByTestId('stops-section-ended');
    expect(within(section).getByRole('heading').textContent).toBe('Ended stop-limit orders');
    await waitFor(() => expect(section.querySelectorAll('[data-testid="stop-row-ended"]')).toHaveLength(2));
    expect((section.querySelector('[data-stop-id="9"]') as HTMLElement).textContent).toContain('Triggered');
    const failed = section.querySelector('[data-stop-id="8"]') as HTMLElement;
    expect(failed.textContent).toContain('Failed');
    expect(failed.textContent).toContain('Insufficient balance');
    expect(within(section).queryByTestId('cancel-stop')).toBeNull();
    expect(stopBodies.some((b) => b.ended === true)).toBe(true);
  });

  it('on a phone shows a card per stop with every figure on screen, and cancels from the card', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: query === '(max-width: 767px)' })) as typeof window.matchMedia;
    try {
      renderPage('open');
      const section = await screen.findByTestId('stops-section-waiting');
      await waitFor(() => expect(within(section).getAllByTestId('stops-waiting-item')).toHaveLength(2));
      expect(section.querySelector('table')).toBeNull();
      const [btc, eth] = within(section).getAllByTestId('stops-waiting-item') as [HTMLElement, HTMLElement];
      expect(btc.tagName).toBe('LI');
      for (const text of ['BTC/USDT', 'Buy', 'Waiting', 'Trigger', '≥ 98,000.00', '98,100.00', '0.01000']) expect(btc.textContent).toContain(text);
      expect(eth.textContent).toContain('≤ 3,000.00');

      fireEvent.click(within(btc).getByTestId('cancel-stop'));
      fireEvent.click(await screen.findByTestId('stop-cancel-confirm'));
      await waitFor(() => expect(cancelled).toEqual(['11']));
      await waitFor(() => expect(within(section).getAllByTestId('stops-waiting-item')).toHaveLength(1));
    } finally {
      window.matchMedia = desktop;
    }
  });
});
