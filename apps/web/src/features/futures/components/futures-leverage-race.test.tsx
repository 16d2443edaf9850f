import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import type { FuturesAccount } from '@aurelix/shared/schemas/futures';
import '../../../i18n/i18n';
import { clearSession, setSession, type UserInfo } from '../../../lib/session';
import { installFakeToaster } from '../../../test/fake-toaster';
import { futuresKeys } from '../api/keys';
import { account, contract } from './fixtures.test-data';
import { FuturesTradePanel } from './futures-trade-panel';

/*
 * The leverage/quantity race of issue 27 item 2, through the real account query, settings change
 * and order form; only the HTTP calls are answered here, each when the test says so. The server
 * places an order at the leverage it holds: the form must never show or confirm another.
 */

interface Call {
  path: string;
  body: unknown;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}
const calls: Call[] = [];
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return {
    ...actual,
    api: {
      get: () => new Promise(() => {}),
      post: (path: string, body: unknown) => new Promise((resolve, reject) => calls.push({ path, body, resolve, reject })),
    },
  };
});

const at = (leverage: number): FuturesAccount => ({ ...account, settings: { ...account.settings!, leverage } });
/** Answers the oldest waiting call to `path`. */
async function answer(path: string, value: unknown, fail = false) {
  const i = calls.findIndex((c) => c.path === path);
  if (i < 0) throw new Error(`no call to ${path} waits (${calls.map((c) => c.path).join(', ')})`);
  const [call] = calls.splice(i, 1);
  await act(async () => {
    if (fail) call!.reject(new Error('timeout'));
    else call!.resolve(value);
    await flush();
  });
}
/** TanStack Query tells its observers on the next task: let it. */
const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};
const waiting = (path: string) => calls.filter((c) => c.path === path).length;
const placed = () => calls.filter((c) => c.path === '/api/futures/order/place');

let client: QueryClient;
async function renderPanel() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <FuturesTradePanel contract={contract} positions={[]} picked={null} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => {});
}
const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

async function setLeverageInDialog(value: number) {
  await act(async () => fireEvent.click(button('leverage-button')));
  fireEvent.change(screen.getByTestId('leverage-input'), { target: { value: String(value) } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
}

beforeEach(() => {
  calls.length = 0;
  installFakeToaster();
  setSession('token-1', { id: 7, account: 'demo@aurelix.example', info: { name_status: 3 } } as unknown as UserInfo);
});
afterEach(() => clearSession());

describe('futures form and leverage changes', { timeout: 30_000 }, () => {
  it('shows no leverage and takes no order before the account says which one the server holds', async () => {
    await renderPanel();
    expect(waiting('/api/futures/account')).toBe(1);
    expect(button('leverage-button').textContent).toBe('Leverage');
    expect(button('leverage-button').disabled).toBe(true);
    expect(button('submit-open_long').disabled).toBe(true);
    await answer('/api/futures/account', at(50));
    expect(button('leverage-button').textContent).toBe('Leverage 50x');
    expect(button('submit-open_long').disabled).toBe(false);
  });

  it('shows the leverage the server answered at once, even when reading the account again fails', async () => {
    await renderPanel();
    await answer('/api/futures/account', at(20));
    await setLeverageInDialog(10);
    expect(calls.find((c) => c.path === '/api/futures/leverage')?.body).toEqual({ symbol: 'BTC_USDT', leverage: 10 });
    // On its way: the dialog cannot be dismissed and the form takes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('leverage-input')).toBeTruthy();
    expect(button('submit-open_long').disabled).toBe(true);
    expect(button('submit-open_short').disabled).toBe(true);

    await answer('/api/futures/leverage', { leverage: 10, margin_mode: 'cross' });
    expect(button('leverage-button').textContent).toBe('Leverage 10x');
    // Still reading the account again (the maximum sizes change with the leverage).
    expect(button('submit-open_long').disabled).toBe(true);
    // A loaded machine: the read times out. The answer of the change stands.
    await answer('/api/futures/account', null, true);
    expect(button('leverage-button').textContent).toBe('Leverage 10x');
    expect(button('submit-open_long').disabled).toBe(false);

    fireEvent.change(screen.getByTestId('futures-price'), { target: { value: '49000' } });
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.01' } });
    await act(async () => fireEvent.click(button('submit-open_long')));
    expect(screen.getByTestId('futures-confirm').textContent).toContain('Leverage10x');
    // 49,000 × 0.01 = 490: 49 margin at 10x and 0.245 fee.
    expect(screen.getByTestId('futures-confirm').textContent).toContain('Cost49.245 USDT');
  });

  it('shows an order again when the leverage moved while it was being confirmed, and places it once confirmed again', async () => {
    await renderPanel();
    await answer('/api/futures/account', at(20));
    fireEvent.change(screen.getByTestId('futures-price'), { target: { value: '49000' } });
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.01' } });
    await act(async () => fireEvent.click(button('submit-open_long')));
    expect(screen.getByTestId('futures-confirm').textContent).toContain('Leverage20x');

    // Another tab sets 10x; a push reads the account again while the confirmation is open.
    await act(async () => {
      void client.invalidateQueries({ queryKey: futuresKeys.private });
      await flush();
    });
    await answer('/api/futures/account', at(10));
    await act(async () => fireEvent.click(button('futures-confirm-ok')));
    expect(placed()).toHaveLength(0);
    expect(screen.getByTestId('futures-leverage-moved').textContent).toBe('Your leverage is now 10x. Check the order and confirm again.');
    expect(screen.getByTestId('futures-confirm').textContent).toContain('Leverage10x');

    await act(async () => fireEvent.click(button('futures-confirm-ok')));
    expect(placed().map((c) => c.body)).toEqual([{ symbol: 'BTC_USDT', direction: 'open_long', type: 'limit', price: '49000', quantity: '0.01' }]);
  });

  it('keeps a quantity typed while the previous order was on its way', async () => {
    await renderPanel();
    await answer('/api/futures/account', at(20));
    fireEvent.change(screen.getByTestId('futures-price'), { target: { value: '49000' } });
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.01' } });
    await act(async () => fireEvent.click(button('submit-open_long')));
    await act(async () => fireEvent.click(button('futures-confirm-ok')));
    expect(placed()).toHaveLength(1);
    fireEvent.change(screen.getByTestId('futures-quantity'), { target: { value: '0.02' } });
    await answer('/api/futures/order/place', {});
    expect((screen.getByTestId('futures-quantity') as HTMLInputElement).value).toBe('0.02');
  });
});
