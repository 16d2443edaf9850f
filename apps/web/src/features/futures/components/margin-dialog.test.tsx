import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import { longPosition } from './fixtures.test-data';
import { MarginDialog } from './margin-dialog';

const post = vi.fn();
vi.mock('../../../lib/api-client', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));
vi.mock('../api/get-futures-account', () => ({ useFuturesAccount: () => ({ data: { available: '800.00000000' } }) }));

const isolated = { ...longPosition, margin_mode: 'isolated' as const, margin: '250.00000000' };

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MarginDialog position={isolated} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(() => {
  post.mockReset().mockResolvedValue({});
  installFakeToaster();
});

describe('MarginDialog', () => {
  it('shows the position margin and what is available, and removes margin with the typed amount', async () => {
    const onClose = renderDialog();
    expect(screen.getByText(/Position margin: 250(\.00)? USDT/)).toBeTruthy();
    expect(screen.getByText(/available 800(\.00)? USDT/)).toBeTruthy();
    fireEvent.click(screen.getByText('Remove'));
    fireEvent.change(screen.getByTestId('margin-amount'), { target: { value: '12.5' } });
    await act(async () => fireEvent.click(screen.getByTestId('margin-ok')));
    expect(post).toHaveBeenCalledWith(
      '/api/futures/position/margin',
      { symbol: isolated.symbol, side: 'long', action: 'remove', amount: '12.5' },
      expect.anything(),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an amount that is not a positive decimal without calling the server', async () => {
    const onClose = renderDialog();
    fireEvent.change(screen.getByTestId('margin-amount'), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByTestId('margin-ok')));
    expect(screen.getByText('Enter an amount above zero with at most 8 decimal places')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
