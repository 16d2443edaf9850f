import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { LOCALES, PRICING_CURRENCIES } from '@aurelix/shared/locales';
import type { Db } from '../../db/client';
import { userRecords } from '../auth/users';
import { hasReferenceData, insertReferenceData, type ReferenceRows } from '../platform/seed';
import { decimalsOf } from '../../lib/decimal';
import type { Services } from '../../app';
import { SYSTEM_ACCOUNTS } from '../ledger/system-accounts';
import { seedMarketMaker } from '../market-maker/seed';
import { NOTES } from './notes';
import { seedHelpArticles } from '../help/seed';
import { seedFunding } from '../funding/seed';
import { createAdmin } from './first-admin';
import { hashPassword } from '../auth/passwords';
import {
  ADMIN_USER,
  DEMO_BALANCES,
  DEMO_USER,
  SEED_COMMUNITIES,
  SEED_CONFIG,
  SEED_CURRENCIES,
  SEED_RATES,
} from './reference-data';

/**
 * First start: reference data, documents, platform accounts, and outside production the demo and
 * admin users of the README and the market maker's inventory. In production no account with a published password is made: the
 * first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD (a weak one stops the start) or from
 * `npm run create-admin` (first-admin.ts). Idempotent.
 */
/** The advisory lock of the first start's seed (any number, the same in every process). */
const SEED_LOCK = 727_028_002;

export async function seedIfEmpty(db: Db, services: Services, log?: FastifyBaseLogger): Promise<boolean> {
  if (await hasReferenceData(db)) return false;
  const { production, firstAdmin, marketMaker } = services.seedPolicy;
  const seeded = await db.transaction(async (tx) => {
    // Processes starting together on one empty database: the first seeds, the others wait for its
    // commit here and find the data (a transaction's advisory lock, released at its end).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasReferenceData(tx)) return false;
    // Each owner inserts its own rows (platform, help, funding, auth), in this one transaction.
    await insertReferenceData(tx, referenceRows());
    await seedHelpArticles(tx);
    await seedFunding(tx);
    await userRecords.insertMany(
      tx,
      SYSTEM_ACCOUNTS.map((account) => ({ account, role: 'system', nickname: account, inviteCode: account.toUpperCase() })),
    );
    if (firstAdmin) await createAdmin(tx, firstAdmin);
    if (production) return true;
    for (const [u, role] of [
      [DEMO_USER, 'user'],
      [ADMIN_USER, 'admin'],
    ] as const) {
      await userRecords.insert(tx, {
        account: u.email,
        email: u.email,
        passwordHash: await hashPassword(u.password),
        fundPasswordHash: await hashPassword(u.fundPassword),
        nickname: u.nickname,
        inviteCode: u.inviteCode,
        role,
      });
    }
    return true;
  });
  if (!seeded) return false;
  if (!production) {
    const demo = await services.auth.userIdByAccount(DEMO_USER.email);
    for (const [currency, amount] of Object.entries(DEMO_BALANCES)) {
      await services.ledger.credit({ userId: demo, account: 'spot', currency, amount, reason: 'deposit', refType: 'seed', refId: 'demo' });
    }
  }
  // The maker's inventory is credited from system:world, backed by nothing: in production only for a
  // market maker the operator switched on.
  await seedMarketMaker(db, services, { fund: !production || marketMaker });
  if (production) {
    log?.info(firstAdmin ? `seeded reference data; first admin ${firstAdmin.email}` : 'seeded reference data');
    if (!firstAdmin) log?.warn('no admin yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin`');
  } else log?.info('seeded reference data, documents and demo accounts');
  return true;
}

/** The platform's reference data of a first start, as rows of its tables (platform/seed.ts inserts them). */
function referenceRows(): ReferenceRows {
  return {
    currencies: SEED_CURRENCIES.map((c, i) => ({
      symbol: c.symbol,
      name: c.name,
      logo: `/coins/${c.symbol.toLowerCase()}.svg`,
      price: c.price,
      precision: c.precision,
      rechargeTurn: c.rechargeTurn,
      drawTurn: c.drawTurn,
      legalStatus: c.legalStatus,
      sort: i,
    })),
    pairs: SEED_CURRENCIES.flatMap((c, i) =>
      c.pair
        ? [
            {
              symbol: `${c.symbol}_USDT`,
              leftSymbol: c.symbol,
              rightSymbol: 'USDT',
              isHot: c.pair.isHot,
              tradeStatus: c.pair.tradeStatus ?? 1,
              contractStatus: c.pair.contract,
              tickSize: c.pair.tick,
              stepSize: c.pair.step,
              minQty: c.pair.minQty,
              minNotional: c.pair.minNotional,
              pricePrecision: decimalsOf(c.pair.tick),
              qtyPrecision: decimalsOf(c.pair.step),
              supply: c.supply,
              sort: i,
            },
          ]
        : [],
    ),
    pricingCurrencies: PRICING_CURRENCIES.map((c) => ({ id: c.value, code: c.name, mark: c.mark, rate: SEED_RATES[c.name] ?? '1' })),
    languages: LOCALES.map((l) => ({ id: l.value, code: l.lang, name: l.name, flag: l.flag })),
    config: Object.entries(SEED_CONFIG).map(([key, value]) => ({ key, value })),
    communities: SEED_COMMUNITIES.map((c, i) => ({ ...c, sort: i })),
    notes: Object.entries(NOTES).flatMap(([lang, docs]) => docs.map((n) => ({ type: n.type, lang, title: n.title, content: n.content }))),
  };
}
