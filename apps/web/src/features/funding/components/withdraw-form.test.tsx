import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { NetworkItem } from '@aurelix/shared/schemas/funding';
import '../../../i18n/i18n';
import { WithdrawForm } from './withdraw-form';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200, headers: { 'content-type': 'application/json' } });

const usdtTrc20: NetworkItem = {
  currency: 'USDT',
  network: 'TRC20',
  name: 'TRON (TRC20)',
  confirmations: 19,
  min_deposit: '1',
  min_withdraw: '10',
  withdraw_fee: '1',
  recharge_turn: 1,
  draw_turn: 1,
  precision: 2,
};
// A balance with dust finer than USDT's precision, as an old transfer could leave it.
const quota = { currency: 'USDT', available: '25.123456789012', limit_usdt: '100', used_usdt: '0', left_usdt: '100', left: '100', price_usdt: '1' };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/api/funding/withdraw/quota')) return ok(quota);
    if (url.endsWith('/api/funding/addresses')) return ok({ list: [] });
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  // antd's AutoComplete measures its list; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <WithdrawForm terms={usdtTrc20} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    address: screen.getByTestId('withdraw-address') as HTMLInputElement,
    amount: screen.getByTestId('withdraw-amount') as HTMLInputElement,
  };
}

describe('WithdrawForm', () => {
  it('shows amounts at the currency precision, never more than is held', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('25.12 USDT'), slow);
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('1.00 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('25.12');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('24.12 USDT');
  }, 30_000);

  it('checks the address for the network and the amount while typing, before any dialog opens', async () => {
    const form = renderForm();
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('25.12 USDT'), slow);
    fireEvent.change(form.address, { target: { value: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' } });
    expect(await screen.findByText('This is not a valid TRON (TRC20) address', undefined, slow)).toBeTruthy();

    fireEvent.change(form.amount, { target: { value: '12.345' } });
    expect(form.amount.value).toBe('12.345');
    expect((await screen.findByTestId('withdraw-amount-problem', undefined, slow)).textContent).toBe('Too many decimal places (at most 2)');
    fireEvent.change(form.amount, { target: { value: '30' } });
    await waitFor(() => expect(screen.getByTestId('withdraw-amount-problem').textContent).toBe('The amount exceeds your available balance'), slow);

    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.queryByText('Security verification')).toBeNull();

    fireEvent.change(form.address, { target: { value: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH' } });
    fireEvent.change(form.amount, { target: { value: '20' } });
    await waitFor(() => expect(screen.queryByTestId('withdraw-amount-problem')).toBeNull(), slow);
    expect(screen.queryByText('This is not a valid TRON (TRC20) address')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Security verification', undefined, slow)).toBeTruthy();
  }, 30_000);
});
