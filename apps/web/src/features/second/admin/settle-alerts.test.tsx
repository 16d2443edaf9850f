import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import type { AdminSecondOverview } from '@aurelix/shared/schemas/second';
import { changeLocale } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import AdminSecondPage from './admin-second-page';

vi.mock('../../../lib/api-client', () => ({ api: { post: vi.fn() }, ApiError: class extends Error {} }));

const overview: AdminSecondOverview = {
  list: [],
  house: { available: '99830', frozen: '170', max_payout: '250', open_orders: 3 },
  alerts: [
    {
      order_id: '41',
      user_id: 7,
      account: 'ada@example.com',
      symbol: 'BTC_USDT',
      stake: '10000',
      settle_time: Date.UTC(2026, 10, 27, 12, 0, 30),
      reason: 'balance_short',
      detail: 'INSUFFICIENT_BALANCE: 7/second/USDT',
      first_seen: Date.UTC(2026, 10, 27, 12, 0, 31),
      last_seen: Date.UTC(2026, 10, 27, 12, 3, 31),
      attempts: 4,
    },
  ],
};

function renderPage() {
  vi.mocked(api.post).mockResolvedValue(overview as never);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <AdminSecondPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // antd's Table measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en_US');
});

describe('/admin/second', () => {
  it('shows what the house has reserved and each order that could not settle, with its user and reason', async () => {
    renderPage();
    const alerts = await screen.findByTestId('second-settle-alerts');
    expect(within(alerts).getByText('Orders that could not settle')).toBeTruthy();
    expect(await within(alerts).findByText('#41')).toBeTruthy();
    expect(within(alerts).getByText(/ada@example\.com/)).toBeTruthy();
    expect(within(alerts).getByTestId('second-alert-reason').textContent).toBe('A balance it draws on is short (the user’s frozen stake or the house’s reservation)');
    expect(within(alerts).getByText('INSUFFICIENT_BALANCE: 7/second/USDT')).toBeTruthy();
    expect(screen.getByTestId('second-house').textContent).toContain('Reserved for open orders: 170');
  });

  it('says the reason in the operator’s language', async () => {
    await changeLocale('ja_JP');
    renderPage();
    const alerts = await screen.findByTestId('second-settle-alerts');
    expect(within(alerts).getByText('決済できなかった注文')).toBeTruthy();
    expect((await within(alerts).findByTestId('second-alert-reason')).textContent).toBe('決済に使う残高が不足しています（ユーザーの凍結済み投資額またはハウスの引当額）');
  });
});
