import { KLINE_INTERVALS, type KlineInterval } from '@aurelix/shared/schemas/spot';
import { candleOpenTime, nextCandleTime } from './candles';
import { createRandom } from './random';
import type { MarketPair } from './ticker-source';

/** A backfilled candle in the database's terms: decimal strings. */
export interface CandleRecord {
  symbol: string;
  interval: KlineInterval;
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  vol: string;
  amount: string;
  count: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const REVERSION_HALF_LIFE_MS = 3 * DAY_MS;
const HOT_TURNOVER_USDT: [number, number] = [150e6, 1.5e9];
const OTHER_TURNOVER_USDT: [number, number] = [3e6, 80e6];
const AVERAGE_TRADE_USDT = 600;
/**
 * Fine intervals keep less history: about 1,440 candles each is more than a chart shows, and
 * 30 days of minutes for 15 pairs (650,000 rows) would make the first start slow (docs/decisions.md).
 */
const KEEP_DAYS: Partial<Record<KlineInterval, number>> = { '1min': 1, '5min': 5, '15min': 15 };

/** A minute as integers: prices in ticks, volume in lots of 10^-qtyPrecision, turnover in 10^-amountPrecision. */
interface Minute {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  vol: number;
  amount: number;
  count: number;
}

/**
 * `days` of candle history for one pair ending where the current minute opens, for every interval
 * (ARCHITECTURE 8: charts are full on a fresh start). The path is a seeded random walk in log price,
 * run backwards from the oracle's current price and reverting towards the pair's reference (start)
 * price, so it ends exactly at `currentPrice` and stays near the prices the oracle starts from.
 * Pure and fast: floats for the synthetic noise, integers (ticks, lots) for everything summed, so the
 * coarser candles are exact sums of the minutes.
 */
export function backfillCandles(opts: {
  pair: MarketPair;
  currentPrice: number;
  now: number;
  days: number;
  seed: string;
}): CandleRecord[] {
  const { pair } = opts;
  const minutes = generateMinutes(opts);
  const out: CandleRecord[] = [];
  const tick = pair.tickSize.toNumber();
  const fmt = {
    price: (ticks: number) => (ticks * tick).toFixed(pair.pricePrecision),
    vol: (lots: number) => (lots / 10 ** pair.qtyPrecision).toFixed(pair.qtyPrecision),
    amount: (units: number) => (units / 10 ** pair.amountPrecision).toFixed(pair.amountPrecision),
  };
  for (const interval of KLINE_INTERVALS) {
    let acc: Minute | undefined;
    const keepFrom = opts.now - Math.min(opts.days, KEEP_DAYS[interval] ?? opts.days) * DAY_MS;
    const emit = () => {
      if (!acc || acc.time < candleOpenTime(interval, keepFrom)) return;
      out.push({
        symbol: pair.symbol,
        interval,
        time: acc.time,
        open: fmt.price(acc.open),
        high: fmt.price(acc.high),
        low: fmt.price(acc.low),
        close: fmt.price(acc.close),
        vol: fmt.vol(acc.vol),
        amount: fmt.amount(acc.amount),
        count: acc.count,
      });
    };
    let accEnd = -Infinity;
    // Minutes of candles older than the kept history are not worth a look.
    const skipBefore = candleOpenTime(interval, keepFrom);
    for (const m of minutes) {
      if (m.time < skipBefore) continue;
      if (acc && m.time < accEnd) {
        acc.high = Math.max(acc.high, m.high);
        acc.low = Math.min(acc.low, m.low);
        acc.close = m.close;
        acc.vol += m.vol;
        acc.amount += m.amount;
        acc.count += m.count;
      } else {
        emit();
        const time = candleOpenTime(interval, m.time);
        acc = { ...m, time };
        accEnd = nextCandleTime(interval, time);
      }
    }
    // The last one is the current interval's candle, still open: live trades continue it after start.
    emit();
  }
  return out;
}

function generateMinutes(opts: { pair: MarketPair; currentPrice: number; now: number; days: number; seed: string }): Minute[] {
  const { pair, currentPrice, now, days } = opts;
  const random = createRandom(`${opts.seed}:${pair.symbol}:backfill`);
  const count = Math.round((days * DAY_MS) / MINUTE_MS);
  const firstStart = candleOpenTime('1min', now) - count * MINUTE_MS;
  const tick = pair.tickSize.toNumber();
  const anchor = pair.referencePrice.gt(0) ? pair.referencePrice.toNumber() : currentPrice;
  const daily = 0.02 + 0.03 * random.next();
  const sigma = daily / Math.sqrt(DAY_MS / MINUTE_MS);
  const decay = Math.exp(-(Math.LN2 / REVERSION_HALF_LIFE_MS) * MINUTE_MS);
  const [lo, hi] = pair.hot ? HOT_TURNOVER_USDT : OTHER_TURNOVER_USDT;
  const quoteUsdt = pair.quoteUsdt.gt(0) ? pair.quoteUsdt.toNumber() : 1;
  const turnoverPerMinute = (lo * Math.pow(hi / lo, random.next())) / quoteUsdt / 1440;
  const tradeSize = AVERAGE_TRADE_USDT / quoteUsdt;
  const toTicks = (price: number) => Math.max(1, Math.round(price / tick));
  // Walk backwards from the current price: prices[k] is the open of minute k, prices[count] the current price.
  const prices = new Array<number>(count + 1);
  let x = Math.log(currentPrice / anchor);
  prices[count] = currentPrice;
  for (let k = count - 1; k >= 0; k--) {
    x = x * decay + sigma * random.gaussian();
    prices[k] = anchor * Math.exp(x);
  }
  const minutes: Minute[] = new Array(count);
  const volScale = 10 ** pair.qtyPrecision;
  const amountScale = 10 ** pair.amountPrecision;
  for (let k = 0; k < count; k++) {
    const open = toTicks(prices[k]!);
    const close = toTicks(prices[k + 1]!);
    const wick = Math.abs(random.gaussian()) * sigma * 0.5;
    const turnover = turnoverPerMinute * Math.exp(0.6 * random.gaussian() - 0.18);
    const mid = ((open + close) / 2) * tick;
    const vol = Math.max(1, Math.round((turnover / mid) * volScale));
    minutes[k] = {
      time: firstStart + k * MINUTE_MS,
      open,
      close,
      high: Math.max(open, close, toTicks(Math.max(open, close) * tick * (1 + wick))),
      low: Math.max(1, Math.min(open, close, toTicks(Math.min(open, close) * tick * (1 - wick)))),
      vol,
      amount: Math.round((vol / volScale) * mid * amountScale),
      count: Math.max(1, Math.round(turnover / tradeSize)),
    };
  }
  return minutes;
}
