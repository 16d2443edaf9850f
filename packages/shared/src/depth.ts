import type { DepthLevel } from './schemas/spot';

/**
 * Order-book aggregation by price precision, shared by the server (POST /api/market/depth) and the
 * web app (the `{l}_{r}_depth` channel data), so both show the same levels. Decimal strings in and
 * out; the arithmetic is exact (bigint fixed-point), never a float.
 */

/** The multiples of the tick size a user may aggregate by (contract of POST /api/market/depth). */
export const DEPTH_PRECISION_FACTORS = [1, 10, 100, 1000] as const;

/** Valid precisions of a pair: tick x 1, 10, 100, 1000 ("0.01" -> ["0.01", "0.1", "1", "10"]). */
export function depthPrecisions(tickSize: string): string[] {
  const tick = parseFixed(tickSize);
  if (!tick || tick.units <= 0n) return [];
  return DEPTH_PRECISION_FACTORS.map((f) => formatFixed(tick.units * BigInt(f), tick.scale, true));
}

/** True when `precision` is one of `depthPrecisions(tickSize)` (compared by value: "0.10" = "0.1"). */
export function isDepthPrecision(tickSize: string, precision: string): boolean {
  const p = parseFixed(precision);
  if (!p || p.units <= 0n) return false;
  return depthPrecisions(tickSize).some((valid) => sameValue(parseFixed(valid)!, p));
}

/**
 * Merges levels (best first) into buckets `precision` wide: bid prices round down and ask prices
 * round up to the precision, so an aggregated level never shows a better price than is on offer.
 * Quantities of a bucket are summed. Returns at most `limit` levels, best first. Prices carry the
 * precision's decimals; quantities keep the most decimals seen on the input.
 */
export function aggregateDepth(
  levels: readonly DepthLevel[],
  side: 'bids' | 'asks',
  precision: string,
  limit = Number.MAX_SAFE_INTEGER,
): DepthLevel[] {
  const step = parseFixed(precision);
  if (!step || step.units <= 0n) throw new Error(`aggregateDepth: bad precision ${precision}`);
  const parsed = levels.map(([p, q]) => [parseFixed(p), parseFixed(q)] as const);
  const priceScale = Math.max(step.scale, ...parsed.map(([p]) => p?.scale ?? 0));
  const qtyScale = Math.max(0, ...parsed.map(([, q]) => q?.scale ?? 0));
  const stepUnits = rescale(step, priceScale);
  const out: DepthLevel[] = [];
  let bucket: bigint | undefined;
  let sum = 0n;
  const flush = () => {
    if (bucket === undefined) return;
    const price = formatFixed(bucket, priceScale, false, step.scale);
    out.push([price, formatFixed(sum, qtyScale, false, qtyScale)]);
  };
  for (const [price, qty] of parsed) {
    if (!price || !qty) continue;
    const units = rescale(price, priceScale);
    const down = (units / stepUnits) * stepUnits;
    const key = side === 'bids' || down === units ? down : down + stepUnits;
    if (key !== bucket) {
      flush();
      if (out.length >= limit) return out;
      bucket = key;
      sum = 0n;
    }
    sum += rescale(qty, qtyScale);
  }
  if (out.length < limit) flush();
  return out;
}

interface Fixed {
  units: bigint;
  scale: number;
}

function parseFixed(text: string): Fixed | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const frac = m[2] ?? '';
  return { units: BigInt(m[1]! + frac), scale: frac.length };
}

function rescale(value: Fixed, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function sameValue(a: Fixed, b: Fixed): boolean {
  const scale = Math.max(a.scale, b.scale);
  return rescale(a, scale) === rescale(b, scale);
}

/** Formats `units / 10^scale` with `decimals` places (units are exact at that many); `trim` drops trailing zeros. */
function formatFixed(units: bigint, scale: number, trim: boolean, decimals = scale): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  let frac = digits.slice(digits.length - scale).slice(0, decimals);
  if (trim) frac = frac.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}
