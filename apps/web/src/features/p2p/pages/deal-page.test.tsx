import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { App } from 'antd';
import type { P2pPublicAd } from '@aurelix/shared/schemas/p2p';
import '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import DealPage from './deal-page';

vi.mock('../../../lib/api-client', () => ({ api: { post: vi.fn() }, ApiError: class extends Error {} }));

const ad: P2pPublicAd = {
  id: 7,
  merchant_name: 'AlphaOTC',
  side: 'buy',
  crypto: 'USDT',
  fiat: 'EUR',
  price_type: 'margin',
  price: '0.91',
  margin: '-0.8',
  remaining: '50000',
  min_amount: '10',
  max_amount: '4500',
  methods: ['Bank transfer'],
  pay_window: 30,
  orders: 12,
  completion_rate: '100',
};

function LoginProbe() {
  const location = useLocation();
  return <div data-testid="login-probe">{JSON.stringify(location.state)}</div>;
}

describe('/deal for a visitor', () => {
  it('lists the ads without a session, and taking one asks to log in and comes back to the same list', { timeout: 30_000 }, async () => {
    vi.mocked(api.post).mockImplementation(async (url: string) => {
      if (url !== '/api/p2p/ads') throw new Error(`a visitor's screen asked ${url}`);
      return { list: [ad] } as never;
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/deal?side=sell&crypto=USDT&fiat=EUR']}>
          <App>
            <Routes>
              <Route path="/deal" element={<DealPage />} />
              <Route path="/login" element={<LoginProbe />} />
            </Routes>
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText('AlphaOTC')).length).toBeGreaterThan(0);
    expect(vi.mocked(api.post)).toHaveBeenCalledWith('/api/p2p/ads', { side: 'sell', crypto: 'USDT', fiat: 'EUR' }, expect.anything());
    expect(screen.queryByText('My fiat orders')).toBeNull();
    fireEvent.click(screen.getByTestId('p2p-take-7'));
    expect(await screen.findByText('Sell USDT to AlphaOTC')).toBeTruthy();
    expect(screen.getByTestId('p2p-visitor-register').textContent).toBe('Sign up');
    fireEvent.click(screen.getByTestId('p2p-visitor-login'));
    expect((await screen.findByTestId('login-probe')).textContent).toBe(JSON.stringify({ from: '/deal?side=sell&crypto=USDT&fiat=EUR' }));
  });
});
