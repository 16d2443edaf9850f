import type { Exchange, Ticker } from 'ccxt';
import { Decimal } from '../../lib/decimal';
import type { MarketPair } from '../market/ticker-source';
import type { FeedQuote, PriceFeed } from './feeds';
import type { IndexSourceConfig } from './sources-config';

type Ccxt = typeof import('ccxt');

/** A slow exchange must not hold a poll past the point where its quote would be stale anyway. */
const REQUEST_TIMEOUT_MS = 5000;
/** Markets are read again hourly, so a pair an exchange lists later starts to contribute. */
const MARKETS_TTL_MS = 3_600_000;

/**
 * ccxt, loaded on first use only: it is large (about 1 s and 100 MB to import with its 100-odd
 * exchanges), and a server without INDEX_SOURCES never needs it.
 */
export async function loadCcxt(): Promise<Ccxt> {
  return import('ccxt');
}

/**
 * One external spot market through ccxt: on each poll, one fetchTickers for every pair of ours
 * that the exchange lists (`BTC_USDT` is ccxt's `BTC/USDT`); a pair it does not list gets no quote.
 * A quote's time is when it arrived, on the server's clock (an exchange's own timestamp is another
 * machine's clock). A failed poll leaves the old quotes to go stale, and is logged once until the
 * exchange answers again.
 */
export function createCcxtFeed(
  ccxt: Ccxt,
  source: IndexSourceConfig,
  deps: { now: () => number; warn: (err: unknown, msg: string) => void },
): PriceFeed {
  const exchange = openExchange(ccxt, source);
  const quotes = new Map<string, FeedQuote>();
  let marketsAt: number | undefined;
  let polling: Promise<void> | undefined;
  let failing = false;

  async function pollOnce(pairs: readonly MarketPair[]) {
    if (marketsAt === undefined || deps.now() - marketsAt > MARKETS_TTL_MS) {
      await exchange.loadMarkets(marketsAt !== undefined);
      marketsAt = deps.now();
    }
    const listed = pairs.filter((p) => {
      const market = exchange.markets?.[ccxtSymbol(p)];
      return market?.spot === true && market.active !== false;
    });
    if (listed.length === 0) return;
    const tickers = await exchange.fetchTickers(listed.map(ccxtSymbol));
    const time = deps.now();
    for (const pair of listed) {
      const price = tickerPrice(tickers[ccxtSymbol(pair)]);
      if (price) quotes.set(pair.symbol, { price, time });
    }
  }

  return {
    name: source.exchange,
    weight: new Decimal(source.weight),
    quote: (pair) => quotes.get(pair.symbol),
    poll(pairs) {
      // One request at a time per exchange: a slow answer is not stacked with the next timer's.
      polling ??= pollOnce(pairs)
        .then(() => {
          if (failing) deps.warn(undefined, `index source ${source.exchange} answers again`);
          failing = false;
        })
        .catch((err: unknown) => {
          if (!failing)
            deps.warn(err, `index source ${source.exchange} failed; its quotes go stale until it answers`);
          failing = true;
        })
        .finally(() => (polling = undefined));
      return polling;
    },
  };
}

/** ccxt's unified symbol of one of our pairs. */
export function ccxtSymbol(pair: Pick<MarketPair, 'left' | 'right'>): string {
  return `${pair.left}/${pair.right}`;
}

/**
 * The price a ticker gives: the mid of bid and ask when both are there and not crossed (a single
 * print can sit anywhere in the spread), else the last trade. ccxt parses prices to floats; a float
 * printed back is the shortest decimal that reads as it, which is the exchange's own decimal for any
 * price of 15 significant digits or fewer.
 */
export function tickerPrice(ticker: Ticker | undefined): Decimal | undefined {
  if (!ticker) return undefined;
  const positive = (v: number | undefined) =>
    typeof v === 'number' && Number.isFinite(v) && v > 0 ? new Decimal(String(v)) : undefined;
  const bid = positive(ticker.bid);
  const ask = positive(ticker.ask);
  if (bid && ask && bid.lte(ask)) return bid.plus(ask).div(2);
  return positive(ticker.last);
}

function openExchange(ccxt: Ccxt, source: IndexSourceConfig): Exchange {
  // ccxt's `exchanges` export is its table of exchange classes by id.
  const classes = ccxt.exchanges as unknown as Record<string, new (config: object) => Exchange>;
  const ExchangeClass = Object.hasOwn(classes, source.exchange) ? classes[source.exchange] : undefined;
  if (typeof ExchangeClass !== 'function') {
    throw new Error(`INDEX_SOURCES: ${source.exchange} is not an exchange ccxt knows`);
  }
  const exchange = new ExchangeClass({
    enableRateLimit: true,
    timeout: REQUEST_TIMEOUT_MS,
    // Spot markets only: the index is of spot prices, and loading derivatives markets costs requests.
    options: { defaultType: 'spot', fetchMarkets: { types: ['spot'] } },
  });
  if (source.url)
    exchange.urls['api'] = rebase(exchange.urls['api'], source.url) as (typeof exchange.urls)['api'];
  return exchange;
}

/** Every URL of the exchange's API with its origin replaced by `origin`, paths kept. */
function rebase(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.replace(/^https?:\/\/[^/]+/, origin.replace(/\/$/, ''));
  if (Array.isArray(value)) return value.map((v) => rebase(v, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rebase(v, origin)]));
  return value;
}
