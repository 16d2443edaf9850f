import type { DbOrTx } from '../../db/client';
import { communities, currencies, languages, pairs, platformConfig, platformNotes, pricingCurrencies } from './schema';

/** The platform's reference data as the first-start seed (modules/seed) hands it over. */
export interface ReferenceRows {
  currencies: (typeof currencies.$inferInsert)[];
  pairs: (typeof pairs.$inferInsert)[];
  pricingCurrencies: (typeof pricingCurrencies.$inferInsert)[];
  languages: (typeof languages.$inferInsert)[];
  config: (typeof platformConfig.$inferInsert)[];
  communities: (typeof communities.$inferInsert)[];
  notes: (typeof platformNotes.$inferInsert)[];
}

/** Whether the reference data is there already (the first start has run). */
export async function hasReferenceData(db: DbOrTx): Promise<boolean> {
  return (await db.select({ id: currencies.id }).from(currencies).limit(1)).length > 0;
}

/** First start: the reference tables, in the seed's transaction. */
export async function insertReferenceData(tx: DbOrTx, rows: ReferenceRows): Promise<void> {
  await tx.insert(currencies).values(rows.currencies);
  if (rows.pairs.length > 0) await tx.insert(pairs).values(rows.pairs);
  await tx.insert(pricingCurrencies).values(rows.pricingCurrencies);
  await tx.insert(languages).values(rows.languages);
  await tx.insert(platformConfig).values(rows.config);
  if (rows.communities.length > 0) await tx.insert(communities).values(rows.communities);
  if (rows.notes.length > 0) await tx.insert(platformNotes).values(rows.notes);
}
