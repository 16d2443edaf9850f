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
