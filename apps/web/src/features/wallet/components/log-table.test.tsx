import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { WalletLogRow } from '@aurelix/shared/schemas/wallet';
import { changeLocale } from '../../../i18n/i18n';
import { LogTable } from './log-table';

const row = (id: string, type: string, amount: string, field: 'available' | 'frozen' = 'available'): WalletLogRow => ({
  id,
  time: 1_764_000_000_000,
  type,
  account: 'futures',
  currency: 'USDT',
  field,
  amount,
  before: '100',
  after: '90',
  available_after: '90',
  frozen_after: '0',
  address: '',
  note: '',
  status: '',
  network: '',
  from: '',
  to: '',
});

/** What a futures close and a liquidation write to a user's log (settlement-plan.ts reasons). */
const futuresRows = [
  row('1', 'margin_release', '-25', 'frozen'),
  row('2', 'realised_pnl', '-12.5'),
  row('3', 'liquidation_fee', '-3'),
  row('4', 'margin_adjust', '5'),
  row('5', 'leverage_change', '-1'),
];

beforeEach(() => {
  // antd's Table measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en_US');
});

describe('the wallet log', () => {
  it('names the futures reasons in words, in the chosen language, never as journal codes', async () => {
    await changeLocale('zh_CN');
    render(<LogTable tab="all" rows={futuresRows} loading={false} />);
    for (const label of ['保证金释放', '已实现盈亏', '强平清算费', '保证金调整', '保证金变动（调整杠杆）']) expect(screen.getByText(label)).toBeTruthy();
    for (const code of ['margin_release', 'realised_pnl', 'liquidation_fee', 'margin_adjust', 'leverage_change']) expect(screen.queryByText(code)).toBeNull();
  });
});
