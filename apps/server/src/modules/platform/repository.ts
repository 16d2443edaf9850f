import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communities, currencies, languages, pairs, platformConfig, platformNotes, pricingCurrencies } from './schema';

export function createPlatformRepository(db: DbOrTx) {
  return {
    configEntries: () => db.select().from(platformConfig),
    communities: () => db.select().from(communities).orderBy(asc(communities.sort), asc(communities.id)),
    currencies: () => db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.id)),
    pairs: () => db.select().from(pairs).orderBy(asc(pairs.sort), asc(pairs.id)),
    languages: () => db.select().from(languages),
    pricingCurrencies: () => db.select().from(pricingCurrencies).orderBy(asc(pricingCurrencies.id)),
    async pricingCurrency(code: string) {
      const rows = await db.select().from(pricingCurrencies).where(eq(pricingCurrencies.code, code)).limit(1);
      return rows[0];
    },
    async note(type: number, lang: string) {
      const rows = await db
        .select()
        .from(platformNotes)
        .where(and(eq(platformNotes.type, type), eq(platformNotes.lang, lang)))
        .limit(1);
      return rows[0];
    },
  };
}

/** The few writes other modules ask platform for (its service wraps them). */
export const platformWrites = {
  async ensureCurrency(db: DbOrTx, c: { symbol: string; name: string; logo: string; price: string; precision: number }) {
    await db
      .insert(currencies)
      .values({ symbol: c.symbol, name: c.name, logo: c.logo, price: c.price, precision: c.precision, rechargeTurn: 0, drawTurn: 0, sort: 1000 })
      .onConflictDoNothing({ target: currencies.symbol });
  },
  async addPair(
    db: DbOrTx,
    p: { left: string; right: string; tickSize: string; stepSize: string; minQty: string; minNotional: string; pricePrecision: number; qtyPrecision: number },
  ): Promise<boolean> {
    const rows = await db
      .insert(pairs)
      .values({
        symbol: `${p.left}_${p.right}`,
        leftSymbol: p.left,
        rightSymbol: p.right,
        tickSize: p.tickSize,
        stepSize: p.stepSize,
        minQty: p.minQty,
        minNotional: p.minNotional,
        pricePrecision: p.pricePrecision,
        qtyPrecision: p.qtyPrecision,
        sort: 1000,
      })
      .onConflictDoNothing({ target: pairs.symbol })
      .returning({ id: pairs.id });
    return rows.length > 0;
  },
};
