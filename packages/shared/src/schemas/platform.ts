import { z } from 'zod';
import { PRICING_CURRENCIES } from '../locales';

/** Calls of SPEC 7 that take no payload still reject unknown fields (ARCHITECTURE 9). */
export const emptyBody = z.object({}).strict().nullish();

/** POST /api/plat_note: 1 user agreement, 2 privacy policy, 3 beginner guide, 4 legal notice, 5 about. */
export const NOTE_TYPES = [1, 2, 3, 4, 5] as const;
export const platNoteBody = z.object({ type: z.union(NOTE_TYPES.map((t) => z.literal(t))) }).strict();
export type PlatNoteBody = z.infer<typeof platNoteBody>;

const pricingCodes = PRICING_CURRENCIES.map((c) => c.name.toLowerCase());
/** GET /api/market/pairPrice?pair=usdt_usd (or usdt_{legal code}). */
export const pairPriceQuery = z
  .object({
    pair: z
      .string()
      .max(16)
      .transform((s) => s.toLowerCase())
      .refine((s) => pricingCodes.some((c) => s === `usdt_${c}`), { message: 'UNKNOWN_PAIR' }),
  })
  .strict();
export type PairPriceQuery = z.infer<typeof pairPriceQuery>;

export const community = z.object({ name: z.string(), logo: z.string(), link: z.string() });
export type Community = z.infer<typeof community>;

/** The white-label brand: an operator sets name, logo and colours (docs/decisions.md). */
export const brand = z.object({
  name: z.string(),
  logo: z.string(),
  accent: z.string(),
  up: z.string(),
  down: z.string(),
});
export type Brand = z.infer<typeof brand>;

export const platConfig = z.object({
  communities: z.array(community),
  config: z.object({
    download: z.object({ android_download_url: z.string(), ios_download_url: z.string() }),
    sys: z.object({ enable_phone_register: z.number() }),
    legal_trade: z.object({ confirm_time: z.number(), max_unpaid_num: z.number(), pay_time: z.number() }),
    name_check: z.object({
      draw_check: z.string(),
      draw_uncheck: z.string(),
      trust_single: z.string(),
      trust_total: z.string(),
      trust_uncheck: z.string(),
    }),
    service_info: z.object({ email: z.string() }),
  }),
  brand,
  languages: z.array(z.object({ lang: z.string(), value: z.number(), name: z.string(), flag: z.string() })),
  legal_currencies: z.array(z.object({ name: z.string(), mark: z.string(), value: z.number() })),
});
export type PlatConfig = z.infer<typeof platConfig>;

export const currencyItem = z.object({
  id: z.number(),
  symbol: z.string(),
  name: z.string(),
  logo: z.string(),
  price: z.string(),
  precision: z.number(),
  recharge_turn: z.number(),
  draw_turn: z.number(),
  legal_status: z.number(),
});
export type CurrencyItem = z.infer<typeof currencyItem>;

export const pairItem = z.object({
  id: z.number(),
  symbol: z.string(),
  left_symbol: z.string(),
  right_symbol: z.string(),
  is_hot: z.number(),
  trade_status: z.number(),
  contract_status: z.number(),
  tick_size: z.string(),
  step_size: z.string(),
  min_qty: z.string(),
  min_notional: z.string(),
  price_precision: z.number(),
  qty_precision: z.number(),
  /** Circulating supply of the base currency, for the market-cap column of /markets. */
  supply: z.string(),
  /**
   * Price protection in percent: the server refuses limit prices further than this from the index,
   * and the order form asks for confirmation beyond it from the best opposite price.
   */
  price_band: z.string(),
});
export type PairItem = z.infer<typeof pairItem>;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

export const pairPrice = z.object({ pair: z.string(), price: z.string() });
export type PairPrice = z.infer<typeof pairPrice>;

export const platNote = z.object({ detail: z.object({ type: z.number(), title: z.string(), content: z.string() }) });
export type PlatNote = z.infer<typeof platNote>;

export const userSummary = z.object({
  user: z.object({
    id: z.number(),
    account: z.string(),
    nickname: z.string(),
    avatar: z.string(),
    invite_code: z.string(),
    security_level: z.number(),
    email: z.string(),
    mobile: z.string(),
    area_code: z.string(),
    pricing_currency: z.string(),
    lang: z.string(),
    info: z.object({ name_status: z.number() }),
    /** True for the platform operator (role admin): the web app links to the back office. */
    is_admin: z.boolean(),
  }),
});
export type UserSummary = z.infer<typeof userSummary>;
