import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { PlaceSpotOrderBody } from '@aurelix/shared/schemas/spot';
import { AppError } from '../../lib/app-error';
import { Decimal } from '../../lib/decimal';
import { checkPriceBand } from './market-rules';

/** How long the pairs' bands are kept before they are read again (an admin's change shows within it). */
const BANDS_TTL_MS = 10_000;

export interface PriceBandDeps {
  /** The pairs with their `price_band` (the platform's pair list). */
  pairs: () => Promise<{ list: PairItem[] }>;
  /** The oracle's index price of a pair, or undefined when no oracle runs. */
  index: (symbol: string) => string | undefined;
  now: () => number;
}

/**
 * The price band of user orders (market-rules checkPriceBand) with the pairs' bands cached, so a
 * placed order costs no extra query. Market orders have no price to check; the engine's own
 * protection for them is the depth they walk.
 */
export function createPriceBandGuard(deps: PriceBandDeps) {
  let bands: Map<string, Decimal> | undefined;
  let readAt = 0;

  async function bandOf(symbol: string): Promise<Decimal | undefined> {
    // A pair missing from the cached bands but with an index price was listed since (issue 19): read again.
    if (!bands || deps.now() - readAt > BANDS_TTL_MS || !bands.has(symbol)) {
      const { list } = await deps.pairs();
      bands = new Map(list.map((p) => [p.symbol, new Decimal(p.price_band)]));
      readAt = deps.now();
    }
    return bands.get(symbol);
  }

  return {
    /** Throws PRICE_OUTSIDE_BAND for a limit price too far from the index. */
    async check(body: PlaceSpotOrderBody): Promise<void> {
      if (body.type !== 'limit' || body.price === undefined) return;
      const index = deps.index(body.symbol);
      if (index === undefined) return;
      const band = await bandOf(body.symbol);
      if (band === undefined) return;
      const checked = checkPriceBand(new Decimal(body.price), new Decimal(index), band);
      if (!checked.ok) throw new AppError(checked.key);
    },
  };
}
