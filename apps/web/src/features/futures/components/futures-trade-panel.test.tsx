import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import type { FuturesPositionView } from '@aurelix/shared/schemas/futures';
import '../../../i18n/i18n';
import { clearSession, setSession, type UserInfo } from '../../../lib/session';
import { installFakeToaster } from '../../../test/fake-toaster';
import { contract, longPosition } from './fixtures.test-data';
import { FuturesTradePanel } from './futures-trade-panel';

const placeFuturesOrder = vi.fn();
vi.mock('../api/post-futures', () => ({
  placeFuturesOrder: (...args: unknown[]) => placeFuturesOrder(...args),
  cancelFuturesOrder: vi.fn(),
  closeFuturesPosition: vi.fn(),
  setFuturesLeverage: vi.fn(),
  setFuturesMarginMode: vi.fn(),
}));
vi.mock('../api/get-futures-account', async () => {
  const { account: data } = await import('./fixtures.test-data');
  return { useFuturesAccount: () => ({ data, isPending: false, isError: false }) };
});

function signIn(nameStatus: number) {
  setSession('token-1', { id: 7, account: 'demo@aurelix.example', info: { name_status: nameStatus } } as unknown as UserInfo);
}

async function renderPanel(positions: FuturesPositionView[] = [longPosition]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <FuturesTradePanel contract={contract} positions={positions} picked={null} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => {});
}

let toaster: ReturnType<typeof installFakeToaster>;
beforeEach(() => {
  placeFuturesOrder.mockReset();
  toaster = installFakeToaster();
});
afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('FuturesTradePanel', () => {
  it('shows a visitor log in and register instead of the buttons', async () => {
    clearSession();
    await renderPanel();
    expect(screen.getByTestId('futures-visitor').textContent).toContain('Please log in or register to trade futures.');
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByTestId('submit-open_long')).toBeNull();
  });

  it('tells an unverified user why they cannot trade and links to identity verification', async () => {
    signIn(1);
    await renderPanel();
    expect(screen.getByTestId('futures-unverified').textContent).toContain('Futures trading opens once your identity is verified.');
    expect(screen.getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe('/user/identity');
    expect(screen.queryByTestId('submit-open_long')).toBeNull();
    expect(screen.queryByTestId('futures-visitor')).toBeNull();
  });

  it('says a pending review is under way', async () => {
    signIn(2);
    await renderPanel();
    expect(screen.getByTestId('futures-unverified').textContent).toContain('under review');
  });

  it('shows the cost (initial margin plus the opening fee) and the maximum openable per side', async () => {
    signIn(3);
    await renderPanel();
    expect(screen.getByTestId('leverage-button').textContent).toBe('Leverage 10x');
    expect(screen.getByTestId('max-long').textContent).toBe('0.179 BTC');
    expect(screen.getByTestId('max-short').textContent).toBe('0.178 BTC');
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.01' } });
    // 50,000 × 0.01 = 500 notional: 50 margin at 10x + 0.25 fee at 0.05%.
    expect(screen.getByTestId('cost-long').textContent).toBe('50.25 USDT');
    expect(screen.getByTestId('cost-short').textContent).toBe('50.25 USDT');
    expect(screen.getByTestId('futures-available').textContent).toBe('900.00 USDT');
  });

  it('shows open buttons in open mode and close buttons with the closable amount in close mode', async () => {
    signIn(3);
    await renderPanel();
    expect(screen.getByTestId('submit-open_long').textContent).toBe('Open long');
    expect(screen.getByTestId('submit-open_short').textContent).toBe('Open short');
    expect(screen.queryByTestId('submit-close_long')).toBeNull();
    fireEvent.click(screen.getByText('Close'));
    expect(screen.getByTestId('submit-close_long').textContent).toBe('Close long');
    expect(screen.getByTestId('submit-close_short').textContent).toBe('Close short');
    expect(screen.getByTestId('closable-long').textContent).toBe('0.015 BTC');
    expect(screen.getByTestId('closable-short').textContent).toBe('0.000 BTC');
    expect(screen.queryByTestId('cost-long')).toBeNull();
  });

  it('refuses a close above the closable amount with the translated message, sending nothing', async () => {
    signIn(3);
    await renderPanel();
    fireEvent.click(screen.getByText('Close'));
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.02' } });
    await act(async () => fireEvent.click(screen.getByTestId('submit-close_long')));
    expect(screen.getByRole('alert').textContent).toBe('Quantity above the closable amount (0.015 BTC) cannot be closed');
    expect(screen.queryByTestId('futures-confirm')).toBeNull();
    expect(placeFuturesOrder).not.toHaveBeenCalled();
  });

  it('confirms before placing and places once, even when confirmed twice', async () => {
    signIn(3);
    placeFuturesOrder.mockResolvedValue({});
    await renderPanel();
    fireEvent.change(screen.getByTestId('futures-price'), { target: { value: '49000.5' } });
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.01' } });
    await act(async () => fireEvent.click(screen.getByTestId('submit-open_short')));
    expect(placeFuturesOrder).not.toHaveBeenCalled();
    const confirm = screen.getByTestId('futures-confirm');
    expect(confirm.textContent).toContain('10x');
    expect(confirm.textContent).toContain('100% of the balance cannot be used');
    const ok = screen.getByTestId('futures-confirm-ok');
    await act(async () => {
      fireEvent.click(ok);
      fireEvent.click(ok);
    });
    expect(placeFuturesOrder).toHaveBeenCalledTimes(1);
    expect(placeFuturesOrder.mock.calls[0]![0]).toEqual({
      symbol: 'BTC_USDT',
      direction: 'open_short',
      type: 'limit',
      price: '49000.5',
      quantity: '0.01',
    });
    expect(toaster.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'Order placed' }));
  });

  it('sends a market order without a price', async () => {
    signIn(3);
    placeFuturesOrder.mockResolvedValue({});
    await renderPanel();
    fireEvent.click(screen.getByTestId('futures-type-market'));
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.005' } });
    await act(async () => fireEvent.click(screen.getByTestId('submit-open_long')));
    await act(async () => fireEvent.click(screen.getByTestId('futures-confirm-ok')));
    expect(placeFuturesOrder.mock.calls[0]![0]).toEqual({ symbol: 'BTC_USDT', direction: 'open_long', type: 'market', quantity: '0.005' });
  });

  it('says plainly that trigger orders are not available yet', async () => {
    signIn(3);
    await renderPanel();
    fireEvent.click(screen.getByTestId('futures-type-trigger'));
    expect(screen.getByTestId('trigger-soon').textContent).toContain('Trigger orders are not available yet');
    expect(screen.queryByTestId('futures-order-form')).toBeNull();
  });
});
