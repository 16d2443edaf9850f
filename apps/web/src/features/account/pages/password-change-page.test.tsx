import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { LOCALE_CODES } from '@aurelix/shared/locales';
import { changeLocale, i18n } from '../../../i18n/i18n';
import { setSession, type UserInfo } from '../../../lib/session';
import { FundPasswordPage, LoginPasswordPage } from './password-change-page';

const user = { id: 7, account: 'demo@aurelix.example', info: { name_status: 3 } } as UserInfo;

beforeEach(() => {
  setSession('tok-123', user);
  // The page renders from the stored session; the server's answers do not matter here.
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en_US');
});

function oldPasswordLabel(page: ReactElement): string {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  const input = screen.getByTestId('old-password-input');
  const item = input.closest('.ant-form-item')!;
  const label = item.querySelector('label')!.textContent!;
  view.unmount();
  return label;
}

describe('password change pages ask for the password they change', () => {
  it.each(LOCALE_CODES)('%s: the login page asks for the login password, the fund page for the fund password', async (locale) => {
    await changeLocale(locale);
    const login = i18n.t('account.loginPassword').toLowerCase();
    const fund = i18n.t('account.fundPassword').toLowerCase();

    const loginLabel = oldPasswordLabel(<LoginPasswordPage />).toLowerCase();
    expect(loginLabel).toContain(login);
    expect(loginLabel).not.toContain(fund);

    const fundLabel = oldPasswordLabel(<FundPasswordPage />).toLowerCase();
    expect(fundLabel).toContain(fund);
    expect(fundLabel).not.toContain(login);
  });
});
