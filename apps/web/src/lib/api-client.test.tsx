import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { z } from 'zod';
import { changeLocale } from '../i18n/i18n';
import { installFakeToaster } from '../test/fake-toaster';
import { RegionDialog } from '../components/ui/region-dialog';
import { api, apiRequest, ApiError } from './api-client';
import { setNavigate } from './navigation';
import { isRegionRestricted, resetRegionRestriction } from './region-restriction';
import { clearSession, getSession, setSession, type UserInfo } from './session';

const user = { id: 7, account: 'demo@aurelix.example', info: { name_status: 1 } } as UserInfo;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let toaster: ReturnType<typeof installFakeToaster>;
const navigate = vi.fn();

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValue(json(body, status));
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  toaster = installFakeToaster();
  navigate.mockReset();
  setNavigate(navigate);
  resetRegionRestriction();
  clearSession();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLocale('en_US');
});

describe('api client: envelope', () => {
  it('returns data on code 200 and sends token, lang and a JSON body', async () => {
    setSession('tok-123', user);
    answer({ code: 200, msg: 'success', data: { list: [1, 2] } });

    await expect(api.post('/api/pair_list')).resolves.toEqual({ list: [1, 2] });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/pair_list');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({
      token: 'tok-123',
      lang: 'en_US',
      'content-type': 'application/json',
    });
    expect(toaster.error).not.toHaveBeenCalled();
  });

  it('sends the current locale as the lang header and GET queries in the URL', async () => {
    await changeLocale('ja_JP');
    answer({ code: 200, msg: 'success', data: { pair: 'usdt_jpy', price: '154.2' } });

    await api.get('/api/market/pairPrice', { pair: 'usdt_jpy' });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/market/pairPrice?pair=usdt_jpy');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ lang: 'ja_JP' });
    expect(init.headers).not.toHaveProperty('token');
  });

  it('on code 403 clears token and user info and goes to /login', async () => {
    setSession('tok-123', user);
    answer({ code: 403, msg: 'Please log in first.', data: null });

    const error = await apiRequest('/api/center/index').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('session');
    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("toasts the server's message for any other code, for 1.2 s", async () => {
    answer({ code: 2001, msg: '残高が不足しています', data: null });

    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'business', code: 2001 });

    expect(toaster.error).toHaveBeenCalledWith(
      expect.objectContaining({ content: '残高が不足しています', duration: 1.2 }),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("toasts the translated 'System error' when the message is empty", async () => {
    await changeLocale('de_DE');
    answer({ code: 500, msg: '', data: null });

    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);

    expect(toaster.error).toHaveBeenCalledWith(expect.objectContaining({ content: 'Systemfehler' }));
  });

  it('shows nothing for a caller that opted out of toasts', async () => {
    answer({ code: 500, msg: 'boom', data: null });
    await expect(apiRequest('/api/plat_config', { silent: true })).rejects.toBeInstanceOf(ApiError);

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/currency_list', { silent: true })).rejects.toMatchObject({
      kind: 'network',
    });

    expect(toaster.error).not.toHaveBeenCalled();
  });

  it("rejects data that does not match the shared schema with 'System error'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ code: 200, msg: 'success', data: { price: 12 } });

    await expect(apiRequest('/api/x', { schema: z.object({ price: z.string() }) })).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(toaster.error).toHaveBeenCalledWith(expect.objectContaining({ content: 'System error' }));
  });
});

describe('api client: transport', () => {
  it("toasts 'network error' when fetch fails", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'network' });

    expect(toaster.error).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Network error, please try again', duration: 1.2 }),
    );
  });

  it("toasts 'network error' for a non-200 HTTP status", async () => {
    answer({ code: 500, msg: 'Internal', data: null }, 502);

    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'network' });

    expect(toaster.error).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Network error, please try again' }),
    );
  });

  it('gives up after 8 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled: unknown = 'pending';
    const call = apiRequest('/api/slow').then(
      () => (settled = 'resolved'),
      (e: unknown) => (settled = e),
    );

    await vi.advanceTimersByTimeAsync(7_999);
    expect(settled).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBeInstanceOf(ApiError);
    expect((settled as ApiError).kind).toBe('timeout');
    expect(toaster.error).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Network error, please try again' }),
    );
  });
});

describe('api client: region restriction', () => {
  it('opens the non-closable region dialog on HTTP 403 REGION_RESTRICTED', async () => {
    render(<RegionDialog />);
    expect(screen.queryByTestId('region-dialog')).toBeNull();

    answer({ code: 403, msg: 'REGION_RESTRICTED', data: null }, 403);
    await expect(apiRequest('/api/plat_config', { silent: true })).rejects.toMatchObject({ kind: 'region' });

    expect(isRegionRestricted()).toBe(true);
    const dialog = await screen.findByTestId('region-dialog');
    expect(dialog.textContent).toContain('Region restricted');
    expect(dialog.textContent).toContain('Your region or country is not supported.');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    expect(toaster.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();

    // Escape does not close it; 'Exit app' leaves (no history here, so the window closes).
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Exit app' }));
    expect(close).toHaveBeenCalled();
    expect(screen.getByTestId('region-dialog')).toBeTruthy();
  });
});
