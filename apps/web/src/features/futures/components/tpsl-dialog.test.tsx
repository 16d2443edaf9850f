import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import type { FuturesPositionView } from '@aurelix/shared/schemas/futures';
import type { FuturesTrigger } from '@aurelix/shared/schemas/futures-triggers';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import { contract, longPosition, shortPosition } from './fixtures.test-data';
import { TpslDialog } from './tpsl-dialog';
import { existingTp } from './tpsl-dialog.test-data';

const setFuturesTpsl = vi.fn();
const cancelFuturesTrigger = vi.fn();
let waiting: FuturesTrigger[] = [];
vi.mock('../api/triggers', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/triggers')>();
  return {
    ...actual,
    setFuturesTpsl: (...args: unknown[]) => setFuturesTpsl(...args),
    cancelFuturesTrigger: (...args: unknown[]) => cancelFuturesTrigger(...args),
    useFuturesTriggers: () => ({
      data: { list: waiting, total: waiting.length },
      isPending: false,
      isError: false,
    }),
  };
});

function renderDialog(position: FuturesPositionView = longPosition) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <TpslDialog position={position} contract={contract} onClose={() => {}} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// antd tables and modals render slowly on a loaded runner.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  setFuturesTpsl.mockReset().mockResolvedValue({ take_profit: null, stop_loss: null });
  cancelFuturesTrigger.mockReset().mockResolvedValue({});
  waiting = [];
  installFakeToaster();
});

describe('TpslDialog', () => {
  it('works out the trigger price and PnL from a ROE and sends the ROE', async () => {
    renderDialog();
    fireEvent.click(screen.getAllByText('ROE %')[0]!);
    fireEvent.change(screen.getByTestId('tp-value'), { target: { value: '50' } });
    // Long at 49,375 with 10x: 49,375 × (1 + 0.5 / 10) = 51,843.75 → 51,843.8 on the 0.1 tick;
    // PnL on the whole 0.02 BTC: (51,843.8 − 49,375) × 0.02 = 49.376.
    expect(screen.getByTestId('tp-estimate').textContent).toBe(
      'Est. trigger price 51,843.80 USDTEst. PnL +49.376 USDT',
    );
    await act(async () => fireEvent.click(screen.getByTestId('tpsl-save')));
    expect(setFuturesTpsl).toHaveBeenCalledWith({
      symbol: 'BTC_USDT',
      side: 'long',
      trigger_by: 'mark',
      take_profit: { roe: '50' },
    });
  });

  it('shows the ROE of a typed price and sends a stop loss by price for a quantity', async () => {
    renderDialog();
    fireEvent.change(screen.getByTestId('sl-value'), { target: { value: '48000' } });
    fireEvent.change(screen.getByTestId('sl-quantity'), { target: { value: '0.01' } });
    // (48,000 ÷ 49,375 − 1) × 10 = −27.85%; (48,000 − 49,375) × 0.01 = −13.75.
    expect(screen.getByTestId('sl-estimate').textContent).toBe('Est. ROE -27.85%Est. PnL -13.75 USDT');
    fireEvent.click(screen.getByText('Last'));
    await act(async () => fireEvent.click(screen.getByTestId('tpsl-save')));
    expect(setFuturesTpsl).toHaveBeenCalledWith({
      symbol: 'BTC_USDT',
      side: 'long',
      trigger_by: 'last',
      stop_loss: { price: '48000', quantity: '0.01' },
    });
  });

  it('refuses a take profit on the losing side and a stop loss on the winning side, sending nothing', async () => {
    renderDialog();
    fireEvent.change(screen.getByTestId('tp-value'), { target: { value: '49000' } });
    fireEvent.change(screen.getByTestId('sl-value'), { target: { value: '50500' } });
    await act(async () => fireEvent.click(screen.getByTestId('tpsl-save')));
    expect(screen.getByTestId('tp-error').textContent).toBe(
      'Take profit must be on the profitable side of the mark price (50,000.00)',
    );
    expect(screen.getByTestId('sl-error').textContent).toBe(
      'Stop loss must be on the losing side of the mark price (50,000.00)',
    );
    expect(setFuturesTpsl).not.toHaveBeenCalled();
  });

  it('turns a short take profit by ROE into a price below the entry', async () => {
    renderDialog(shortPosition);
    fireEvent.click(screen.getAllByText('ROE %')[0]!);
    fireEvent.change(screen.getByTestId('tp-value'), { target: { value: '30' } });
    // Short at 51,000 with 10x: 51,000 × (1 − 0.3 / 10) = 49,470; (51,000 − 49,470) × 0.01 = 15.3.
    expect(screen.getByTestId('tp-estimate').textContent).toBe(
      'Est. trigger price 49,470.00 USDTEst. PnL +15.30 USDT',
    );
    fireEvent.change(screen.getByTestId('tp-value'), { target: { value: '-10' } });
    await act(async () => fireEvent.click(screen.getByTestId('tpsl-save')));
    // 51,000 × 1.01 = 51,510: above the mark, the losing side of a short.
    expect(screen.getByTestId('tp-error').textContent).toContain('profitable side');
    expect(setFuturesTpsl).not.toHaveBeenCalled();
  });

  it('lists the waiting take profit of the position and cancels it after a confirmation', async () => {
    waiting = [existingTp, { ...existingTp, id: '42', direction: 'close_short', kind: 'stop_loss' }];
    renderDialog();
    expect(screen.getByTestId('tp-existing').textContent).toContain('Mark ≥ 52,000.00 · Whole position');
    expect(screen.queryByTestId('sl-existing')).toBeNull();
    fireEvent.click(screen.getByTestId('exit-cancel'));
    expect(await screen.findByText('Do you want to cancel this take profit?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('trigger-cancel-confirm')));
    expect(cancelFuturesTrigger).toHaveBeenCalledWith('41');
  });

  it('asks for a take profit or a stop loss when both are empty', async () => {
    renderDialog();
    await act(async () => fireEvent.click(screen.getByTestId('tpsl-save')));
    expect(screen.getByRole('alert').textContent).toBe('Enter a take profit or a stop loss');
    expect(setFuturesTpsl).not.toHaveBeenCalled();
  });
});
