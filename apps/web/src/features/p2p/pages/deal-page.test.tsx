import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.search}</div>;
}

describe('/deal filters', () => {
  it('sends the amount and the payment method from the address, keeps them there, and lists the methods of the pair', { timeout: 60_000 }, async () => {
    // antd's Select measures its list; jsdom has no ResizeObserver.
    vi.stubGlobal('ResizeObserver', class {
      observe() {}
      unobserve() {}
      disconnect() {}
    });
    const sepa: P2pPublicAd = { ...ad, id: 8, merchant_name: 'BetaOTC', methods: ['SEPA', 'Wise'] };
    const bodies: Record<string, unknown>[] = [];
    vi.mocked(api.post).mockReset();
    vi.mocked(api.post).mockImplementation(async (url: string, body: unknown) => {
      if (url !== '/api/p2p/ads') throw new Error(`a visitor's screen asked ${url}`);
      const b = body as { method?: string };
      bodies.push(body as Record<string, unknown>);
      return { list: [ad, sepa].filter((a) => !b.method || a.methods.includes(b.method)) } as never;
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/deal?side=buy&crypto=USDT&fiat=EUR&method=SEPA']}>
          <App>
            <Routes>
              <Route path="/deal" element={<><DealPage /><Where /></>} />
            </Routes>
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText('BetaOTC')).length).toBeGreaterThan(0);
    expect(bodies).toContainEqual({ side: 'buy', crypto: 'USDT', fiat: 'EUR', method: 'SEPA' });
    expect(screen.queryByText('AlphaOTC')).toBeNull();

    // A bad amount is named and not sent; a good one is sent and kept in the address.
    const amount = screen.getByTestId('p2p-filter-amount').querySelector('input') ?? screen.getByTestId('p2p-filter-amount');
    expect(amount.getAttribute('placeholder')).toBe('Amount in EUR');
    fireEvent.change(amount, { target: { value: '-3' } });
    expect((await screen.findByTestId('p2p-filter-amount-error')).textContent).toBe('Enter a positive amount');
    expect(bodies.some((b) => b.amount !== undefined)).toBe(false);
    fireEvent.change(amount, { target: { value: '250.5' } });
    await waitFor(() => expect(bodies).toContainEqual({ side: 'buy', crypto: 'USDT', fiat: 'EUR', amount: '250.5', method: 'SEPA' }));
    expect(screen.queryByTestId('p2p-filter-amount-error')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('?side=buy&crypto=USDT&fiat=EUR&amount=250.5&method=SEPA');

    // The method list holds every method of the pair's ads; "All methods" drops the filter.
    fireEvent.mouseDown(within(screen.getByTestId('p2p-filter-method')).getByRole('combobox'));
    await screen.findByTitle('All methods');
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['All methods', 'Bank transfer', 'SEPA', 'Wise']);
    fireEvent.click(await screen.findByTitle('All methods'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?side=buy&crypto=USDT&fiat=EUR&amount=250.5'));
    await waitFor(() => expect(bodies).toContainEqual({ side: 'buy', crypto: 'USDT', fiat: 'EUR', amount: '250.5' }));
    expect((await screen.findAllByText('AlphaOTC')).length).toBeGreaterThan(0);
  });
});
