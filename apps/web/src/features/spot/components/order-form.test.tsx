import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { SpotBalances } from '@aurelix/shared/schemas/spot';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import { OrderForm } from './order-form';

const placeSpotOrder = vi.fn();
vi.mock('../api/post-spot-order', () => ({
  placeSpotOrder: (...args: unknown[]) => placeSpotOrder(...args),
  cancelSpotOrder: vi.fn(),
}));

const pair: PairItem = {
  id: 1,
  symbol: 'BTC_USDT',
  left_symbol: 'BTC',
  right_symbol: 'USDT',
  supply: '0',
  is_hot: 1,
  trade_status: 1,
  contract_status: 1,
  tick_size: '0.01',
  step_size: '0.00001',
  min_qty: '0.00001',
  min_notional: '5',
  price_precision: 2,
  qty_precision: 5,
  price_band: '10',
};
const balances: SpotBalances = {
  base: { currency: 'BTC', available: '2', frozen: '0' },
  quote: { currency: 'USDT', available: '1000', frozen: '0' },
  maker_fee: '0.001',
  taker_fee: '0.001',
};

function renderForm(side: 'buy' | 'sell' = 'buy', bestOpposite?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderForm side={side} type="limit" pair={pair} balances={balances} lastPrice="50000" picked={null} bestOpposite={bestOpposite} />
    </QueryClientProvider>,
  );
  return {
    price: screen.getByTestId(`${side}-price`) as HTMLInputElement,
    quantity: screen.getByTestId(`${side}-quantity`) as HTMLInputElement,
    submit: screen.getByTestId(`${side}-submit`),
  };
}

let toaster: ReturnType<typeof installFakeToaster>;
beforeEach(() => {
  // Date and timeouts: the 2 s double-submit guard (and the busy button it keeps) pass on command.
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  placeSpotOrder.mockReset();
  toaster = installFakeToaster();
});

afterEach(() => vi.useRealTimers());

describe('OrderForm', () => {
  it('starts at the last price and shows the total and the fee of what is typed', () => {
    const form = renderForm();
    expect(form.price.value).toBe('50000');
    fireEvent.change(form.quantity, { target: { value: '0.01' } });
    expect(screen.getByTestId('buy-total').textContent).toBe('500.00 USDT');
    expect(screen.getByTestId('buy-fee').textContent).toBe('0.50 USDT');
  });

  it('shows a translated message and sends nothing when the order is too small or too big', async () => {
    const form = renderForm();
    fireEvent.change(form.quantity, { target: { value: '0.00005' } });
    await act(async () => fireEvent.click(form.submit));
    expect(screen.getByRole('alert').textContent).toBe('The order total must be at least 5');

    act(() => vi.advanceTimersByTime(2_001));
    fireEvent.change(form.quantity, { target: { value: '0.02' } });
    await act(async () => fireEvent.click(form.submit));
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
    expect(placeSpotOrder).not.toHaveBeenCalled();
  });

  it('shows what was typed and says what is wrong with it, placing nothing', async () => {
    const form = renderForm();
    fireEvent.change(form.quantity, { target: { value: '-1' } });
    expect(form.quantity.value).toBe('-1');
    expect(screen.getByRole('alert').textContent).toBe('Enter a number greater than zero');

    fireEvent.change(form.quantity, { target: { value: '0.1' } });
    fireEvent.change(form.price, { target: { value: '1e30' } });
    expect(form.price.value).toBe('1e30');
    expect(screen.getByRole('alert').textContent).toBe('Enter a number, such as 12.5');
    expect(screen.getByTestId('buy-total').textContent).toBe('--');

    fireEvent.change(form.price, { target: { value: '50000.123' } });
    expect(screen.getByRole('alert').textContent).toBe('Too many decimal places (at most 2)');
    await act(async () => fireEvent.click(form.submit));
    expect(screen.getByRole('alert').textContent).toBe('Too many decimal places (at most 2)');
    expect(placeSpotOrder).not.toHaveBeenCalled();
  });

  it('places a limit order once, even when clicked twice within 2 s', async () => {
    placeSpotOrder.mockResolvedValue({});
    const form = renderForm('sell');
    fireEvent.change(form.price, { target: { value: '51000.5' } });
    fireEvent.change(form.quantity, { target: { value: '0.5' } });
    await act(async () => {
      fireEvent.click(form.submit);
      fireEvent.click(form.submit);
    });
    expect(placeSpotOrder).toHaveBeenCalledTimes(1);
    expect(placeSpotOrder.mock.calls[0]![0]).toMatchObject({
      symbol: 'BTC_USDT',
      side: 'sell',
      type: 'limit',
      price: '51000.5',
      quantity: '0.5',
    });
    expect(toaster.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'Order placed' }));
    expect(form.quantity.value).toBe('');
    // The 2 s guard holds a second click back, and the button shows it busy meanwhile.
    expect(form.submit.className).toContain('ant-btn-loading');
  });

  it('asks before placing a limit buy far above the lowest ask, and places it only when confirmed', async () => {
    placeSpotOrder.mockResolvedValue({});
    const form = renderForm('buy', '50000');
    fireEvent.change(form.price, { target: { value: '250000' } });
    fireEvent.change(form.quantity, { target: { value: '0.001' } });
    await act(async () => fireEvent.click(form.submit));
    expect(screen.getByTestId('buy-price-check-text').textContent).toBe(
      'Your price 250,000.00 USDT is 400.00% above the lowest ask (50,000.00 USDT). Place the order anyway?',
    );
    expect(placeSpotOrder).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByTestId('buy-price-check-ok')));
    expect(placeSpotOrder).toHaveBeenCalledTimes(1);
    expect(placeSpotOrder.mock.calls[0]![0]).toMatchObject({ price: '250000', quantity: '0.001' });
  });

  it('places a limit near the best price without asking', async () => {
    placeSpotOrder.mockResolvedValue({});
    const form = renderForm('buy', '50000');
    fireEvent.change(form.quantity, { target: { value: '0.001' } });
    await act(async () => fireEvent.click(form.submit));
    expect(screen.queryByTestId('buy-price-check-text')).toBeNull();
    expect(placeSpotOrder).toHaveBeenCalledTimes(1);
  });

  it('sends the time in force chosen under Advanced, and post-only instead of it', async () => {
    placeSpotOrder.mockResolvedValue({});
    const form = renderForm('sell');
    fireEvent.click(screen.getByTestId('sell-advanced'));
    fireEvent.click(screen.getByTestId('sell-tif-FOK'));
    fireEvent.change(form.quantity, { target: { value: '0.5' } });
    await act(async () => fireEvent.click(form.submit));
    expect(placeSpotOrder.mock.calls[0]![0]).toMatchObject({ tif: 'FOK' });

    act(() => vi.advanceTimersByTime(2_001));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Post only' }));
    fireEvent.change(form.quantity, { target: { value: '0.5' } });
    await act(async () => fireEvent.click(form.submit));
    expect(placeSpotOrder.mock.calls[1]![0]).toMatchObject({ tif: 'POST_ONLY' });
  });

  it('fills the quantity from a share of the balance, keeping room for the fee', () => {
    const form = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    // 500 USDT / 1.001 / 50,000 = 0.00999 BTC after rounding down to the step.
    expect(form.quantity.value).toBe('0.00999');
  });
});
