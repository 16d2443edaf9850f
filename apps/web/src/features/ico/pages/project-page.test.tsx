import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { App } from 'antd';
import type { IcoMine, IcoProject } from '@aurelix/shared/schemas/ico';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import ProjectPage from './project-page';

const project: IcoProject = {
  id: 4,
  symbol: 'NOVA',
  name: 'Nova Network',
  logo: '',
  description: 'A network',
  links: [{ label: 'Website', url: 'https://nova.example.com' }],
  raise_currency: 'USDT',
  price: '0.05',
  total_supply: '1000000',
  lot_size: '1000',
  offered_lots: 1000,
  max_lots: 20,
  start_at: Date.UTC(2026, 10, 20),
  end_at: Date.UTC(2026, 11, 9),
  freeze_ratio: '0.5',
  thaw_schedule: [
    { days: 0, percent: 50 },
    { days: 30, percent: 50 },
  ],
  status: 'in_progress',
  hot: false,
  subscribed_lots: 24,
  progress: '2.40',
  remaining_ms: 3 * 86_400_000 + 2 * 3_600_000 + 5 * 60_000,
  seed_hash: 'a'.repeat(64),
  seed: null,
  allocated: false,
  winning_rate: null,
  listed: false,
};
const none: IcoMine = { lots: 0, paid: '0', available_lots: 20, balance: '6700', won_lots: 0, consumption: '0', refund: '0', tokens: '0', frozen: '0', released: '0', thawable: '0', status: null };

let data: { project: IcoProject; mine: IcoMine | null };
const subscribe = vi.fn();
const thaw = vi.fn();
vi.mock('../api/ico-api', () => ({
  useIcoProject: () => ({ data, isError: false }),
  useSubscribe: () => ({ mutateAsync: subscribe, isPending: false }),
  useThaw: () => ({ mutateAsync: thaw, isPending: false }),
}));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ token: 't', user: {} }), isLoggedIn: () => true }));

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <MemoryRouter initialEntries={['/subscribe/4']}>
        <App>
          <Routes>
            <Route path="/subscribe/:id" element={<ProjectPage />} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

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
  subscribe.mockReset().mockResolvedValue({ id: 1, lots: 3 });
  thaw.mockReset().mockResolvedValue({ released: '1250', symbol: 'NOVA' });
  installFakeToaster();
});

describe('/subscribe/:id', () => {
  it('asks for whole lots within the maximum, then joins after the confirmation', async () => {
    data = { project, mine: { ...none } };
    renderPage();
    expect(screen.getByTestId('ico-available').textContent).toBe('20 lots');
    expect(screen.getByTestId('ico-balance').textContent).toBe('6,700 USDT');
    fireEvent.click(screen.getByTestId('ico-participate'));
    expect(screen.getByRole('alert').textContent).toBe('Enter the subscription quantity');
    expect(subscribe).not.toHaveBeenCalled();

    fireEvent.change(screen.getByPlaceholderText('Whole lots'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('ico-participate'));
    await screen.findByText('Subscribe 3 lots of NOVA (3,000 NOVA) for 150 USDT? The payment stays frozen in your ICO wallet until the end.');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ico-confirm'));
    });
    expect(subscribe).toHaveBeenCalledWith({ id: 4, lots: 3 });
  });

  it('shows won lots, the refund and frozen tokens after the draw, and thaws the due part', async () => {
    data = {
      project: { ...project, status: 'ended', allocated: true, seed: 'b'.repeat(64), winning_rate: '62.50', remaining_ms: 0 },
      mine: { ...none, lots: 8, paid: '400', won_lots: 5, consumption: '250', refund: '150', tokens: '5000', frozen: '2500', thawable: '1250', status: 'to_settle' },
    };
    renderPage();
    expect(screen.getByTestId('mine-won').textContent).toBe('5');
    expect(screen.getByTestId('mine-refund').textContent).toBe('150 USDT');
    expect(screen.getByTestId('mine-frozen').textContent).toBe('2,500 NOVA');
    expect(screen.getByTestId('ico-winning-rate').textContent).toBe('62.50%');
    expect(screen.getByTestId('ico-seed').textContent).toBe('b'.repeat(64));
    expect(screen.getByTestId('ico-closed').textContent).toBe('Subscription ended');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ico-thaw'));
    });
    expect(thaw).toHaveBeenCalledWith(4);
  });
});
