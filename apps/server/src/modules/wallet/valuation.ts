import { Decimal } from '../../lib/decimal';

/*
 * Valuation maths of the wallet, free of I/O: prices in, decimal strings out. Every currency is
 * first valued in USDT (the quote of every pair), then converted to BTC and to the user's pricing
 * currency.
 */

/** What the wallet needs of a 24h tick. */
export interface TickPrice {
  pair: string;
  close: string;
  open: string;
}

/** A currency's price in USDT now and at the start of the 24h window. */
export interface UsdtPrice {
  now: Decimal;
  open: Decimal;
}

export const QUOTE = 'USDT';
/** Valuations carry 8 decimals: enough for a BTC figure and for a SHIB position in USD. */
export const VALUATION_DECIMALS = 8;

const positiveOr = (text: string | undefined, fallback: Decimal): Decimal => {
  try {
    const d = new Decimal(text ?? '');
    return d.isFinite() && d.gt(0) ? d : fallback;
  } catch {
    return fallback;
  }
};

/**
 * USDT price of every currency: the close of its `{X}_USDT` ticker, or its reference price
 * (currencies.price) when it has no live pair. `open` is the ticker's 24h open, the nearest price to
 * the start of the day that the market keeps.
 */
export function usdtPrices(
  currencies: readonly { symbol: string; price: string }[],
  ticks: readonly TickPrice[],
): Map<string, UsdtPrice> {
  const bySymbol = new Map(ticks.map((t) => [t.pair.toUpperCase(), t]));
  const prices = new Map<string, UsdtPrice>();
  for (const c of currencies) {
    if (c.symbol === QUOTE) {
      prices.set(c.symbol, { now: new Decimal(1), open: new Decimal(1) });
      continue;
    }
    const reference = positiveOr(c.price, new Decimal(0));
    const tick = bySymbol.get(`${c.symbol}_${QUOTE}`);
    const now = positiveOr(tick?.close, reference);
    prices.set(c.symbol, { now, open: positiveOr(tick?.open, now) });
  }
  return prices;
}

/** Converts a USDT amount to BTC and to the pricing currency (`rate` units per USDT). */
export function converter(prices: Map<string, UsdtPrice>, rate: string) {
  const btc = prices.get('BTC')?.now ?? new Decimal(0);
  const perUsdt = positiveOr(rate, new Decimal(1));
  const out = (d: Decimal) => d.toDecimalPlaces(VALUATION_DECIMALS, Decimal.ROUND_DOWN).toFixed();
  return {
    usdtOf: (currency: string, quantity: Decimal.Value) =>
      new Decimal(quantity).times(prices.get(currency)?.now ?? 0),
    usdt: out,
    btc: (usdt: Decimal) => out(btc.gt(0) ? usdt.div(btc) : new Decimal(0)),
    pricing: (usdt: Decimal) => out(usdt.times(perUsdt)),
  };
}

/** Quantities per currency (a wallet's or the whole user's). */
export type Holdings = Map<string, Decimal>;

export function addTo(holdings: Holdings, currency: string, quantity: Decimal.Value): void {
  holdings.set(currency, (holdings.get(currency) ?? new Decimal(0)).plus(quantity));
}

/**
 * Today's profit and loss in USDT:
 *   value now (holdings now x price now)
 * - value at 00:00 UTC (holdings at 00:00 from the journal x 24h open price)
 * - money that came in or left from outside today (deposits minus withdrawals, at today's price).
 * Internal transfers, orders and fees move value between wallets or to the platform and so stay in
 * the figure as they should (a fee is a loss). `rate` is pnl / value at 00:00 (0 when that was 0).
 */
export function todayPnl(input: {
  now: Holdings;
  startOfDay: Holdings;
  externalToday: Holdings;
  prices: Map<string, UsdtPrice>;
}): { pnl: Decimal; startValue: Decimal; rate: Decimal } {
  const price = (c: string) => input.prices.get(c) ?? { now: new Decimal(0), open: new Decimal(0) };
  let nowValue = new Decimal(0);
  for (const [c, q] of input.now) nowValue = nowValue.plus(q.times(price(c).now));
  let startValue = new Decimal(0);
  for (const [c, q] of input.startOfDay) startValue = startValue.plus(q.times(price(c).open));
  let external = new Decimal(0);
  for (const [c, q] of input.externalToday) external = external.plus(q.times(price(c).now));
  const pnl = nowValue.minus(startValue).minus(external);
  const rate = startValue.gt(0) ? pnl.div(startValue) : new Decimal(0);
  return { pnl, startValue, rate };
}

/** Start of the UTC day that contains `now`. */
export function startOfUtcDay(now: number): Date {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
