import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
const placeFuturesTrigger = vi.fn();
vi.mock('../api/triggers', () => ({
  placeFuturesTrigger: (...args: unknown[]) => placeFuturesTrigger(...args),
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
  placeFuturesTrigger.mockReset().mockResolvedValue({});
  toaster = installFakeToaster();
});
afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('FuturesTradePanel', () => {
  it('shows a visitor the whole form at a new account\'s settings, with Log in and Sign up for buttons', async () => {
    clearSession();
    sessionStorage.clear();
    await renderPanel();
    const form = screen.getByTestId('futures-visitor');
    expect(screen.getByTestId('leverage-button').textContent).toBe('Leverage 20x');
    expect(within(form).getByText('Cross')).toBeTruthy();
    fireEvent.change(screen.getByTestId('futures-price'), { target: { value: '49000' } });
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.01' } });
    // 490 notional: 24.5 margin at 20x and 0.245 fee.
    expect(screen.getByTestId('cost-long').textContent).toBe('24.745 USDT');
    expect(screen.getByTestId('max-long').textContent).toBe('--');
    expect(screen.queryByTestId('submit-open_long')).toBeNull();
    expect(screen.getByTestId('futures-visitor-actions-login').textContent).toBe('Log In');
    expect(screen.getByTestId('futures-visitor-actions-register').textContent).toBe('Sign Up');
    // A setting asks to log in first.
    await act(async () => fireEvent.click(screen.getByTestId('leverage-button')));
    expect(screen.getByTestId('visitor-prompt').textContent).toBe('Please log in or register to trade futures.');
    fireEvent.click(screen.getByTestId('futures-visitor-actions-register'));
    expect(JSON.parse(sessionStorage.getItem('visitor-draft:/')!)).toEqual({ tab: 'limit', mode: 'open', price: '49000', quantity: '0.01' });
  }, 30_000);

  it('gives a verified user back what they typed as a visitor before logging in', async () => {
    sessionStorage.setItem('visitor-draft:/', JSON.stringify({ tab: 'market', mode: 'open', price: '49000', quantity: '0.03' }));
    signIn(3);
    await renderPanel();
    expect(screen.getByTestId('futures-type-market').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByTestId('futures-quantity') as HTMLInputElement).value).toBe('0.03');
    expect(sessionStorage.getItem('visitor-draft:/')).toBeNull();
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

  it('places TP/SL at opening with the order: refused on the wrong side of the order price, confirmed with the trigger prices', async () => {
    signIn(3);
    placeFuturesOrder.mockResolvedValue({});
    await renderPanel();
    expect(screen.queryByTestId('futures-opening-tpsl')).toBeNull();
    fireEvent.click(screen.getByTestId('futures-tpsl-toggle'));
    fireEvent.change(screen.getByTestId('futures-price'), { target: { value: '49000' } });
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.01' } });
    // A long's take profit under its order price is refused, and nothing is sent.
    fireEvent.change(screen.getByTestId('opening-tp'), { target: { value: '48000' } });
    await act(async () => fireEvent.click(screen.getByTestId('submit-open_long')));
    expect(screen.getByRole('alert').textContent).toBe('Take profit must be on the profitable side of the order price (49,000.00)');
    expect(screen.queryByTestId('futures-confirm')).toBeNull();
    // By yield: +50% at 10x is 5% over 49,000; a stop loss of -20% is 2% under it.
    fireEvent.click(screen.getByText('ROE %'));
    fireEvent.change(screen.getByTestId('opening-tp'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('opening-sl'), { target: { value: '-20' } });
    await act(async () => fireEvent.click(screen.getByTestId('submit-open_long')));
    const confirm = screen.getByTestId('futures-confirm').textContent;
    expect(confirm).toContain('Take profit51,450.00 USDT (50%)');
    expect(confirm).toContain('Stop loss48,020.00 USDT (-20%)');
    expect(confirm).toContain('Trigger byMark');
    await act(async () => fireEvent.click(screen.getByTestId('futures-confirm-ok')));
    expect(placeFuturesOrder.mock.calls[0]![0]).toEqual({
      symbol: 'BTC_USDT',
      direction: 'open_long',
      type: 'limit',
      price: '49000',
      quantity: '0.01',
      take_profit: { roe: '50' },
      stop_loss: { roe: '-20' },
      tpsl_trigger_by: 'mark',
    });
  });

  it('sets TP/SL at opening on the last price when the user picks it', async () => {
    signIn(3);
    placeFuturesOrder.mockResolvedValue({});
    await renderPanel();
    fireEvent.click(screen.getByTestId('futures-tpsl-toggle'));
    fireEvent.change(screen.getByTestId('futures-price'), { target: { value: '49000' } });
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.01' } });
    fireEvent.change(screen.getByTestId('opening-sl'), { target: { value: '48000' } });
    fireEvent.click(within(screen.getByTestId('opening-tpsl-trigger-by')).getByText('Last'));
    await act(async () => fireEvent.click(screen.getByTestId('submit-open_long')));
    expect(screen.getByTestId('futures-confirm').textContent).toContain('Trigger byLast');
    await act(async () => fireEvent.click(screen.getByTestId('futures-confirm-ok')));
    expect(placeFuturesOrder.mock.calls[0]![0]).toMatchObject({ stop_loss: { price: '48000' }, tpsl_trigger_by: 'last' });
  });

  it('places a limit trigger order by mark price after a confirmation that says which way it fires', async () => {
    signIn(3);
    await renderPanel();
    fireEvent.click(screen.getByTestId('futures-type-trigger'));
    expect(screen.queryByTestId('futures-order-form')).toBeNull();
    fireEvent.change(screen.getByTestId('trigger-price'), { target: { value: '51000' } });
    fireEvent.change(screen.getByTestId('trigger-order-price'), { target: { value: '51000.5' } });
    fireEvent.change(screen.getByTestId('trigger-quantity'), { target: { value: '0.01' } });
    expect(screen.getByTestId('trigger-hint').textContent).toBe(
      'Mark price now: 50,010.00 · fires when the price rises to the trigger',
    );
    await act(async () => fireEvent.click(screen.getByTestId('trigger-submit-open_long')));
    expect(placeFuturesTrigger).not.toHaveBeenCalled();
    expect(screen.getByTestId('trigger-sentence').textContent).toBe(
      'When the mark price rises to 51,000.00 USDT, a limit order to Open long 0.010 BTC at 51,000.50 USDT will be placed.',
    );
    await act(async () => fireEvent.click(screen.getByTestId('trigger-confirm-ok')));
    expect(placeFuturesTrigger).toHaveBeenCalledTimes(1);
    expect(placeFuturesTrigger.mock.calls[0]![0]).toEqual({
      symbol: 'BTC_USDT',
      direction: 'open_long',
      trigger_price: '51000',
      trigger_by: 'mark',
      type: 'limit',
      price: '51000.5',
      quantity: '0.01',
    });
    expect(placeOrderNotCalled()).toBe(true);
    expect(toaster.success).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Trigger order placed' }),
    );
  });

  it('places a market close trigger by last price without a price, falling', async () => {
    signIn(3);
    await renderPanel();
    fireEvent.click(screen.getByText('Close'));
    fireEvent.click(screen.getByTestId('futures-type-trigger'));
    fireEvent.click(screen.getByText('Last'));
    fireEvent.click(within(screen.getByTestId('trigger-order-type')).getByText('Market'));
    fireEvent.change(screen.getByTestId('trigger-price'), { target: { value: '48000' } });
    fireEvent.change(screen.getByTestId('trigger-quantity'), { target: { value: '0.015' } });
    await act(async () => fireEvent.click(screen.getByTestId('trigger-submit-close_long')));
    expect(screen.getByTestId('trigger-sentence').textContent).toBe(
      'When the last price falls to 48,000.00 USDT, a market order to Close long 0.015 BTC will be placed.',
    );
    await act(async () => fireEvent.click(screen.getByTestId('trigger-confirm-ok')));
    expect(placeFuturesTrigger.mock.calls[0]![0]).toEqual({
      symbol: 'BTC_USDT',
      direction: 'close_long',
      trigger_price: '48000',
      trigger_by: 'last',
      type: 'market',
      quantity: '0.015',
    });
  });

  it('requires a trigger price, a price for a limit and a trigger away from the current price', async () => {
    signIn(3);
    await renderPanel();
    fireEvent.click(screen.getByTestId('futures-type-trigger'));
    fireEvent.change(screen.getByTestId('trigger-quantity'), { target: { value: '0.01' } });
    fireEvent.change(screen.getByTestId('trigger-order-price'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByTestId('trigger-submit-open_short')));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a trigger price');
    fireEvent.change(screen.getByTestId('trigger-price'), { target: { value: '50010' } });
    await act(async () => fireEvent.click(screen.getByTestId('trigger-submit-open_short')));
    expect(screen.getByRole('alert').textContent).toBe(
      'The trigger price must differ from the current price',
    );
    fireEvent.change(screen.getByTestId('trigger-price'), { target: { value: '49000' } });
    await act(async () => fireEvent.click(screen.getByTestId('trigger-submit-open_short')));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a price');
    expect(screen.queryByTestId('trigger-confirm')).toBeNull();
    expect(placeFuturesTrigger).not.toHaveBeenCalled();
  });
});

function placeOrderNotCalled(): boolean {
  return placeFuturesOrder.mock.calls.length === 0;
}
