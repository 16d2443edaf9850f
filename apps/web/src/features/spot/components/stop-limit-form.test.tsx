import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { SpotBalances } from '@aurelix/shared/schemas/spot';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import { StopLimitForm } from './stop-limit-form';

const placeSpotStop = vi.fn();
vi.mock('../api/spot-stops', () => ({
  placeSpotStop: (...args: unknown[]) => placeSpotStop(...args),
  SPOT_STOPS_KEY: ['spot', 'stops'],
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
  base: { currency: 'BTC', available: '0', frozen: '0' },
  quote: { currency: 'USDT', available: '10', frozen: '0' },
  maker_fee: '0.001',
  taker_fee: '0.001',
};

function renderForm(side: 'buy' | 'sell') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StopLimitForm side={side} pair={pair} balances={balances} lastPrice="50000" />
    </QueryClientProvider>,
  );
  const field = (name: string) => screen.getByTestId(`stop-${side}-${name}`) as HTMLInputElement;
  return { stop: field('stop'), price: field('price'), quantity: field('quantity'), submit: field('submit') };
}

let toaster: ReturnType<typeof installFakeToaster>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  placeSpotStop.mockReset();
  toaster = installFakeToaster();
});
afterEach(() => vi.useRealTimers());

describe('StopLimitForm', () => {
  it('says what will happen and places the stop only when confirmed, whatever the balance', async () => {
    const form = renderForm('buy');
    expect(form.price.value).toBe('50000.00');
    fireEvent.change(form.stop, { target: { value: '51000' } });
    fireEvent.change(form.price, { target: { value: '51500' } });
    fireEvent.change(form.quantity, { target: { value: '0.01' } });
    expect(screen.getByTestId('stop-buy-total').textContent).toBe('515.00 USDT');
    await act(async () => fireEvent.click(form.submit));
    // 515 USDT with 10 available: nothing is frozen while a stop waits, so it is not refused here.
    expect(screen.getByTestId('stop-buy-confirm-text').textContent).toBe(
      'When the last price rises to 51,000.00 USDT, place a limit buy of 0.01 BTC at 51,500.00 USDT.',
    );
    expect(placeSpotStop).not.toHaveBeenCalled();
    placeSpotStop.mockResolvedValue({});
    await act(async () => fireEvent.click(screen.getByTestId('stop-buy-confirm-ok')));
    expect(placeSpotStop).toHaveBeenCalledWith({ symbol: 'BTC_USDT', side: 'buy', stop_price: '51000', price: '51500', quantity: '0.01' });
    expect(toaster.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'Stop-limit order placed' }));
  });

  it('a sell stop below the last price falls to it', async () => {
    const form = renderForm('sell');
    fireEvent.change(form.stop, { target: { value: '45000' } });
    fireEvent.change(form.price, { target: { value: '44900' } });
    fireEvent.change(form.quantity, { target: { value: '0.5' } });
    await act(async () => fireEvent.click(form.submit));
    expect(screen.getByTestId('stop-sell-confirm-text').textContent).toBe(
      'When the last price falls to 45,000.00 USDT, place a limit sell of 0.5 BTC at 44,900.00 USDT.',
    );
  });

  it('names what is wrong and sends nothing: no stop, a stop at the last price, off tick, too small', async () => {
    const form = renderForm('buy');
    fireEvent.change(form.quantity, { target: { value: '0.01' } });
    await act(async () => fireEvent.click(form.submit));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a stop price');

    act(() => vi.advanceTimersByTime(2_001));
    fireEvent.change(form.stop, { target: { value: '50000' } });
    await act(async () => fireEvent.click(form.submit));
    expect(screen.getByRole('alert').textContent).toBe('The stop price equals the last price: choose one above or below it');

    act(() => vi.advanceTimersByTime(2_001));
    fireEvent.change(form.stop, { target: { value: '51000' } });
    fireEvent.change(form.quantity, { target: { value: '0.00001' } });
    await act(async () => fireEvent.click(form.submit));
    expect(screen.getByRole('alert').textContent).toBe('The order total must be at least 5');
    expect(screen.queryByTestId('stop-buy-confirm-text')).toBeNull();
    expect(placeSpotStop).not.toHaveBeenCalled();
  });
});
