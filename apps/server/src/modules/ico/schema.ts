import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IcoLink, IcoThawStep } from '@aurelix/shared/schemas/ico';

/*
 * The ICO module's tables (issue 19). Only modules/ico reads or writes them. Times are epoch ms of
 * the server clock (lib/clock), so tests and the dev clock move a project's recruit window.
 */

/** Money columns are numeric(36,18) (ARCHITECTURE 4); drizzle hands them over as strings. */
const money = (name: string) => numeric(name, { precision: 36, scale: 18 });

/**
 * A project. `seed` is the lottery's secret, `seed_hash` its sha256 published from the start;
 * `allocated_at` is set by the one transaction that allocates it (the exactly-once guard).
 */
export const icoProjects = pgTable(
  'ico_projects',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    description: text('description').notNull().default(''),
    links: jsonb('links').$type<IcoLink[]>().notNull().default([]),
    raiseCurrency: text('raise_currency').notNull().default('USDT'),
    price: money('price').notNull(),
    totalSupply: money('total_supply').notNull(),
    lotSize: money('lot_size').notNull(),
    maxLots: integer('max_lots').notNull(),
    startAt: bigint('start_at', { mode: 'number' }).notNull(),
    endAt: bigint('end_at', { mode: 'number' }).notNull(),
    freezeRatio: numeric('freeze_ratio', { precision: 10, scale: 4 }).notNull().default('0'),
    thawSchedule: jsonb('thaw_schedule').$type<IcoThawStep[]>().notNull().default([]),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Running total of subscribed lots (for hot and progress), kept with each subscription. */
    subscribedLots: bigint('subscribed_lots', { mode: 'number' }).notNull().default(0),
    allocatedAt: bigint('allocated_at', { mode: 'number' }),
    wonLots: bigint('won_lots', { mode: 'number' }),
    /** A demo project's key, so the demo is seeded once (null for an operator's). */
    demoKey: text('demo_key'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('ico_projects_symbol_idx').on(t.symbol),
    uniqueIndex('ico_projects_demo_key_idx').on(t.demoKey),
    index('ico_projects_due_idx').on(t.endAt).where(sql`${t.allocatedAt} is null`),
    check('ico_projects_times', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * One user's subscription to one project: every participate / add more adds lots to the same row
 * (the conditional upsert that keeps a user within max_lots). The allocation writes won_lots,
 * consumption, refund and tokens; thawing moves `released` up to `tokens_frozen`.
 */
export const icoSubscriptions = pgTable(
  'ico_subscriptions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    userId: integer('user_id').notNull(),
    lots: integer('lots').notNull(),
    paid: money('paid').notNull(),
    wonLots: integer('won_lots'),
    consumption: money('consumption'),
    refund: money('refund'),
    tokens: money('tokens'),
    tokensFrozen: money('tokens_frozen'),
    released: money('released').notNull().default('0'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('ico_subscriptions_owner_idx').on(t.projectId, t.userId),
    index('ico_subscriptions_user_idx').on(t.userId, t.id),
    check('ico_subscriptions_lots', sql`${t.lots} > 0`),
  ],
);
