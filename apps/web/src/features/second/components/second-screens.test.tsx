import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import type { ReactNode } from 'react';
import type { SecondOrder, SecondProduct } from '@aurelix/shared/schemas/second';
import '../../../i18n/i18n';
import { clearSession, setSession, type UserInfo } from '../../../lib/session';
import { CountdownDialog } from './countdown-dialog';
import { SecondTradePanel } from './second-trade-panel';

const post = vi.fn();
vi.mock('../../../lib/api-client', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const product = (duration: number, rate: string): SecondProduct => ({
  id: duration,
  symbol: 'BTC_USDT',
  duration,
  payout_rate: rate,
  min_stake: '10',
  max_stake: '5000',
  fee_rate: '0.002',
  enabled: true,
});

/** An order bought now (made in the test: a slow first test would eat into its 30 s). */
const openNow = (): SecondOrder => ({
  id: '7',
  symbol: 'BTC_USDT',
  direction: 'up',
  duration: 30,
  payout_rate: '0.8',
  buy_price: '50000',
  buy_time: Date.now(),
  stake: '100',
  fee: '0.2',
  paid: '100.2',
  settle_time: Date.now() + 30_000,
  status: 'open',
  estimated_profit: '80',
  settle_price: null,
  settle_tick_time: null,
  result: null,
  payout: null,
  profit: null,
  settled_at: null,
});

describe('second-contract screens', () => {
  it('shows a visitor the whole form; up asks to log in or sign up, and what was chosen is kept for after', async () => {
    sessionStorage.clear();
    wrap(<SecondTradePanel products={[product(30, '0.8'), product(60, '0.82')]} onPlaced={vi.fn()} />);
    expect(screen.getByTestId('second-duration-60').textContent).toBe('60s82%');
    // 10 USDT at 80%.
    expect(screen.getByTestId('second-estimated').textContent).toBe('+8 USDT');
    expect(screen.getByTestId('second-visitor-actions-login').textContent).toBe('Log In');
    expect(screen.getByTestId('second-visitor-actions-register').textContent).toBe('Sign Up');
    fireEvent.click(screen.getByTestId('second-duration-60'));
    await act(async () => fireEvent.click(screen.getByTestId('second-buy-up')));
    expect(screen.getByTestId('visitor-prompt').textContent).toBe('Log in to buy second contracts.');
    fireEvent.click(screen.getByTestId('visitor-prompt-actions-login'));
    expect(JSON.parse(sessionStorage.getItem('visitor-draft:/')!)).toEqual({ duration: '60', stake: '10' });
  }, 30_000);

  it('shows the available balance at USDT\'s two decimals, rounded down', async () => {
    post.mockImplementation((path: string) => Promise.resolve(path === '/api/second/account' ? { available: '198.01980198', frozen: '0' } : []));
    setSession('token-1', { id: 7, account: 'demo@aurelix.example', info: { name_status: 3 } } as unknown as UserInfo);
    try {
      wrap(<SecondTradePanel products={[product(30, '0.8')]} onPlaced={vi.fn()} />);
      expect((await screen.findByText('198.01')).getAttribute('data-testid')).toBe('second-available');
    } finally {
      clearSession();
      post.mockReset();
    }
  }, 30_000);

  it('counts down with the live price against the buy price, then shows the result and the amount', () => {
    const open = openNow();
    const { rerender } = wrap(<CountdownDialog order={open} livePrice="50010" onClose={vi.fn()} />);
    expect(screen.getByTestId('second-countdown').textContent).toMatch(/^00:(30|29)$/);
    expect(screen.getByTestId('second-standing').textContent).toBe('Winning so far');
    expect(screen.getByTestId('second-live-price').textContent).toBe('50,010');
    // Every digit, grouped: never rounded, since a settlement compares them digit for digit.
    expect(screen.getByTestId('second-buy-price').textContent).toBe('50,000');
    const settled: SecondOrder = { ...open, status: 'settled', settle_price: '49990', result: 'loss', payout: '0', profit: '-100.2', settled_at: Date.now() };
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <App>
            <CountdownDialog order={settled} livePrice="49990" onClose={vi.fn()} />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('second-result').textContent).toBe('You lost 100.2 USDT');
    expect(screen.getByTestId('second-live-price').textContent).toBe('49,990');
    expect(screen.getByTestId('second-payout').textContent).toBe('0 USDT');
  });
});
