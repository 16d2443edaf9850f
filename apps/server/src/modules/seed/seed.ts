import type { FastifyBaseLogger } from 'fastify';
import { hash } from '@node-rs/argon2';
import { LOCALES, PRICING_CURRENCIES } from '@aurelix/shared/locales';
import type { Db } from '../../db/client';
import { communities, currencies, languages, pairs, platformConfig, platformNotes, pricingCurrencies, users } from '../../db/schema';
import { decimalsOf } from '../../lib/decimal';
import type { Services } from '../../app';
import { SYSTEM_ACCOUNTS } from '../ledger/system-accounts';
import { seedMarketMaker } from '../market-maker/seed';
import { NOTES } from './notes';
import { seedHelpArticles } from '../help/seed';
import { seedFunding } from '../funding/seed';
import { createAdmin } from './first-admin';
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
 * admin users of the README. In production no account with a published password is made: the
 * first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD (a weak one stops the start) or from
 * `npm run create-admin` (first-admin.ts). Idempotent.
 */
export async function seedIfEmpty(db: Db, services: Services, log?: FastifyBaseLogger): Promise<boolean> {
  const existing = await db.select({ id: currencies.id }).from(currencies).limit(1);
  if (existing.length > 0) return false;
  const { production, firstAdmin } = services.seedPolicy;
  await db.transaction(async (tx) => {
    await tx.insert(currencies).values(
      SEED_CURRENCIES.map((c, i) => ({
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
    );
    await tx.insert(pairs).values(
      SEED_CURRENCIES.flatMap((c, i) =>
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
    );
    await tx.insert(pricingCurrencies).values(
      PRICING_CURRENCIES.map((c) => ({ id: c.value, code: c.name, mark: c.mark, rate: SEED_RATES[c.name] ?? '1' })),
    );
    await tx.insert(languages).values(LOCALES.map((l) => ({ id: l.value, code: l.lang, name: l.name, flag: l.flag })));
    await tx.insert(platformConfig).values(Object.entries(SEED_CONFIG).map(([key, value]) => ({ key, value })));
    await tx.insert(communities).values(SEED_COMMUNITIES.map((c, i) => ({ ...c, sort: i })));
    const notes = Object.entries(NOTES).flatMap(([lang, docs]) => docs.map((n) => ({ type: n.type, lang, title: n.title, content: n.content })));
    if (notes.length > 0) await tx.insert(platformNotes).values(notes);
    await seedHelpArticles(tx);
    await seedFunding(tx);
    await tx.insert(users).values(
      SYSTEM_ACCOUNTS.map((account) => ({ account, role: 'system', nickname: account, inviteCode: account.toUpperCase() })),
    );
    if (firstAdmin) await createAdmin(tx, firstAdmin);
    if (production) return;
    for (const [u, role] of [
      [DEMO_USER, 'user'],
      [ADMIN_USER, 'admin'],
    ] as const) {
      await tx.insert(users).values({
        account: u.email,
        email: u.email,
        passwordHash: await hash(u.password),
        fundPasswordHash: await hash(u.fundPassword),
        nickname: u.nickname,
        inviteCode: u.inviteCode,
        role,
      });
    }
  });
  if (!production) {
    const demo = await services.platform.userIdByAccount(DEMO_USER.email);
    for (const [currency, amount] of Object.entries(DEMO_BALANCES)) {
      await services.ledger.credit({ userId: demo, account: 'spot', currency, amount, reason: 'deposit', refType: 'seed', refId: 'demo' });
    }
  }
  await seedMarketMaker(db, services);
  if (production) {
    log?.info(firstAdmin ? `seeded reference data; first admin ${firstAdmin.email}` : 'seeded reference data');
    if (!firstAdmin) log?.warn('no admin yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin`');
  } else log?.info('seeded reference data, documents and demo accounts');
  return true;
}
