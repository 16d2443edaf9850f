import { useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useQuery } from '@tanstack/react-query';
import { KLINE_INTERVALS, type Candle, type KlineInterval } from '@aurelix/shared/schemas/spot';
import { DEFAULT_BRAND, palette } from '../../../styles/tokens';
import { useChannel } from '../../../lib/socket';
import { spotMarketSource, type MarketSource } from '../api/market-source';
import type { BookPair } from './order-book';
import { movingAverage, upsertCandle } from '../utils/moving-average';
import styles from './trade.module.css';

/** Moving averages drawn over the candles, with their colours. */
const MOVING_AVERAGES = [
  { period: 7, color: '#f0b90b' },
  { period: 25, color: '#e052a0' },
  { period: 99, color: '#7b61ff' },
] as const;

interface Series {
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  averages: ISeriesApi<'Line'>[];
}

function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** The chart draws UTC; shifting by the browser's offset shows candles in the user's local time. */
const toTime = (ms: number) => Math.floor((ms - new Date(ms).getTimezoneOffset() * 60_000) / 1000) as UTCTimestamp;

/** Chart coordinates only; candles keep their decimal strings everywhere else. */
function toBars(list: readonly Candle[], up: string, down: string) {
  return {
    candles: list.map((c) => ({ time: toTime(c.time), open: +c.open, high: +c.high, low: +c.low, close: +c.close })),
    volume: list.map((c) => ({ time: toTime(c.time), value: +c.vol, color: +c.close >= +c.open ? `${up}66` : `${down}66` })),
  };
}

/** Candles with volume and MA7/25/99 for the 8 intervals of SPEC 9, live from the kline channel. */
export function KlineChart({ pair, source = spotMarketSource }: { pair: BookPair; source?: MarketSource }) {
  const { t } = useTranslation();
  const [interval, setChartInterval] = useState<KlineInterval>('15min');
  const { data, isPending, isError } = useQuery(source.kline(pair.symbol, interval));
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const candles = useRef<Candle[]>([]);
  const colors = useRef({ up: DEFAULT_BRAND.up, down: DEFAULT_BRAND.down });
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (!box.current) return;
    const up = cssColor('--up', DEFAULT_BRAND.up);
    const down = cssColor('--down', DEFAULT_BRAND.down);
    colors.current = { up, down };
    const c = createChart(box.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: palette.surface }, textColor: palette.text3, fontSize: 11 },
      grid: { vertLines: { color: palette.border }, horzLines: { color: palette.border } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border, timeVisible: true, secondsVisible: false },
    });
    const candleSeries = c.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
      priceFormat: { type: 'price', precision: Math.max(2, pair.price_precision), minMove: Number(pair.tick_size) },
    });
    const volume = c.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '' });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
    const averages = MOVING_AVERAGES.map((ma) =>
      c.addSeries(LineSeries, { color: ma.color, lineWidth: 1, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false }),
    );
    chart.current = c;
    series.current = { candles: candleSeries, volume, averages };
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, [pair.price_precision, pair.tick_size]);

  useEffect(() => {
    const s = series.current;
    if (!s || !data) return;
    candles.current = data;
    const bars = toBars(data, colors.current.up, colors.current.down);
    s.candles.setData(bars.candles);
    s.volume.setData(bars.volume);
    MOVING_AVERAGES.forEach((ma, i) =>
      s.averages[i]!.setData(movingAverage(data, ma.period).map((p) => ({ time: toTime(p.time), value: p.value }))),
    );
    chart.current?.timeScale().scrollToRealTime();
    setShown(data.length);
  }, [data]);

  useChannel<Candle>(source.klineChannel(pair.symbol, interval), (candle) => {
    const s = series.current;
    if (!s || !candle || typeof candle.time !== 'number' || !data) return;
    const last = candles.current[candles.current.length - 1];
    if (last && candle.time < last.time) return;
    candles.current = upsertCandle(candles.current, candle);
    const bars = toBars([candle], colors.current.up, colors.current.down);
    s.candles.update(bars.candles[0]!);
    s.volume.update(bars.volume[0]!);
    MOVING_AVERAGES.forEach((ma, i) => {
      const tail = movingAverage(candles.current.slice(-ma.period), ma.period)[0];
      if (tail) s.averages[i]!.update({ time: toTime(tail.time), value: tail.value });
    });
  });

  const lastCandle = data?.[data.length - 1];
  return (
    <section className={styles.chartBox} aria-label={t('spot.chart.title')}>
      <div className={styles.intervals} role="tablist" aria-label={t('spot.chart.interval')}>
        {KLINE_INTERVALS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={interval === key}
            className={interval === key ? `${styles.interval} ${styles.intervalActive}` : styles.interval}
            onClick={() => setChartInterval(key)}
            data-testid={`interval-${key}`}
          >
            {t(`spot.chart.intervals.${key}`)}
          </button>
        ))}
        <span className={styles.maLegend} aria-hidden>
          {MOVING_AVERAGES.map((ma) => (
            <span key={ma.period} style={{ color: ma.color }}>
              MA{ma.period}
            </span>
          ))}
        </span>
      </div>
      <div
        className={styles.chart}
        data-testid="kline-chart"
        data-interval={interval}
        data-loaded={!isPending && shown > 0 && data ? 'true' : 'false'}
        data-last-time={lastCandle?.time ?? ''}
      >
        <div ref={box} className={styles.chartCanvas} />
        {isPending && (
          <div className={styles.chartOverlay}>
            <Skeleton.Node active style={{ width: 120, height: 40 }} />
          </div>
        )}
        {!isPending && (isError || data?.length === 0) && (
          <div className={styles.chartOverlay}>{isError ? t('errors.loadFailed') : t('spot.chart.empty')}</div>
        )}
      </div>
    </section>
  );
}
