import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import { contract, longPosition, shortPosition } from './fixtures.test-data';
import { PositionsTable } from './positions-table';

const placeFuturesOrder = vi.fn();
const closeFuturesPosition = vi.fn();
vi.mock('../api/triggers', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/triggers')>();
  const { existingTp } = await import('./tpsl-dialog.test-data');
  return {
    ...actual,
    useFuturesTriggers: () => ({
      data: {
        list: [
          existingTp,
          { ...existingTp, id: '43', kind: 'stop_loss', trigger_price: '47000', trigger_direction: 'fall' },
        ],
        total: 2,
      },
      isPending: false,
    }),
  };
});
vi.mock('../api/post-futures', () => ({
  placeFuturesOrder: (...args: unknown[]) => placeFuturesOrder(...args),
  closeFuturesPosition: (...args: unknown[]) => closeFuturesPosition(...args),
}));

function renderTable(positions = [longPosition, shortPosition]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <PositionsTable positions={positions} contracts={[contract]} loading={false} emptyText="No open positions" />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const row = (side: string) => document.querySelector(`[data-testid="position-row"][data-side="${side}"]`) as HTMLElement;

beforeEach(() => {
  // antd's Table measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
  placeFuturesOrder.mockReset().mockResolvedValue({});
  closeFuturesPosition.mockReset().mockResolvedValue({});
  installFakeToaster();
});

describe('PositionsTable', () => {
  it('shows a card per position on a phone, with PnL, liquidation price and the actions in reach', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: query === '(max-width: 767px)' })) as typeof window.matchMedia;
    try {
      renderTable();
      expect(screen.getByTestId('positions-cards')).toBeTruthy();
      expect(document.querySelector('table')).toBeNull();
      const long = within(row('long'));
      expect(row('long').tagName).toBe('LI');
      expect(long.getByTestId('position-pnl').textContent).toBe('+12.50 USDT');
      expect(long.getByTestId('position-liq').textContent).toBe('44,687.50');
      expect(row('long').textContent).toContain('Liq. price');
      for (const id of ['position-tpsl-button', 'position-close', 'position-quick-close']) expect(long.getByTestId(id)).toBeTruthy();
      await act(async () => fireEvent.click(long.getByTestId('position-close')));
      expect(screen.getByTestId('close-position-dialog')).toBeTruthy();
    } finally {
      window.matchMedia = desktop;
    }
  }, 30_000);

  it('lists size, entry, mark, PnL and ROE coloured by sign, margin, leverage, liquidation and closable', () => {
    renderTable();
    const long = within(row('long'));
    expect(row('long').textContent).toContain('BTC/USDT');
    expect(row('long').textContent).toContain('Cross 10x');
    expect(long.getByText('0.020')).toBeTruthy();
    expect(long.getByText('49,375.00')).toBeTruthy();
    expect(long.getByText('0.015')).toBeTruthy();
    expect(long.getByTestId('position-pnl').textContent).toBe('+12.50 USDT');
    expect(long.getByTestId('position-roe').textContent).toBe('+12.66%');
    expect(long.getByTestId('position-liq').textContent).toBe('44,687.50');
    expect(long.getByTestId('position-pnl').className).toMatch(/up/);
    const short = within(row('short'));
    expect(short.getByTestId('position-pnl').textContent).toBe('-10.00 USDT');
    expect(short.getByTestId('position-roe').textContent).toBe('-19.60%');
    expect(short.getByTestId('position-roe').className).toMatch(/down/);
    expect(short.getByTestId('position-liq').textContent).toBe('--');
  });

  it('shows the waiting take profit and stop loss of a position and opens the TP/SL dialog', () => {
    renderTable();
    expect(within(row('long')).getByTestId('position-tpsl').textContent).toBe('52,000.0047,000.00');
    expect(within(row('short')).getByTestId('position-tpsl').textContent).toBe('----');
    fireEvent.click(within(row('long')).getByTestId('position-tpsl-button'));
    expect(screen.getByTestId('tpsl-dialog')).toBeTruthy();
    expect(screen.getByTestId('tp-existing').textContent).toContain('Mark ≥ 52,000.00');
  });

  it('shows the empty state', () => {
    renderTable([]);
    expect(screen.getByText('No open positions')).toBeTruthy();
  });

  it('refuses a close above the closable amount in the close dialog, sending nothing', async () => {
    renderTable();
    fireEvent.click(within(row('long')).getByTestId('position-close'));
    fireEvent.change(screen.getByTestId('close-quantity'), { target: { value: '0.02' } });
    await act(async () => fireEvent.click(screen.getByTestId('close-position-ok')));
    expect(screen.getByRole('alert').textContent).toBe('Quantity above the closable amount (0.015 BTC) cannot be closed');
    expect(placeFuturesOrder).not.toHaveBeenCalled();
  });

  it('closes part of a position by limit', async () => {
    renderTable();
    fireEvent.click(within(row('long')).getByTestId('position-close'));
    fireEvent.click(screen.getByText('Limit'));
    fireEvent.change(screen.getByTestId('close-price'), { target: { value: '50100' } });
    fireEvent.change(screen.getByTestId('close-quantity'), { target: { value: '0.01' } });
    await act(async () => fireEvent.click(screen.getByTestId('close-position-ok')));
    expect(placeFuturesOrder).toHaveBeenCalledWith({ symbol: 'BTC_USDT', direction: 'close_long', type: 'limit', price: '50100', quantity: '0.01' });
  });

  it('fills the close dialog at the contract\'s precision, not the API\'s eight decimals', async () => {
    renderTable([{ ...longPosition, closable: '0.01500000', mark_price: '50000.12345678' }]);
    await act(async () => fireEvent.click(within(row('long')).getByTestId('position-close')));
    expect((screen.getByTestId('close-quantity') as HTMLInputElement).value).toBe('0.015');
    fireEvent.click(screen.getByText('Limit'));
    expect((screen.getByTestId('close-price') as HTMLInputElement).value).toBe('50000.1');
  });

  it('fills a share of the closable amount from the 25/50/75/100% buttons, rounded down to the step', async () => {
    renderTable([{ ...longPosition, closable: '0.01500000' }]);
    await act(async () => fireEvent.click(within(row('long')).getByTestId('position-close')));
    const quantity = () => (screen.getByTestId('close-quantity') as HTMLInputElement).value;
    fireEvent.click(screen.getByTestId('close-share-25'));
    expect(quantity()).toBe('0.003');
    fireEvent.click(screen.getByTestId('close-share-50'));
    expect(quantity()).toBe('0.007');
    fireEvent.click(screen.getByTestId('close-share-75'));
    expect(quantity()).toBe('0.011');
    fireEvent.click(screen.getByTestId('close-share-100'));
    expect(quantity()).toBe('0.015');
    expect(screen.getByTestId('close-share-25').textContent).toBe('25%');
    fireEvent.click(screen.getByTestId('close-share-50'));
    await act(async () => fireEvent.click(screen.getByTestId('close-position-ok')));
    expect(placeFuturesOrder).toHaveBeenCalledWith({ symbol: 'BTC_USDT', direction: 'close_long', type: 'market', quantity: '0.007' });
  });

  it('quick-closes only after the confirmation', async () => {
    renderTable();
    fireEvent.click(within(row('short')).getByTestId('position-quick-close'));
    expect(closeFuturesPosition).not.toHaveBeenCalled();
    expect(await screen.findByText('Close your whole Short position of 0.010 BTC on BTC/USDT at market price?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('quick-close-ok')));
    expect(closeFuturesPosition).toHaveBeenCalledWith({ symbol: 'BTC_USDT', side: 'short' });
  });
});
