import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { App } from 'antd';
import type { P2pOrder } from '@aurelix/shared/schemas/p2p';
import '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import OrderPage from './order-page';

vi.mock('../../../lib/api-client', () => ({ api: { post: vi.fn() }, ApiError: class extends Error {} }));

const now = Date.now();
const order = (over: Partial<P2pOrder>): P2pOrder => ({
  id: 5,
  order_no: 'P1',
  side: 'buy',
  role: 'buyer',
  crypto: 'USDT',
  fiat: 'EUR',
  price: '0.5',
  quantity: '100',
  total: '50',
  status: 'unpaid',
  seller_name: 'AlphaOTC',
  buyer_name: 'to***@example.com',
  seller_card: { real_name: 'Lena Park', bank_name: 'Berlin Bank', card_no: 'DE89 3704 0044', branch: '' },
  buyer_card: { real_name: 'Tom Weber', bank_name: 'Hamburg Sparkasse', card_no: '**** 2051', branch: '' },
  created_at: now,
  pay_deadline: now + 15 * 60_000,
  confirm_deadline: null,
  paid_at: null,
  seller_cancel_at: now + 7.5 * 60_000,
  finished_at: null,
  ended_by: null,
  appeal: null,
  actions: ['pay', 'cancel'],
  now,
  ...over,
});

function show(o: P2pOrder) {
  vi.mocked(api.post).mockImplementation(async (url: string) => (url === '/api/p2p/chat/list' ? { list: [] } : o) as never);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/deal/buy-detail/5']}>
        <App>
          <Routes>
            <Route path="/deal/buy-detail/:id" element={<OrderPage titleKey="routes.deal.buyDetail" />} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the P2P order screen', () => {
  it('shows the buyer the amount, the seller’s account, the countdown and the buyer’s buttons', async () => {
    show(order({}));
    expect((await screen.findByTestId('p2p-status')).textContent).toBe('Order generated');
    expect(screen.getByTestId('p2p-order-total').textContent).toBe('50 EUR');
    expect(screen.getByText('DE89 3704 0044')).toBeTruthy();
    expect(screen.getByTestId('p2p-countdown').textContent).toMatch(/^1[45]:\d\d$/);
    expect(screen.getByTestId('p2p-pay').textContent).toBe('I have completed the transfer');
    expect(screen.getByTestId('p2p-cancel')).toBeTruthy();
    expect(screen.queryByTestId('p2p-release')).toBeNull();
    expect(screen.getByTestId('p2p-rules').textContent).toMatch(/Transfer 50 EUR to the seller’s account before .*You can cancel until you mark the payment/);
  });

  it('tells the seller of an unpaid order from when it may cancel, and the rules of the order', async () => {
    show(order({ role: 'seller', side: 'sell', actions: [] }));
    const cancel = await screen.findByTestId('p2p-cancel');
    const at = new Date(now + 7.5 * 60_000).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
    expect([(cancel as HTMLButtonElement).disabled, cancel.title]).toEqual([true, `You can cancel from ${at}`]);
    expect(screen.getByTestId('p2p-rules').textContent).toContain(`If the buyer has not marked the payment by ${at}, you can cancel the order yourself.`);
    expect(screen.queryByTestId('p2p-pay')).toBeNull();
  });

  it('shows the seller of a paid order "I have received the payment" and no buyer buttons', async () => {
    show(order({ role: 'seller', side: 'sell', status: 'paid', paid_at: now, confirm_deadline: now + 60 * 60_000, actions: ['release', 'appeal'], quantity: '2500', total: '1250.125' }));
    expect((await screen.findByTestId('p2p-status')).textContent).toBe('Payment submitted');
    // Amounts as typed, every digit, grouped for the locale.
    expect(screen.getByTestId('p2p-order-total').textContent).toBe('1,250.125 EUR');
    expect(screen.getByTestId('p2p-order-qty').textContent).toBe('2,500 USDT');
    expect(screen.getByTestId('p2p-release').textContent).toBe('I have received the payment');
    expect(screen.queryByTestId('p2p-pay')).toBeNull();
    expect(screen.queryByTestId('p2p-cancel')).toBeNull();
    // Paid: only the rule about releasing is left.
    expect(screen.getByTestId('p2p-rules').querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByTestId('p2p-rules').textContent).toContain('Release only when the money is in your account.');
  });

  it('copies each of the seller’s bank details with a labelled button and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show(order({}));
    const cardNo = await screen.findByRole('button', { name: 'Copy the account number' });
    // Real buttons, so Tab reaches them; only the account the buyer pays to has them.
    expect(cardNo.tagName).toBe('BUTTON');
    expect(screen.getAllByRole('button', { name: /^Copy the / })).toHaveLength(3);
    // The toast itself lasts a second (SPEC 9): what is checked is the text it is given.
    const success = vi.spyOn(notify, 'success');
    fireEvent.click(cardNo);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Copied', 'p2p-copy'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy the account holder’s name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy the bank name' }));
    expect(writeText.mock.calls).toEqual([['DE89 3704 0044'], ['Lena Park'], ['Berlin Bank']]);
  });

  it('says so when the browser refuses to copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => { throw new Error('denied'); }) }, configurable: true });
    const error = vi.spyOn(notify, 'error');
    show(order({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the account number' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Could not copy', 'p2p-copy'));
  });

  /** Each step's title, its state (antd's class) and its note, as the screen shows them. */
  const steps = async () =>
    [...(await screen.findByTestId('p2p-steps')).querySelectorAll('.ant-steps-item')].map((el) => {
      const state = ['finish', 'process', 'error', 'wait'].find((s) => el.classList.contains(`ant-steps-item-${s}`));
      return `${el.querySelector('.ant-steps-item-title')?.textContent}: ${state}${el.querySelector('.ant-steps-item-content')?.textContent ? ` (${el.querySelector('.ant-steps-item-content')!.textContent})` : ''}`;
    });

  it('shows the buyer the order’s steps: placed, pay now, then the crypto', async () => {
    show(order({}));
    expect(await steps()).toEqual(['Order placed: finish', 'Pay and mark as paid: process', 'Receive the crypto: wait']);
    expect(screen.getByRole('navigation', { name: 'Order progress' })).toBeTruthy();
  });

  it('shows the seller of a paid order that releasing is the step at hand, in the seller’s words', async () => {
    show(order({ role: 'seller', side: 'sell', status: 'paid', paid_at: now, confirm_deadline: now + 60 * 60_000, actions: ['release', 'appeal'] }));
    expect(await steps()).toEqual(['Order placed: finish', 'Buyer pays: finish', 'Release the crypto: process']);
  });

  it('marks all steps done on a completed order', async () => {
    show(order({ status: 'completed', paid_at: now, finished_at: now, actions: [] }));
    expect(await steps()).toEqual(['Order placed: finish', 'Pay and mark as paid: finish', 'Receive the crypto: finish']);
  });

  it('shows in red where a cancelled order stopped', async () => {
    show(order({ status: 'cancelled', finished_at: now, actions: [] }));
    expect(await steps()).toEqual(['Order placed: finish', 'Pay and mark as paid: error (Cancelled)', 'Receive the crypto: wait']);
  });

  it('shows an order in appeal at its last step, in red, with the appeal named', async () => {
    show(order({ role: 'seller', side: 'sell', status: 'appeal', paid_at: now, actions: [], appeal: { by: 'buyer', reason: 'Paid, not released', images: [], at: now } }));
    expect(await steps()).toEqual(['Order placed: finish', 'Buyer pays: finish', 'Release the crypto: error (In appeal: support is reviewing)']);
  });
});
