import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLocale } from '../../i18n/i18n';
import { clearSession, getSession, setSession, type UserInfo } from '../../lib/session';
import { CurrencyMenu, LanguageMenu } from './preference-menus';

const user = {
  id: 7,
  account: 'demo@aurelix.example',
  nickname: 'demo',
  avatar: '',
  invite_code: 'ABC',
  security_level: 1,
  email: 'demo@aurelix.example',
  mobile: '',
  area_code: '',
  pricing_currency: 'USD',
  lang: 'en_US',
  info: { name_status: 0 },
  is_admin: false,
} as UserInfo;

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/center/settings')) return ok({ user: { ...user, ...JSON.parse(String(init.body)) } });
    // Reference data (plat_config): never answered, the menus fall back to the 10 locales and 8 currencies.
    return new Promise<Response>(() => undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => changeLocale('en_US'));

function renderMenus() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LanguageMenu />
      <CurrencyMenu />
    </QueryClientProvider>,
  );
}
const settingsCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/center/settings'));

describe('header language and currency menus', () => {
  it('save the choice to the signed-in account, so /api/center/index agrees', async () => {
    setSession('tok-1', user);
    renderMenus();
    fireEvent.click(screen.getByTestId('lang-menu'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Deutsch/ }));
    await waitFor(() => expect(settingsCalls()).toHaveLength(1));
    expect(JSON.parse(String((settingsCalls()[0]![1] as RequestInit).body))).toEqual({ lang: 'de_DE' });
    await waitFor(() => expect(getSession().user?.lang).toBe('de_DE'));

    fireEvent.click(screen.getByTestId('currency-menu'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /EUR/ }));
    await waitFor(() => expect(settingsCalls()).toHaveLength(2));
    expect(JSON.parse(String((settingsCalls()[1]![1] as RequestInit).body))).toEqual({ pricing_currency: 'EUR' });
    await waitFor(() => expect(getSession().user?.pricing_currency).toBe('EUR'));
  });

  it('only switch the app for a visitor', async () => {
    clearSession();
    renderMenus();
    fireEvent.click(screen.getByTestId('currency-menu'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /JPY/ }));
    await waitFor(() => expect(screen.getByTestId('currency-menu').textContent).toContain('JPY'));
    expect(settingsCalls()).toHaveLength(0);
  });
});
