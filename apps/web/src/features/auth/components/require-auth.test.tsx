import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../../../i18n/i18n';
import { clearSession, setSession, type UserInfo } from '../../../lib/session';
import { installFakeToaster } from '../../../test/fake-toaster';
import { RequireAuth } from './require-auth';

const user = { id: 7, account: 'demo@aurelix.example', info: { name_status: 3 } } as UserInfo;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/wallet/spot" element={<p>spot account</p>} />
        </Route>
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

let toaster: ReturnType<typeof installFakeToaster>;

beforeEach(() => {
  vi.useFakeTimers();
  toaster = installFakeToaster();
  clearSession();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RequireAuth', () => {
  it("shows 'Please log in first.' and goes to /login after 200 ms", () => {
    renderAt('/wallet/spot');

    expect(screen.queryByText('spot account')).toBeNull();
    expect(toaster.info).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Please log in first.', duration: 1.2 }),
    );

    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByText('login page')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('needs stored user info as well as a token', () => {
    localStorage.setItem('token', 'tok-only');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    renderAt('/wallet/spot');

    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('lets a signed-in user through without a toast', () => {
    setSession('tok-123', user);
    renderAt('/wallet/spot');

    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByText('spot account')).toBeTruthy();
    expect(toaster.info).not.toHaveBeenCalled();
  });
});
