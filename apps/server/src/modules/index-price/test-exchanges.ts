import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test sets for one pair on one exchange: its best bid and ask (the index reads their mid). */
export interface FixtureQuote {
  bid: string;
  ask: string;
  last?: string;
}

type ExchangeId = 'binance' | 'okx' | 'kraken';

/**
 * Binance, OKX and Kraken as ccxt sees them, on loopback: the few public endpoints ccxt reads to load
 * spot markets and fetch tickers, answering with the quotes the test sets. INDEX_SOURCES points each
 * exchange here with `@http://127.0.0.1:port/<id>`; nothing leaves the machine. An exchange can be
 * taken down (HTTP 503), and every request is counted.
 */
export async function startExchangeFixture() {
  const books = new Map<ExchangeId, Map<string, FixtureQuote>>([
    ['binance', new Map()],
    ['okx', new Map()],
    ['kraken', new Map()],
  ]);
  const down = new Set<ExchangeId>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const [, id, ...rest] = url.pathname.split('/');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const exchange = id as ExchangeId;
    const book = books.get(exchange);
    if (!book || down.has(exchange)) return send(res, 503, { error: 'unavailable' });
    const body = answer(exchange, `/${rest.join('/')}`, url.searchParams, book);
    return body === undefined ? send(res, 404, { error: 'not found' }) : send(res, 200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** INDEX_SOURCES for these exchanges and weights, pointed at the fixture. */
    sources: (weights: Partial<Record<ExchangeId, number>>) =>
      Object.entries(weights)
        .map(([id, w]) => `${id}:${w}@${origin}/${id}`)
        .join(','),
    /** Sets a pair's quote (`BTC/USDT`) on an exchange; undefined takes the pair off it. */
    quote(exchange: ExchangeId, symbol: string, quote: FixtureQuote | undefined) {
      if (quote) books.get(exchange)!.set(symbol, quote);
      else books.get(exchange)!.delete(symbol);
    },
    down: (exchange: ExchangeId) => down.add(exchange),
    up: (exchange: ExchangeId) => down.delete(exchange),
    requests: () => [...requests],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ExchangeFixture = Awaited<ReturnType<typeof startExchangeFixture>>;

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function answer(
  exchange: ExchangeId,
  path: string,
  query: URLSearchParams,
  book: Map<string, FixtureQuote>,
): unknown {
  const listed = [...book.entries()].map(([symbol, q]) => ({
    base: symbol.split('/')[0]!,
    quote: symbol.split('/')[1]!,
    q,
  }));
  if (exchange === 'binance') return binance(path, query, listed);
  if (exchange === 'okx') return okx(path, listed);
  return kraken(path, query, listed);
}

type Listed = { base: string; quote: string; q: FixtureQuote }[];

function binance(path: string, query: URLSearchParams, listed: Listed): unknown {
  if (path === '/api/v3/exchangeInfo') {
    return {
      timezone: 'UTC',
      serverTime: 0,
      rateLimits: [],
      exchangeFilters: [],
      symbols: listed.map((m) => ({
        symbol: m.base + m.quote,
        status: 'TRADING',
        baseAsset: m.base,
        baseAssetPrecision: 8,
        quoteAsset: m.quote,
        quotePrecision: 8,
        quoteAssetPrecision: 8,
        orderTypes: ['LIMIT', 'MARKET'],
        isSpotTradingAllowed: true,
        isMarginTradingAllowed: false,
        permissions: ['SPOT'],
        filters: [
          { filterType: 'PRICE_FILTER', minPrice: '0.01', maxPrice: '1000000', tickSize: '0.01' },
          { filterType: 'LOT_SIZE', minQty: '0.00001', maxQty: '9000', stepSize: '0.00001' },
        ],
      })),
    };
  }
  if (path === '/api/v3/ticker/24hr') {
    const wanted = new Set<string>(JSON.parse(query.get('symbols') ?? '[]'));
    return listed
      .filter((m) => wanted.size === 0 || wanted.has(m.base + m.quote))
      .map((m) => ({
        symbol: m.base + m.quote,
        bidPrice: m.q.bid,
        askPrice: m.q.ask,
        lastPrice: m.q.last ?? m.q.bid,
        closeTime: 0,
      }));
  }
  return undefined;
}

function okx(path: string, listed: Listed): unknown {
  if (path === '/api/v5/public/instruments') {
    const data = listed.map((m) => ({
      instType: 'SPOT',
      instId: `${m.base}-${m.quote}`,
      baseCcy: m.base,
      quoteCcy: m.quote,
      state: 'live',
      tickSz: '0.01',
      lotSz: '0.00000001',
      minSz: '0.00001',
    }));
    return { code: '0', msg: '', data };
  }
  if (path === '/api/v5/market/tickers') {
    const data = listed.map((m) => ({
      instType: 'SPOT',
      instId: `${m.base}-${m.quote}`,
      bidPx: m.q.bid,
      askPx: m.q.ask,
      last: m.q.last ?? m.q.bid,
      ts: '0',
    }));
    return { code: '0', msg: '', data };
  }
  return undefined;
}

/** Kraken calls bitcoin XBT; ccxt maps it back to BTC. */
const krakenAsset = (code: string) => (code === 'BTC' ? 'XBT' : code);

function kraken(path: string, query: URLSearchParams, listed: Listed): unknown {
  if (path === '/0/public/Assets') {
    const codes = new Set(listed.flatMap((m) => [krakenAsset(m.base), krakenAsset(m.quote)]));
    const result = Object.fromEntries(
      [...codes].map((c) => [
        c,
        { aclass: 'currency', altname: c, decimals: 10, display_decimals: 5, status: 'enabled' },
      ]),
    );
    return { error: [], result };
  }
  if (path === '/0/public/AssetPairs') {
    const result = Object.fromEntries(
      listed.map((m) => {
        const base = krakenAsset(m.base);
        const quote = krakenAsset(m.quote);
        const pair = {
          altname: base + quote,
          wsname: `${base}/${quote}`,
          aclass_base: 'currency',
          base,
          aclass_quote: 'currency',
          quote,
        };
        return [
          base + quote,
          {
            ...pair,
            lot: 'unit',
            pair_decimals: 2,
            lot_decimals: 8,
            lot_multiplier: 1,
            ordermin: '0.0001',
            status: 'online',
          },
        ];
      }),
    );
    return { error: [], result };
  }
  if (path === '/0/public/Ticker') {
    const wanted = new Set((query.get('pair') ?? '').split(',').filter(Boolean));
    const result = Object.fromEntries(
      listed
        .map((m) => [krakenAsset(m.base) + krakenAsset(m.quote), m.q] as const)
        .filter(([id]) => wanted.size === 0 || wanted.has(id))
        .map(([id, q]) => [
          id,
          {
            a: [q.ask, '1', '1.000'],
            b: [q.bid, '1', '1.000'],
            c: [q.last ?? q.bid, '0.1'],
            v: ['1', '1'],
            p: [q.bid, q.bid],
            t: [1, 1],
            l: [q.bid, q.bid],
            h: [q.ask, q.ask],
            o: q.bid,
          },
        ]),
    );
    return { error: [], result };
  }
  return undefined;
}
