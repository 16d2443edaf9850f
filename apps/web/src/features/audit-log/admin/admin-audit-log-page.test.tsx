import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import type { AuditLogPage } from '@aurelix/shared/schemas/audit-log';
import { changeLocale } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import AdminAuditLogPage from './admin-audit-log-page';

vi.mock('../../../lib/api-client', () => ({ api: { post: vi.fn() }, ApiError: class extends Error {} }));

const page: AuditLogPage = {
  total: 2,
  page: 1,
  page_size: 20,
  list: [
    {
      id: 2,
      at: Date.UTC(2026, 10, 28, 9, 30),
      admin_id: 1,
      admin_email: 'admin@aurelix.example',
      role: 'admin',
      address: '203.0.113.77',
      action: '/api/admin/withdrawals/approve',
      target: 'id:41',
      body: '{"id":41}',
      outcome_code: 200,
      outcome_key: 'WITHDRAWAL_APPROVED',
      before: '{"status":"pending"}',
      after: '{"status":"confirming"}',
      hash: 'ab'.repeat(32),
    },
    {
      id: 1,
      at: Date.UTC(2026, 10, 28, 9, 0),
      admin_id: 1,
      admin_email: 'admin@aurelix.example',
      role: 'admin',
      address: '203.0.113.78',
      action: '/api/admin/identity/approve',
      target: 'id:7',
      body: '{"id":7,"password":"[redacted]"}',
      outcome_code: 3509,
      outcome_key: 'IDENTITY_NOT_PENDING',
      before: null,
      after: null,
      hash: 'cd'.repeat(32),
    },
  ],
};

function renderPage(data: AuditLogPage = page) {
  vi.mocked(api.post).mockResolvedValue(data as never);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <AdminAuditLogPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // antd's Table measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
  vi.mocked(api.post).mockReset();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en_US');
});

describe('/admin/audit-log', () => {
  it('lists each action with who, from where, what, on what and how it was answered', async () => {
    renderPage();
    expect(await screen.findByText('withdrawals/approve')).toBeTruthy();
    expect(screen.getByText('identity/approve')).toBeTruthy();
    expect(screen.getByText('203.0.113.77')).toBeTruthy();
    expect(screen.getByText('id:41')).toBeTruthy();
    expect(screen.getAllByText('admin@aurelix.example (#1 · admin)')).toHaveLength(2);
    expect(screen.getByTestId('audit-outcome-2').textContent).toBe('Done · 200 WITHDRAWAL_APPROVED');
    expect(screen.getByTestId('audit-outcome-1').textContent).toBe('Refused · 3509 IDENTITY_NOT_PENDING');
    expect(screen.getByTestId('audit-log-total').textContent).toBe('Entries: 2');
    expect(vi.mocked(api.post).mock.calls[0]!.slice(0, 2)).toEqual(['/api/admin/audit-log', { page: 1, page_size: 20 }]);
  });

  it('opens a row to its body, before and after', async () => {
    renderPage();
    await screen.findByText('withdrawals/approve');
    expect(screen.queryByTestId('audit-details-2')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /expand row/i })[0]!);
    const details = await screen.findByTestId('audit-details-2');
    expect(within(details).getByTestId('audit-body-2').textContent).toBe('{\n  "id": 41\n}');
    expect(within(details).getByTestId('audit-before-2').textContent).toContain('"status": "pending"');
    expect(within(details).getByTestId('audit-after-2').textContent).toContain('"status": "confirming"');
    expect(within(details).getByText('ab'.repeat(32))).toBeTruthy();
  });

  it('asks the server again with the filters on Search, from page 1, and clears them on Reset', async () => {
    renderPage();
    await screen.findByText('withdrawals/approve');
    fireEvent.change(screen.getByTestId('audit-filter-admin'), { target: { value: ' ops@ ' } });
    fireEvent.change(screen.getByTestId('audit-filter-action'), { target: { value: 'withdrawals' } });
    fireEvent.change(screen.getByTestId('audit-filter-from'), { target: { value: '2026-11-28T09:00' } });
    fireEvent.click(screen.getByTestId('audit-filter-search'));
    await waitFor(() => expect(vi.mocked(api.post).mock.calls.length).toBe(2));
    expect(vi.mocked(api.post).mock.calls[1]![1]).toEqual({ page: 1, page_size: 20, admin: 'ops@', action: 'withdrawals', from: new Date('2026-11-28T09:00').getTime(), to: undefined });
    fireEvent.click(screen.getByTestId('audit-filter-reset'));
    await waitFor(() => expect(vi.mocked(api.post).mock.calls.length).toBe(3));
    expect(vi.mocked(api.post).mock.calls[2]![1]).toEqual({ page: 1, page_size: 20, admin: undefined, action: undefined, from: undefined, to: undefined });
  });

  it('says so when nothing matches, in the operator’s language', async () => {
    await changeLocale('de_DE');
    renderPage({ total: 0, page: 1, page_size: 20, list: [] });
    expect(await screen.findByText('Keine Admin-Aktionen entsprechen diesen Filtern')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit-Protokoll');
  });
});
