import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../../../i18n/i18n';
import { clearSession, setSession, type UserInfo } from '../../../lib/session';
import { UserAreaLayout } from './user-area-layout';
import { activeEntry, userMenuEntries } from './user-menu';

const emailUser = { id: 7, account: 'de***@aurelix.example', info: { name_status: 1 } } as UserInfo;
const mobileUser = { id: 8, account: '+86****00', info: { name_status: 1 } } as UserInfo;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user" element={<UserAreaLayout />}>
          <Route path="c-symAddr" element={<p>address book</p>} />
          <Route path="s-loginpwd" element={<p>login password</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => clearSession());

describe('the user-area side menu', () => {
  it('renders the screen of another feature inside the layout, with its entry active', () => {
    setSession('t', emailUser);
    renderAt('/user/c-symAddr');
    expect(screen.getByText('address book')).toBeTruthy();
    const menu = screen.getByTestId('user-menu');
    expect(within(menu).getByTestId('user-menu-c-symAddr').getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByTestId('user-menu-user').getAttribute('aria-current')).toBeNull();
  });

  it("shows the e-mail entry for an account with '@', the phone entry otherwise", () => {
    setSession('t', emailUser);
    const { unmount } = renderAt('/user/s-loginpwd');
    expect(screen.queryByTestId('user-menu-s-emailset')).toBeTruthy();
    expect(screen.queryByTestId('user-menu-s-phoneset')).toBeNull();
    unmount();
    setSession('t', mobileUser);
    renderAt('/user/s-loginpwd');
    expect(screen.queryByTestId('user-menu-s-phoneset')).toBeTruthy();
    expect(screen.queryByTestId('user-menu-s-emailset')).toBeNull();
  });

  it('lists every /user entry of SPEC 2 and lights the parent of a sub-screen', () => {
    const entries = userMenuEntries('a@b.c');
    expect(entries.map((e) => e.to)).toEqual([
      '/user/user',
      '/user/s-securityset',
      '/user/identity',
      '/user/c-set',
      '/user/s-emailset',
      '/user/c-symAddr',
      '/user/c-collAddr',
      '/user/api',
      '/user/helpcenter',
    ]);
    expect(activeEntry(entries, '/user/s-loginpwd')?.to).toBe('/user/s-securityset');
    expect(activeEntry(entries, '/user/editCollAddr')?.to).toBe('/user/c-collAddr');
    expect(activeEntry(entries, '/user/helpDetail')?.to).toBe('/user/helpcenter');
    expect(activeEntry(entries, '/wallet/spot')).toBeUndefined();
  });
});
