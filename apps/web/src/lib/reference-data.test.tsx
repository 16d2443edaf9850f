import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeToaster } from '../test/fake-toaster';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';
import {
  findPair,
  getCurrencyList,
  getPairList,
  getPlatConfig,
  useCurrencyList,
  usePairList,
  usePlatConfig,
} from './reference-data';

const BTC_USDT = {
  id: 1,
  symbol: 'BTC_USDT',
  left_symbol: 'BTC',
  right_symbol: 'USDT',
  is_hot: 1,
  trade_status: 1,
  contract_status: 1,
  tick_size: '0.01',
  step_size: '0.00001',
  min_qty: '0.00001',
  min_notional: '5',
  price_precision: 2,
  qty_precision: 5,
  supply: '19700000',
  price_band: '10',
};
const USDT = {
  id: 2,
  symbol: 'USDT',
  name: 'Tether',
  logo: '/coins/usdt.svg',
  price: '1',
  precision: 6,
  recharge_turn: 1,
  draw_turn: 1,
  legal_status: 0,
};
const PLAT_CONFIG = {
  communities: [],
  config: {
    download: { android_download_url: '', ios_download_url: '' },
    sys: { enable_phone_register: 1 },
    legal_trade: { confirm_time: 15, max_unpaid_num: 3, pay_time: 15 },
    name_check: { draw_check: '1000000', draw_uncheck: '2', trust_single: '0', trust_total: '0', trust_uncheck: '0' },
    service_info: { email: 'support@aurelix.example' },
  },
  brand: { name: 'Aurelix', logo: '', accent: '#f0b90b', up: '#0ecb81', down: '#f6465d' },
  languages: [{ lang: 'en_US', value: 1, name: 'English', flag: '' }],
  legal_currencies: [{ name: 'USD', mark: '$', value: 1 }],
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'success', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** Answers per endpoint, replaceable by a test; every call is recorded by fetchMock. */
let answers: Record<string, unknown>;
let fetchMock: ReturnType<typeof vi.fn>;
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).length;

beforeEach(() => {
  installFakeToaster();
  answers = {
    '/api/pair_list': { list: [BTC_USDT] },
    '/api/currency_list': { list: [USDT] },
    '/api/plat_config': PLAT_CONFIG,
  };
  fetchMock = vi.fn(async (url: string) => {
    const path = Object.keys(answers).find((p) => url.endsWith(p));
    if (path === undefined) throw new Error(`unexpected ${url}`);
    return ok(answers[path]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('reference data fetchers', () => {
  it('answer the lists parsed with the shared schemas', async () => {
    await expect(getPairList()).resolves.toEqual([BTC_USDT]);
    await expect(getCurrencyList()).resolves.toEqual([USDT]);
    await expect(getPlatConfig()).resolves.toEqual(PLAT_CONFIG);
  });

  it('refuse an answer that does not match the shared schema', async () => {
    answers['/api/pair_list'] = { list: [{ ...BTC_USDT, tick_size: 0.01 }] };
    answers['/api/currency_list'] = { list: [{ ...USDT, precision: '6' }] };
    answers['/api/plat_config'] = { ...PLAT_CONFIG, config: { ...PLAT_CONFIG.config, service_info: {} } };
    await expect(getPairList()).rejects.toBeInstanceOf(ApiError);
    await expect(getCurrencyList()).rejects.toBeInstanceOf(ApiError);
    await expect(getPlatConfig()).rejects.toBeInstanceOf(ApiError);
  });

  it('find a pair by its URL symbol in any case', () => {
    expect(findPair([BTC_USDT], ' btc_usdt ')).toBe(BTC_USDT);
    expect(findPair([BTC_USDT], 'ETH_USDT')).toBeUndefined();
    expect(findPair(undefined, 'BTC_USDT')).toBeUndefined();
  });
});

describe('reference data hooks', () => {
  it('keep each list under its key factory, one request for every reader', async () => {
    const { client, wrapper } = withClient();
    const { result } = renderHook(
      () => ({ pairs: usePairList(), again: usePairList(), currencies: useCurrencyList(), config: usePlatConfig() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.pairs.isSuccess && result.current.currencies.isSuccess && result.current.config.isSuccess).toBe(true));
    expect(client.getQueryData(queryKeys.reference.pairList())).toEqual([BTC_USDT]);
    expect(client.getQueryData(queryKeys.reference.currencyList())).toEqual([USDT]);
    expect(client.getQueryData(queryKeys.reference.platConfig())).toEqual(result.current.config.data);
    expect([callsTo('/api/pair_list'), callsTo('/api/currency_list'), callsTo('/api/plat_config')]).toEqual([1, 1, 1]);
  });

  it('refetch through the factory key: invalidating all reference data reaches every list', async () => {
    const { client, wrapper } = withClient();
    // Read `data` while rendering: TanStack Query re-renders only for the fields a render used.
    const { result } = renderHook(() => ({ pairs: usePairList().data, currencies: useCurrencyList().data }), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ pairs: [BTC_USDT], currencies: [USDT] }));
    const ETH_USDT = { ...BTC_USDT, id: 3, symbol: 'ETH_USDT', left_symbol: 'ETH' };
    answers['/api/pair_list'] = { list: [BTC_USDT, ETH_USDT] };
    await client.invalidateQueries({ queryKey: queryKeys.reference.all });
    await waitFor(() => expect(result.current.pairs).toEqual([BTC_USDT, ETH_USDT]));
    expect([callsTo('/api/pair_list'), callsTo('/api/currency_list')]).toEqual([2, 2]);
  });
});
