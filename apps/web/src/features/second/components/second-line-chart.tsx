import { useEffect, useRef } from 'react';
import { ColorType, createChart, LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { SecondIndexTick } from '@aurelix/shared/schemas/second';
import { palette } from '../../../styles/tokens';
import styles from './second.module.css';

/** The chart draws UTC; shifting by the browser's offset shows local time. */
const toTime = (ms: number) => Math.floor((ms - new Date(ms).getTimezoneOffset() * 60_000) / 1000) as UTCTimestamp;

/** One point a second (the last tick of each second): lightweight-charts wants increasing times. */
function points(ticks: readonly SecondIndexTick[]) {
  const out: { time: UTCTimestamp; value: number }[] = [];
  for (const t of ticks) {
    const time = toTime(t.time);
    // Chart coordinates only; prices stay decimal strings everywhere else.
    const value = Number(t.price);
    if (out.length > 0 && out[out.length - 1]!.time === time) out[out.length - 1] = { time, value };
    else if (out.length === 0 || out[out.length - 1]!.time < time) out.push({ time, value });
  }
  return out;
}

/** The seconds-level line of the recorded index ticks, with the buy price of an open order as a line. */
export function SecondLineChart({ ticks, buyPrice, label, precision = 2 }: { ticks: readonly SecondIndexTick[]; buyPrice?: string; label: string; precision?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Line'> | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: palette.surface }, textColor: palette.text3, fontSize: 11 },
      grid: { vertLines: { color: palette.border }, horzLines: { color: palette.border } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border, timeVisible: true, secondsVisible: true },
    });
    series.current = c.addSeries(LineSeries, { color: '#f0b90b', lineWidth: 2, priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
    chart.current = c;
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, [precision]);

  useEffect(() => {
    series.current?.setData(points(ticks));
  }, [ticks, precision]);

  useEffect(() => {
    const s = series.current;
    if (!s || !buyPrice) return;
    const line = s.createPriceLine({ price: Number(buyPrice), color: '#7b61ff', lineWidth: 1, lineStyle: 2, axisLabelVisible: true, title: '' });
    return () => s.removePriceLine(line);
  }, [buyPrice]);

  return <div ref={box} className={styles.lineChart} role="img" aria-label={label} data-testid="second-line-chart" />;
}
