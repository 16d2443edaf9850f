import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import { TransferForm } from './transfer-form';

const ok = (data: unknown, msg = 'success') =>
  new Response(JSON.stringify({ code: 200, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

const currencyList = {
  list: [
    { id: 1, symbol: 'USDT', name: 'Tether', logo: '', price: '1', precision: 2, recharge_turn: 1, draw_turn: 1, legal_status: 1 },
    { id: 2, symbol: 'SOL', name: 'Solana', logo: '', price: '190', precision: 6, recharge_turn: 1, draw_turn: 1, legal_status: 0 },
  ],
};
const spotView = {
  account: 'spot',
  pricing: { code: 'USD', mark: '$' },
  usdt: '25',
  btc: '0',
  valuation: '25',
  assets: [
    { currency: 'USDT', name: 'Tether', logo: '', precision: 2, available: '25.5', frozen: '0', order_freeze: '0', total: '25.5', usdt: '25.5', btc: '0', valuation: '25.5', recharge_turn: 1, draw_turn: 1 },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
let toaster: ReturnType<typeof installFakeToaster>;

beforeEach(() => {
  toaster = installFakeToaster();
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/currency_list')) return ok(currencyList);
    if (url.endsWith('/api/wallet/account')) return ok(spotView);
    if (url.endsWith('/api/wallet/transfer')) {
      const body = JSON.parse(String(init.body));
      return ok(
        { id: '1', client_id: body.client_id, currency: 'USDT', amount: body.amount, from: { account: 'spot', before: '25.5', after: '15.5' }, to: { account: 'futures', before: '0', after: '10' }, created_at: 1 },
        'Transfer successful',
      );
    }
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/wallet/transfer']}>
        <TransferForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** antd renders slowly in jsdom on a busy machine. */
const slow = { timeout: 8000 };
const transferCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/wallet/transfer'));

describe('TransferForm', () => {
  it('shows no balance until the account has loaded, shows the button busy and does not ask to confirm meanwhile', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/api/currency_list')) return ok(currencyList);
      if (url.endsWith('/api/wallet/account')) return new Promise<Response>((resolve) => (answer = resolve));
      throw new Error(`unexpected ${url}`);
    });
    renderForm();
    const form = screen.getByTestId('transfer-form');
    await waitFor(() => expect(within(form).getByTestId('transfer-available').textContent).toBe('Available: – USDT'), slow);
    fireEvent.change(within(form).getByTestId('transfer-amount'), { target: { value: '10' } });
    fireEvent.click(within(form).getByTestId('transfer-submit'));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId('transfer-confirm-text')).toBeNull();
    // The click was not lost in silence: the button says it is waiting for the balance.
    expect(within(form).getByTestId('transfer-submit').className).toContain('ant-btn-loading');
    answer(ok(spotView));
    await waitFor(() => expect(within(form).getByTestId('transfer-available').textContent).toBe('Available: 25.50 USDT'), slow);
    await waitFor(() => expect(within(form).getByTestId('transfer-submit').className).not.toContain('ant-btn-loading'), slow);
    fireEvent.click(within(form).getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-confirm-text', {}, slow)).toBeTruthy();
  });

  it('shows the available balance, refuses more than it, and sends after confirmation', async () => {
    renderForm();
    const form = screen.getByTestId('transfer-form');
    await waitFor(() => expect(within(form).getByTestId('transfer-available').textContent).toBe('Available: 25.50 USDT'));

    fireEvent.change(within(form).getByTestId('transfer-amount'), { target: { value: '30' } });
    fireEvent.click(within(form).getByTestId('transfer-submit'));
    expect(await within(form).findByText('The quantity exceeds your available balance', undefined, slow)).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm-text')).toBeNull();

    fireEvent.change(within(form).getByTestId('transfer-amount'), { target: { value: '' } });
    fireEvent.click(within(form).getByTestId('transfer-submit'));
    expect(await within(form).findByText('Please enter the quantity', undefined, slow)).toBeTruthy();

    fireEvent.change(within(form).getByTestId('transfer-amount'), { target: { value: '10' } });
    fireEvent.click(within(form).getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-confirm-text', undefined, slow)).textContent).toBe(
      'Transfer 10 USDT from Spot to USDS-M futures?',
    );
    expect(transferCalls()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('transfer-confirm'));
    await waitFor(() => expect(transferCalls()).toHaveLength(1), slow);
    const body = JSON.parse(String((transferCalls()[0]![1] as RequestInit).body));
    expect(body).toMatchObject({ currency: 'USDT', from: 'spot', to: 'futures', amount: '10' });
    expect(body.client_id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    await waitFor(() => expect(toaster.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'Transfer successful' })), slow);
  }, 30_000);

  it('shows the confirm button busy while the 2 s double-submit guard holds a second transfer back', async () => {
    renderForm();
    const form = screen.getByTestId('transfer-form');
    await waitFor(() => expect(within(form).getByTestId('transfer-available').textContent).toBe('Available: 25.50 USDT'));
    const sendOnce = async () => {
      fireEvent.change(within(form).getByTestId('transfer-amount'), { target: { value: '1' } });
      fireEvent.click(within(form).getByTestId('transfer-submit'));
      return screen.findByTestId('transfer-confirm', undefined, slow);
    };
    fireEvent.click(await sendOnce());
    await waitFor(() => expect(transferCalls()).toHaveLength(1), slow);
    // Within 2 s of the first: the button says it is busy, and a click sends nothing.
    const again = await sendOnce();
    await waitFor(() => expect(again.className).toContain('ant-btn-loading'), slow);
    fireEvent.click(again);
    expect(transferCalls()).toHaveLength(1);
    // Once the guard has passed, the button is free again and the next transfer goes out.
    await waitFor(() => expect(again.className).not.toContain('ant-btn-loading'), { timeout: 4_000 });
    fireEvent.click(again);
    await waitFor(() => expect(transferCalls()).toHaveLength(2), slow);
  }, 30_000);

  it('says at once what is wrong with a typed quantity, USDT precision included, and sends nothing', async () => {
    renderForm();
    const form = screen.getByTestId('transfer-form');
    await waitFor(() => expect(within(form).getByTestId('transfer-available').textContent).toBe('Available: 25.50 USDT'), slow);
    const input = within(form).getByTestId('transfer-amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1.123456789012' } });
    expect(input.value).toBe('1.123456789012');
    expect(await within(form).findByText('Too many decimal places (at most 2)', undefined, slow)).toBeTruthy();
    fireEvent.change(input, { target: { value: '-1' } });
    expect(await within(form).findByText('Enter a number greater than zero', undefined, slow)).toBeTruthy();
    fireEvent.click(within(form).getByTestId('transfer-submit'));
    expect(screen.queryByTestId('transfer-confirm-text')).toBeNull();
    expect(transferCalls()).toHaveLength(0);
  }, 30_000);

  it('fills the whole available balance with Max and swaps the accounts', async () => {
    renderForm();
    const form = screen.getByTestId('transfer-form');
    await waitFor(() => expect(within(form).getByTestId('transfer-available').textContent).toContain('25.5'));
    fireEvent.click(within(form).getByTestId('transfer-max'));
    expect((within(form).getByTestId('transfer-amount') as HTMLInputElement).value).toBe('25.5');
    fireEvent.click(within(form).getByTestId('transfer-swap'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/wallet/account') && String((init as RequestInit).body).includes('futures')),
      ).toBe(true),
    );
  }, 30_000);
});
