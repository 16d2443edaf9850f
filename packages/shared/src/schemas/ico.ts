import { z } from 'zod';
import { intRowId } from './id';

/*
 * ICO subscription (issue 19, SPEC 3 and 4). A project sells `total_supply` tokens of a new
 * currency in lots of `lot_size` at `price` USDT a token between `start_at` and `end_at`; users
 * subscribe in whole lots (at most `max_lots` each), paying from the ICO wallet where the payment
 * stays frozen. At the end, an oversubscribed project draws the winning lots by the verifiable
 * lottery of docs/ico.md; won tokens go to the ICO wallet with `freeze_ratio` of them frozen and
 * released by `thaw_schedule`.
 */

/** Projects are `serial` rows. */
const id = intRowId;
/** A positive decimal text with at most 8 decimals. */
const positiveDecimal = z
  .string('INVALID_PARAMS')
  .trim()
  .regex(/^(?:0|[1-9]\d{0,17})(?:\.\d{1,8})?$/, 'INVALID_PARAMS')
  .refine((s) => Number(s) > 0, 'INVALID_PARAMS');

/** Statuses from the clock: before the start, in progress, in its last 24 hours, ended. */
export const ICO_STATUSES = ['upcoming', 'in_progress', 'ending_soon', 'ended'] as const;
export type IcoStatus = (typeof ICO_STATUSES)[number];
/** A subscription: payment frozen (holding); allocated with tokens still frozen (to_settle); all released (settled). */
export const ICO_SUB_STATUSES = ['holding', 'to_settle', 'settled'] as const;
export type IcoSubStatus = (typeof ICO_SUB_STATUSES)[number];
/** The order tabs: sub-hold, sub-end, sub-tran. */
export const ICO_ORDER_TABS = ['hold', 'end', 'tran'] as const;
export type IcoOrderTab = (typeof ICO_ORDER_TABS)[number];

/** The last 24 hours of a project are "ending soon". */
export const ICO_ENDING_SOON_MS = 24 * 3600 * 1000;

/** One step of a thaw schedule: `percent` of the frozen tokens are released `days` after the end. */
export const icoThawStep = z
  .object({
    days: z.number('INVALID_PARAMS').int('INVALID_PARAMS').min(0, 'INVALID_PARAMS').max(3650, 'INVALID_PARAMS'),
    percent: z.number('INVALID_PARAMS').int('INVALID_PARAMS').min(1, 'INVALID_PARAMS').max(100, 'INVALID_PARAMS'),
  })
  .strict();
export type IcoThawStep = z.infer<typeof icoThawStep>;

export const icoLink = z
  .object({
    label: z.string('INVALID_PARAMS').trim().min(1, 'INVALID_PARAMS').max(40, 'INVALID_PARAMS'),
    url: z.string('INVALID_PARAMS').trim().regex(/^https:\/\/[^\s]{1,300}$/, 'INVALID_PARAMS'),
  })
  .strict();
export type IcoLink = z.infer<typeof icoLink>;

/** A project as everyone sees it; `seed` stays null until the allocation reveals it. */
export const icoProject = z.object({
  id: z.number(),
  symbol: z.string(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  links: z.array(icoLink),
  raise_currency: z.string(),
  price: z.string(),
  total_supply: z.string(),
  lot_size: z.string(),
  /** total_supply ÷ lot_size */
  offered_lots: z.number(),
  max_lots: z.number(),
  start_at: z.number(),
  end_at: z.number(),
  /** A fraction: 0.8 freezes 80% of the won tokens. */
  freeze_ratio: z.string(),
  thaw_schedule: z.array(icoThawStep),
  status: z.enum(ICO_STATUSES),
  /** Subscribed above its supply. */
  hot: z.boolean(),
  subscribed_lots: z.number(),
  /** subscribed ÷ offered, in percent (may pass 100). */
  progress: z.string(),
  /** ms until the end (0 once ended). */
  remaining_ms: z.number(),
  seed_hash: z.string(),
  seed: z.string().nullable(),
  allocated: z.boolean(),
  /** won lots ÷ subscribed lots, in percent, once allocated. */
  winning_rate: z.string().nullable(),
  /** The new currency is a platform currency (after the allocation). */
  listed: z.boolean(),
});
export type IcoProject = z.infer<typeof icoProject>;

/** The signed-in user's subscription to one project (zeros when none). */
export const icoMine = z.object({
  lots: z.number(),
  /** USDT paid (frozen until the allocation). */
  paid: z.string(),
  /** Lots the user can still add: by the maximum and by the ICO wallet's USDT. */
  available_lots: z.number(),
  /** The ICO wallet's available USDT. */
  balance: z.string(),
  won_lots: z.number(),
  consumption: z.string(),
  refund: z.string(),
  tokens: z.string(),
  /** Won tokens still frozen. */
  frozen: z.string(),
  released: z.string(),
  /** Frozen tokens the thaw schedule lets out now. */
  thawable: z.string(),
  status: z.enum(ICO_SUB_STATUSES).nullable(),
});
export type IcoMine = z.infer<typeof icoMine>;

export const icoProjectList = z.object({ list: z.array(icoProject) });
export type IcoProjectList = z.infer<typeof icoProjectList>;
export const icoProjectDetail = z.object({ project: icoProject, mine: icoMine.nullable() });
export type IcoProjectDetail = z.infer<typeof icoProjectDetail>;

export const icoProjectBody = z.object({ id }).strict();
export type IcoProjectBody = z.infer<typeof icoProjectBody>;

/** POST /api/ico/subscribe: `lots` whole lots more (participate, or add more). */
export const icoSubscribeBody = z
  .object({
    id,
    lots: z.number('ICO_LOTS_REQUIRED').int('ICO_LOTS_WHOLE').positive('ICO_LOTS_REQUIRED').max(1_000_000, 'ICO_ABOVE_MAX'),
  })
  .strict();
export type IcoSubscribeBody = z.infer<typeof icoSubscribeBody>;

/** A subscription as the order pages list it. */
export const icoSubscription = z.object({
  id: z.number(),
  project_id: z.number(),
  symbol: z.string(),
  name: z.string(),
  logo: z.string(),
  price: z.string(),
  lot_size: z.string(),
  lots: z.number(),
  paid: z.string(),
  won_lots: z.number(),
  consumption: z.string(),
  refund: z.string(),
  tokens: z.string(),
  frozen: z.string(),
  released: z.string(),
  thawable: z.string(),
  winning_rate: z.string().nullable(),
  end_at: z.number(),
  status: z.enum(ICO_SUB_STATUSES),
  created_at: z.number(),
});
export type IcoSubscription = z.infer<typeof icoSubscription>;

export const icoOrdersBody = z
  .object({
    tab: z.enum(ICO_ORDER_TABS, 'INVALID_PARAMS'),
    page: z.number().int().positive().default(1),
    page_size: z.number().int().positive().max(100).default(20),
  })
  .strict();
export type IcoOrdersBody = z.input<typeof icoOrdersBody>;
export const icoSubscriptionPage = z.object({ list: z.array(icoSubscription), total: z.number() });
export type IcoSubscriptionPage = z.infer<typeof icoSubscriptionPage>;

export const icoThawResult = z.object({ released: z.string(), symbol: z.string() });
export type IcoThawResult = z.infer<typeof icoThawResult>;

/**
 * POST /api/ico/lottery (public): what the verification script (scripts/verify-ico-lottery.mjs)
 * needs to recompute the winners: the seed's hash, the seed once revealed, the offered lots and
 * every subscription by id with its lots (and, once drawn, its won lots).
 */
export const icoLottery = z.object({
  id: z.number(),
  seed_hash: z.string(),
  seed: z.string().nullable(),
  offered_lots: z.number(),
  allocated: z.boolean(),
  subscriptions: z.array(z.object({ id: z.number(), lots: z.number(), won_lots: z.number().nullable() })),
});
export type IcoLottery = z.infer<typeof icoLottery>;

// ---------------------------------------------------------------------------------------------
// Admin

/** Create (no id) or edit a project. Times are epoch ms. Editing is refused once it has started. */
export const adminIcoProjectBody = z
  .object({
    id: id.optional(),
    symbol: z.string('INVALID_PARAMS').trim().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'ICO_BAD_SYMBOL'),
    name: z.string('INVALID_PARAMS').trim().min(1, 'INVALID_PARAMS').max(60, 'INVALID_PARAMS'),
    logo: z.string('INVALID_PARAMS').trim().max(300, 'INVALID_PARAMS').default(''),
    description: z.string('INVALID_PARAMS').trim().max(4000, 'INVALID_PARAMS').default(''),
    links: z.array(icoLink).max(8, 'INVALID_PARAMS').default([]),
    price: positiveDecimal,
    total_supply: positiveDecimal,
    lot_size: positiveDecimal,
    max_lots: z.number('INVALID_PARAMS').int('INVALID_PARAMS').positive('INVALID_PARAMS').max(1_000_000, 'INVALID_PARAMS'),
    start_at: z.number('INVALID_PARAMS').int('INVALID_PARAMS').positive('INVALID_PARAMS'),
    end_at: z.number('INVALID_PARAMS').int('INVALID_PARAMS').positive('INVALID_PARAMS'),
    freeze_ratio: z.string('INVALID_PARAMS').trim().regex(/^(?:0(?:\.\d{1,4})?|1(?:\.0{1,4})?)$/, 'ICO_BAD_FREEZE_RATIO'),
    thaw_schedule: z.array(icoThawStep).max(60, 'ICO_BAD_THAW_SCHEDULE').default([]),
  })
  .strict();
export type AdminIcoProjectBody = z.input<typeof adminIcoProjectBody>;
/** A project's save as the server reads it: the id parsed to a number. */
export type AdminIcoProjectSave = Omit<AdminIcoProjectBody, 'id'> & { id?: number };

/** A project as the admin page lists it: the public view plus how many subscribed and the raise. */
export const adminIcoProject = icoProject.extend({ subscribers: z.number(), raised: z.string() });
export type AdminIcoProject = z.infer<typeof adminIcoProject>;
export const adminIcoProjectList = z.object({ list: z.array(adminIcoProject) });
export type AdminIcoProjectList = z.infer<typeof adminIcoProjectList>;

/** List a spot pair {SYMBOL}_USDT for an allocated project's currency. */
export const adminIcoListPairBody = z.object({ id }).strict();
export type AdminIcoListPairBody = z.infer<typeof adminIcoListPairBody>;
export const adminIcoListPairResult = z.object({ symbol: z.string() });
