import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import '../../../i18n/i18n';
import { setSession, type UserInfo } from '../../../lib/session';
import { AccountPanel } from './account-menu';

const user = (is_admin: boolean) => ({ id: 7, account: 'op@aurelix.example', nickname: 'op', avatar: '', info: { name_status: 3 }, is_admin }) as UserInfo;

beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined))));
afterEach(() => vi.unstubAllGlobals());

function renderPanel(u: UserInfo) {
  setSession('tok', u);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AccountPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the account panel', () => {
  it('links an admin to the back office', () => {
    renderPanel(user(true));
    expect(screen.getByTestId('admin-link').getAttribute('href')).toBe('/admin');
    expect(screen.getByTestId('admin-link').textContent).toBe('Admin console');
  });

  it('shows no admin link to other users', () => {
    renderPanel(user(false));
    expect(screen.queryByTestId('admin-link')).toBeNull();
  });
});
