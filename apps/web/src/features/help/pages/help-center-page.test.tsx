import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import '../../../i18n/i18n';
import { installFakeToaster } from '../../../test/fake-toaster';
import HelpCenterPage from './help-center-page';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200, headers: { 'content-type': 'application/json' } });

const article = (id: number, slug: string, title: string, category: string, is_common: boolean, summary = `${title} summary`) => ({
  id, slug, category, is_common, title, summary, excerpt: '',
});
const ARTICLES = [
  article(1, 'register-account', 'How do I create an account?', 'account', true),
  article(2, 'withdraw-crypto', 'How do I withdraw crypto?', 'wallet', true),
  article(3, 'fees', 'Trading and withdrawal fees', 'wallet', false),
];

const platConfig = {
  communities: [],
  config: {
    download: { android_download_url: '', ios_download_url: '' },
    sys: { enable_phone_register: 1 },
    legal_trade: { confirm_time: 60, max_unpaid_num: 5, pay_time: 120 },
    name_check: { draw_check: '10000', draw_uncheck: '100', trust_single: '1000', trust_total: '10000', trust_uncheck: '1000' },
    service_info: { email: 'support@aurelix.example' },
  },
  brand: { name: 'Aurelix', logo: '', accent: '#f0b90b', up: '#0ecb81', down: '#f6465d' },
  languages: [],
  legal_currencies: [],
};

let fetchMock: ReturnType<typeof vi.fn>;
/** Bodies of the /api/help/list calls, in order. */
const listBodies = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/help/list')).map(([, init]) => JSON.parse(String(init.body)));

beforeEach(() => {
  installFakeToaster();
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/plat_config')) return ok(platConfig);
    if (url.endsWith('/api/help/list')) {
      const body = JSON.parse(String(init.body));
      let list = ARTICLES.filter((a) => (!body.common || a.is_common) && (!body.category || a.category === body.category));
      if (body.query) {
        const q = String(body.query).toLowerCase();
        list = list
          .filter((a) => a.title.toLowerCase().includes(q))
          .map((a) => ({ ...a, excerpt: `…the 24-hour ${q} limit is 10,000 USDT…` }));
      }
      return ok({ list, total: list.length, page: 1, limit: body.limit ?? 20 });
    }
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(path = '/user/helpcenter') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <HelpCenterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const searchBox = () => within(screen.getByTestId('help-center-page')).getByRole('searchbox');

/** Generous: the machine is shared, and the page waits for its debounce before searching. */
const WAIT = { timeout: 8_000 };

describe('HelpCenterPage', { timeout: 30_000 }, () => {
  it('shows common problems and every article, linked to their detail pages', async () => {
    renderPage();
    const common = await screen.findByTestId('help-common', {}, WAIT);
    expect(within(common).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/user/helpDetail?id=1',
      '/user/helpDetail?id=2',
    ]);
    const all = await screen.findByTestId('help-all', {}, WAIT);
    expect(within(all).getAllByRole('link')).toHaveLength(3);
  });

  it('filters by category', async () => {
    renderPage();
    await screen.findByTestId('help-all', {}, WAIT);
    fireEvent.click(screen.getByTestId('help-category-wallet'));
    await waitFor(() => expect(within(screen.getByTestId('help-all')).getAllByRole('link')).toHaveLength(2), WAIT);
    expect(listBodies().some((b) => b.category === 'wallet')).toBe(true);
  });

  it('searches after a pause in typing and highlights the match', async () => {
    renderPage();
    await screen.findByTestId('help-all', {}, WAIT);
    fireEvent.change(searchBox(), { target: { value: 'withdraw' } });
    const results = await screen.findByTestId('help-result-list', {}, WAIT);
    expect(listBodies().filter((b) => b.query === 'withdraw')).toHaveLength(1);
    const marks = [...results.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase());
    expect(marks).toContain('withdraw');
    expect(within(results).getAllByRole('link')).toHaveLength(2);
  });

  it('searches at once on Enter and shows "no results" with the support address', async () => {
    renderPage();
    await screen.findByTestId('help-all', {}, WAIT);
    const box = searchBox();
    fireEvent.change(box, { target: { value: 'lambo' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const empty = await screen.findByTestId('help-no-results', {}, WAIT);
    expect(empty.textContent).toContain('No articles match “lambo”.');
    const contact = await within(empty).findByTestId('help-contact', {}, WAIT);
    expect(contact.getAttribute('href')).toBe('mailto:support@aurelix.example');
  });

  it('opens with the search of the address and limits what can be typed', async () => {
    renderPage('/user/helpcenter?q=fees');
    const results = await screen.findByTestId('help-result-list', {}, WAIT);
    expect(within(results).getByTestId('help-article-fees')).toBeTruthy();
    expect(searchBox().getAttribute('maxlength')).toBe('64');
    expect((searchBox() as HTMLInputElement).value).toBe('fees');
  });
});
