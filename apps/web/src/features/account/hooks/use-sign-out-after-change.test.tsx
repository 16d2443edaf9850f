import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../../../i18n/i18n';
import { getToken, setSession, type UserInfo } from '../../../lib/session';
import { installFakeToaster } from '../../../test/fake-toaster';
import { RequireAuth } from '../../auth/components/require-auth';
import { redirectTarget } from '../../auth/components/login-form';
import { useSignOutAfterChange } from './use-sign-out-after-change';

const user = { id: 7, account: 'demo@aurelix.example', info: { name_status: 3 } } as UserInfo;

function PasswordPage() {
  const signOut = useSignOutAfterChange();
  return <button onClick={signOut}>change password</button>;
}

function AsyncPasswordPage() {
  const signOut = useSignOutAfterChange();
  return <button onClick={() => void Promise.resolve().then(signOut)}>change password</button>;
}

function LoginPage() {
  const location = useLocation();
  return <p>login page, then {redirectTarget(location.state)}</p>;
}

let toaster: ReturnType<typeof installFakeToaster>;
beforeEach(() => {
  toaster = installFakeToaster();
  setSession('tok-123', user);
});

describe('useSignOutAfterChange', () => {
  it('says so, forgets the session and goes to /login at once, which leads back to the page', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/user/s-loginpwd?tab=1']}>
          <Routes>
            <Route element={<RequireAuth />}>
              <Route path="/user/s-loginpwd" element={<PasswordPage />} />
            </Route>
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    act(() => {
      fireEvent.click(screen.getByText('change password'));
    });

    // No timer has run: the page to return to comes with this navigation, not the guard's.
    expect(screen.getByText('login page, then /user/s-loginpwd?tab=1')).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(toaster.success).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Modification successful, please log in again' }),
    );
    // One toast: the login guard of the page left behind does not add 'Please log in first.'.
    expect(toaster.success).toHaveBeenCalledTimes(1);
    expect(toaster.info).not.toHaveBeenCalled();
    expect(toaster.error).not.toHaveBeenCalled();
  });

  it('says it once when the session ends after an awaited request, as on the password page', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/user/s-loginpwd']}>
          <Routes>
            <Route element={<RequireAuth />}>
              <Route path="/user/s-loginpwd" element={<AsyncPasswordPage />} />
            </Route>
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByText('change password'));
    });
    expect(screen.getByText('login page, then /user/s-loginpwd')).toBeTruthy();
    expect(toaster.success).toHaveBeenCalledTimes(1);
    expect(toaster.info).not.toHaveBeenCalled();
  });
});
