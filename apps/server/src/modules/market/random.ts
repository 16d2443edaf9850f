/** A seeded source of randomness: the demo market is reproducible given its seed. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal (mean 0, deviation 1). */
  gaussian(): number;
}

/** 32-bit hash of a string (cyrb53's mixing, truncated), so a seed and a pair symbol give one stream. */
export function hashSeed(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

/** mulberry32: small, fast and good enough for simulated prices (not for anything secret). */
export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  let spare: number | undefined;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    gaussian() {
      if (spare !== undefined) {
        const s = spare;
        spare = undefined;
        return s;
      }
      // Box-Muller; 1 - u keeps the logarithm finite.
      const r = Math.sqrt(-2 * Math.log(1 - next()));
      const a = 2 * Math.PI * next();
      spare = r * Math.sin(a);
      return r * Math.cos(a);
    },
  };
}
