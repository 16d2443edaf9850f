import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import type { FuturesTrigger, FuturesTriggerListBody } from '@aurelix/shared/schemas/futures-triggers';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import { contract } from '../components/fixtures.test-data';
import { FuturesPlanPage } from './futures-orders-page';

const plan: FuturesTrigger = {
  id: '7',
  symbol: 'BTC_USDT',
  kind: 'plan',
  direction: 'open_long',
  trigger_by: 'mark',
  trigger_price: '51000',
  trigger_direction: 'rise',
  type: 'limit',
  price: '51000.5',
  quantity: '0.01',
  status: 'waiting',
  order_id: null,
  fail_reason: null,
  created_at: Date.UTC(2026, 10, 26, 1),
  triggered_at: null,
  attempts: 0,
  retry_until: null,
};
/** A stop-loss whose close could not fill yet (no bids within the price band): tried 3 times so far. */
const retrying: FuturesTrigger = {
  ...plan,
  id: '11',
  kind: 'stop_loss',
  direction: 'close_long',
  type: 'market',
  price: null,
  quantity: null,
  trigger_direction: 'fall',
  trigger_price: '48000',
  status: 'retrying',
  attempts: 3,
  retry_until: Date.UTC(2026, 10, 26, 3, 10),
  triggered_at: Date.UTC(2026, 10, 26, 3),
};
const ended: FuturesTrigger[] = [
  { ...plan, id: '8', status: 'triggered', order_id: '9001', triggered_at: Date.UTC(2026, 10, 26, 2) },
  {
    ...plan,
    id: '9',
    status: 'failed',
    type: 'market',
    price: null,
    trigger_by: 'last',
    trigger_direction: 'fall',
    trigger_price: '48000',
    fail_reason: 'Insufficient available margin',
  },
  { ...plan, id: '10', kind: 'stop_loss', direction: 'close_long', quantity: null, status: 'cancelled' },
];

const calls: FuturesTriggerListBody[] = [];
const cancelFuturesTrigger = vi.fn();
vi.mock('../api/triggers', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/triggers')>();
  return {
    ...actual,
    cancelFuturesTrigger: (...args: unknown[]) => cancelFuturesTrigger(...args),
    useFuturesTriggers: (body: FuturesTriggerListBody, enabled: boolean) => {
      if (enabled) calls.push(body);
      const list = body.ended ? ended : [plan, retrying];
      return { data: { list, total: list.length }, isPending: false, isFetching: false, isError: false };
    },
  };
});
vi.mock('../api/get-contracts', () => ({ useContracts: () => ({ data: [contract], isPending: false }) }));
vi.mock('../hooks/use-futures-pushes', () => ({ useFuturesPushes: () => {} }));

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <MemoryRouter>
        <App>
          <FuturesPlanPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (id: string) => document.querySelector(`[data-trigger-id="${id}"]`) as HTMLElement;

// antd tables and modals render slowly on a loaded runner.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  calls.length = 0;
  cancelFuturesTrigger.mockReset().mockResolvedValue({});
  installFakeToaster();
});

describe('/order/u-plan', () => {
  it('lists waiting trigger orders with their condition and cancels one after a confirmation', async () => {
    renderPage();
    expect(calls.at(-1)).toEqual({ symbol: undefined, ended: false, page: 1, page_size: 10 });
    const row = within(rowOf('7'));
    expect(row.getByTestId('trigger-status').textContent).toBe('Waiting');
    expect(row.getByTestId('trigger-condition').textContent).toBe('Mark ≥ 51,000.00');
    expect(rowOf('7').textContent).toContain('Open long');
    expect(rowOf('7').textContent).toContain('51,000.50');
    fireEvent.click(row.getByTestId('trigger-cancel'));
    expect(await screen.findByText('Do you want to cancel this trigger order?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('trigger-cancel-confirm')));
    expect(cancelFuturesTrigger).toHaveBeenCalledWith('7');
  });

  it('shows a retrying stop-loss with its attempts and deadline, and lets the user cancel it', async () => {
    renderPage();
    const row = within(rowOf('11'));
    expect(row.getByTestId('trigger-status').textContent).toBe('Retrying');
    const until = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(Date.UTC(2026, 10, 26, 3, 10));
    expect(row.getByTestId('trigger-retrying').textContent).toBe(`Attempts: 3, until ${until}`);
    fireEvent.click(row.getByTestId('trigger-cancel'));
    expect(await screen.findByText('Do you want to cancel this stop loss?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('trigger-cancel-confirm')));
    expect(cancelFuturesTrigger).toHaveBeenCalledWith('11');
  });

  it('shows ended triggers: triggered with a link to its order, failed with its reason, cancelled', async () => {
    renderPage();
    fireEvent.click(screen.getByText('Ended'));
    expect(calls.at(-1)).toMatchObject({ ended: true, page: 1 });
    expect(within(rowOf('8')).getByTestId('trigger-status').textContent).toBe('Triggered');
    expect(within(rowOf('8')).getByTestId('trigger-order-link').getAttribute('href')).toBe(
      '/order/u-detail/9001',
    );
    expect(within(rowOf('9')).getByTestId('trigger-status').textContent).toBe('Failed');
    expect(within(rowOf('9')).getByTestId('trigger-fail-reason').textContent).toBe(
      'Insufficient available margin',
    );
    expect(within(rowOf('9')).getByTestId('trigger-condition').textContent).toBe('Last ≤ 48,000.00');
    expect(rowOf('9').textContent).toContain('Market price');
    expect(within(rowOf('10')).getByTestId('trigger-status').textContent).toBe('Cancelled');
    expect(rowOf('10').textContent).toContain('Stop loss');
    expect(rowOf('10').textContent).toContain('Whole position');
    expect(screen.queryByTestId('trigger-cancel')).toBeNull();
  });
});
