import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { errorMessage } from '@aurelix/shared/errors';
import type { AdminFuturesContract } from '@aurelix/shared/schemas/futures';
import '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { installFakeToaster } from '../../../test/fake-toaster';
import { ContractEditForm } from './contract-edit-form';

const post = vi.fn();
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));

const btc: AdminFuturesContract = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.1',
  step_size: '0.001',
  maker_fee_rate: '0.0002',
  taker_fee_rate: '0.0005',
  max_leverage: 125,
  brackets: [
    { cap: '50000', max_leverage: 125, maintenance_rate: '0.004', maintenance_amount: '0' },
    { cap: '250000', max_leverage: 100, maintenance_rate: '0.005', maintenance_amount: '50' },
    { cap: null, max_leverage: 50, maintenance_rate: '0.01', maintenance_amount: '1300' },
  ],
  funding_interval_hours: 8,
  trading: true,
  price_band: '2',
  last_funding_time: 0,
  last_funding_rate: '0',
};

const onDone = vi.fn();

// antd tables and modals render slowly on a loaded runner (as the other futures form tests allow).
vi.setConfig({ testTimeout: 20_000 });

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ContractEditForm contract={btc} onDone={onDone} />
      </App>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function saveAndConfirm() {
  fireEvent.click(screen.getByTestId('save-contract'));
  const ok = await screen.findByTestId('confirm-save');
  await act(async () => {
    fireEvent.click(ok);
  });
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
  post.mockReset();
  onDone.mockReset();
  installFakeToaster();
});

describe('ContractEditForm', () => {
  it('saves the edited fees, table, interval and trading after a confirmation', async () => {
    post.mockResolvedValue({ ...btc, taker_fee_rate: '0.0006' });
    renderForm();
    type('fee-taker_fee_rate', '0.0006');
    expect(screen.getByText('= 0.0600%')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bracket-remove-2'));
    type('bracket-cap-1', '');
    fireEvent.click(screen.getByTestId('trading-switch'));
    await saveAndConfirm();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/api/admin/futures/contract/update');
    expect(body).toEqual({
      symbol: 'BTC_USDT',
      maker_fee_rate: '0.0002',
      taker_fee_rate: '0.0006',
      brackets: [btc.brackets[0], { ...btc.brackets[1], cap: null }],
      funding_interval_hours: 8,
      trading: false,
      price_band: '2',
    });
  });

  it('saves a new price band, and refuses one over 50% with the catalogue message', async () => {
    post.mockResolvedValue({ ...btc, price_band: '3.5' });
    renderForm();
    type('price-band', '60');
    fireEvent.click(screen.getByTestId('save-contract'));
    expect((await screen.findByTestId('edit-problem')).textContent).toContain(errorMessage('FUTURES_PRICE_BAND_INVALID', 'en_US'));
    expect(post).not.toHaveBeenCalled();
    type('price-band', '3.5');
    await saveAndConfirm();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post.mock.calls[0]![1]).toMatchObject({ symbol: 'BTC_USDT', price_band: '3.5' });
  });

  it("shows the server's message when it refuses the table, and stays open", async () => {
    const message = errorMessage('FUTURES_BRACKET_CAP_NOT_INCREASING', 'en_US');
    post.mockRejectedValue(new ApiError('business', message, 6103));
    renderForm();
    type('bracket-cap-1', '40000');
    await saveAndConfirm();
    expect((await screen.findByTestId('edit-problem')).textContent).toContain(message);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('checks each field with the shared schema before asking', async () => {
    renderForm();
    type('fee-maker_fee_rate', '0,0002');
    fireEvent.click(screen.getByTestId('save-contract'));
    expect((await screen.findByTestId('edit-problem')).textContent).toContain(errorMessage('FUTURES_FEE_INVALID', 'en_US'));
    expect(screen.queryByTestId('confirm-save')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds a row copying the last one, with no cap', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('bracket-add'));
    expect((screen.getByTestId('bracket-cap-3') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('bracket-max_leverage-3') as HTMLInputElement).value).toBe('50');
  });
});
