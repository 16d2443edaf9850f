/**
 * Delivery latencies as a histogram of whole milliseconds (Date.now() has no finer grain), so that
 * each client worker keeps a fixed-size array instead of one number per message, and the runner
 * merges the workers' arrays. Latencies past the last bucket land in it; `max` keeps the true worst.
 */
export const HISTOGRAM_MS = 120_000;

export interface LatencyHistogram {
  counts: Uint32Array;
  max: number;
}

export function createHistogram(): LatencyHistogram {
  return { counts: new Uint32Array(HISTOGRAM_MS + 1), max: 0 };
}

export function record(h: LatencyHistogram, ms: number): void {
  // Same clock on both sides; a negative value can only be rounding between the two Date.now() calls.
  const v = ms < 0 ? 0 : ms;
  h.counts[v > HISTOGRAM_MS ? HISTOGRAM_MS : v]!++;
  if (v > h.max) h.max = v;
}

export function merge(into: LatencyHistogram, from: LatencyHistogram): void {
  for (let i = 0; i <= HISTOGRAM_MS; i++) into.counts[i]! += from.counts[i]!;
  if (from.max > into.max) into.max = from.max;
}

/** The smallest latency that at least `p` percent of the messages did not exceed; NaN when empty. */
export function percentile(h: LatencyHistogram, p: number): number {
  let total = 0;
  for (let i = 0; i <= HISTOGRAM_MS; i++) total += h.counts[i]!;
  if (total === 0) return NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (let i = 0; i <= HISTOGRAM_MS; i++) {
    seen += h.counts[i]!;
    if (seen >= rank) return i === HISTOGRAM_MS ? h.max : i;
  }
  return h.max;
}
