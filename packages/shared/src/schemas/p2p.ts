import { z } from 'zod';
import { bigRowId } from './id';
import { PRICING_CURRENCIES, type PricingCurrencyCode } from '../locales';
import { storableString } from './text';

/*
 * Fiat P2P API schemas (issue 18): collection methods, merchants' ads, fiat orders with escrow,
 * appeals and the order chat. Every check's message is an error-catalogue key.
 */

/** The cryptos traded against fiat. */
export const P2P_CRYPTOS = ['USDT', 'BTC', 'ETH'] as const;
export type P2pCrypto = (typeof P2P_CRYPTOS)[number];
/** The legal currencies of SPEC 3. */
export const P2P_FIATS = PRICING_CURRENCIES.map((c) => c.name) as [PricingCurrencyCode, ...PricingCurrencyCode[]];

/**
 * An order's status: unpaid (order generated, the buyer's payment countdown; "waiting buyer
 * payment" to the seller), paid (payment submitted, the seller's confirmation countdown), appeal,
 * completed, cancelled.
 */
export const P2P_ORDER_STATUSES = ['unpaid', 'paid', 'appeal', 'completed', 'cancelled'] as const;
export type P2pOrderStatus = (typeof P2P_ORDER_STATUSES)[number];
/** What an actor can do to an order; the service's transition table says who may, when. */
export const P2P_ACTIONS = ['pay', 'cancel', 'release', 'appeal', 'expire', 'resolve_release', 'resolve_return'] as const;
export type P2pAction = (typeof P2P_ACTIONS)[number];

export const p2pCrypto = z.enum(P2P_CRYPTOS, 'INVALID_PARAMS');
export const p2pFiat = z.enum(P2P_FIATS, 'INVALID_PARAMS');
export const p2pSide = z.enum(['buy', 'sell'], 'INVALID_PARAMS');
export type P2pSide = z.infer<typeof p2pSide>;

/** Cards, ads and orders are `bigserial` rows. */
const id = bigRowId;
/** A positive decimal as a user types it, at most 8 places. */
export const p2pDecimal = z
  .string('INVALID_PARAMS')
  .trim()
  .regex(/^(?:0|[1-9]\d{0,14})(?:\.\d{1,8})?$/, 'INVALID_PARAMS')
  .refine((s) => /[1-9]/.test(s), 'INVALID_PARAMS');
const text = (max: number) => storableString().trim().min(1, 'INVALID_PARAMS').max(max, 'INVALID_PARAMS');

/* ---- collection methods ---- */

export const p2pCardBody = z.strictObject({
  real_name: text(64),
  bank_name: text(64),
  card_no: z.string('INVALID_PARAMS').trim().regex(/^[0-9A-Za-z][0-9A-Za-z -]{3,40}$/, 'INVALID_PARAMS'),
  branch: storableString().trim().max(128, 'INVALID_PARAMS').optional(),
  fiat: p2pFiat,
});
export type P2pCardBody = z.infer<typeof p2pCardBody>;
export const p2pCardEditBody = p2pCardBody.extend({ id });
export const p2pIdBody = z.strictObject({ id });
export const p2pCardListBody = z.strictObject({ fiat: p2pFiat.optional() }).optional();

export const p2pCard = z.object({
  id: z.number(),
  real_name: z.string(),
  bank_name: z.string(),
  /** Masked (**** 1234) except to the owner's edit screen and an open order's counterparty. */
  card_no: z.string(),
  branch: z.string(),
  fiat: z.string(),
});
export type P2pCard = z.infer<typeof p2pCard>;
export const p2pCardList = z.object({ list: z.array(p2pCard) });

/** Shows the last four characters of a card or account number. */
export function maskCardNo(cardNo: string): string {
  const plain = cardNo.replace(/[\s-]/g, '');
  return plain.length <= 4 ? '****' : `**** ${plain.slice(-4)}`;
}

/* ---- merchants and ads ---- */

export const p2pAdSaveBody = z
  .strictObject({
    id: id.optional(),
    side: p2pSide,
    crypto: p2pCrypto,
    fiat: p2pFiat,
    price_type: z.enum(['fixed', 'margin'], 'INVALID_PARAMS'),
    price: p2pDecimal.optional(),
    /** Percent over the index (negative: under), -20 to 20. */
    margin: z.string('INVALID_PARAMS').trim().regex(/^-?(?:[0-9]|1[0-9]|20)(?:\.\d{1,2})?$/, 'INVALID_PARAMS').optional(),
    quantity: p2pDecimal,
    min_amount: p2pDecimal,
    max_amount: p2pDecimal,
    methods: z.array(text(32), 'INVALID_PARAMS').min(1, 'INVALID_PARAMS').max(5, 'INVALID_PARAMS'),
    pay_window: z.number('INVALID_PARAMS').int('INVALID_PARAMS').min(5, 'INVALID_PARAMS').max(180, 'INVALID_PARAMS'),
  })
  .refine((b) => (b.price_type === 'fixed' ? b.price !== undefined : b.margin !== undefined), 'INVALID_PARAMS')
  .refine((b) => Number(b.min_amount) <= Number(b.max_amount), 'INVALID_PARAMS');
export type P2pAdSaveBody = z.infer<typeof p2pAdSaveBody>;
export const p2pAdStatusBody = z.strictObject({ id, status: z.enum(['online', 'paused'], 'INVALID_PARAMS') });

/** The ads a user can take: `side` is the user's (buy: the merchants' selling ads). */
export const p2pAdsBody = z.strictObject({
  side: p2pSide,
  crypto: p2pCrypto,
  fiat: p2pFiat,
  /** Only ads whose per-order limits (min_amount..max_amount, in the fiat) contain this amount. */
  amount: p2pDecimal.optional(),
  /** Only ads that take this payment method (as the merchants name it; case does not matter). */
  method: text(32).optional(),
});
export type P2pAdsBody = z.infer<typeof p2pAdsBody>;

export const p2pAd = z.object({
  id: z.number(),
  merchant_id: z.number(),
  merchant_name: z.string(),
  /** The merchant's side. */
  side: p2pSide,
  crypto: z.string(),
  fiat: z.string(),
  price_type: z.enum(['fixed', 'margin']),
  /** The price now (the fixed one, or the index with the margin). */
  price: z.string(),
  margin: z.string(),
  quantity: z.string(),
  remaining: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  methods: z.array(z.string()),
  pay_window: z.number(),
  status: z.enum(['online', 'paused']),
  /** Completed orders of the merchant and their share of the merchant's finished orders, in percent. */
  orders: z.number(),
  completion_rate: z.string(),
});
export type P2pAd = z.infer<typeof p2pAd>;
export const p2pAdList = z.object({ list: z.array(p2pAd) });
/** An ad as the public list shows it, to visitors too: nothing of the merchant beyond its name and record. */
export const p2pPublicAd = p2pAd.omit({ merchant_id: true, quantity: true, status: true });
export type P2pPublicAd = z.infer<typeof p2pPublicAd>;
export const p2pPublicAdList = z.object({ list: z.array(p2pPublicAd) });

/* ---- orders ---- */

export const p2pPlaceBody = z.strictObject({
  ad_id: id,
  /** amount: `value` is fiat to pay or receive; quantity: `value` is crypto. */
  by: z.enum(['amount', 'quantity'], 'INVALID_PARAMS'),
  value: p2pDecimal,
  /** The user's card: the one paid from when buying, the collection method when selling. */
  card_id: id,
});
export type P2pPlaceBody = z.infer<typeof p2pPlaceBody>;

export const p2pReleaseBody = z.strictObject({
  id,
  fund_password: z.string('PASSWORD_REQUIRED').min(1, 'PASSWORD_REQUIRED').max(256, 'FUND_PASSWORD_WRONG'),
});

/** The longest image text taken: a 5 MB image is 6.7 M characters of base64. */
export const P2P_IMAGE_TEXT_MAX = 7_000_000;
/** Images an appeal may carry. */
export const P2P_APPEAL_IMAGES_MAX = 3;
/** An image as a data URL or bare base64 (JPEG, PNG or WebP, up to 5 MB); re-encoded on arrival. */
const imageData = z.string('P2P_IMAGE_INVALID').min(16, 'P2P_IMAGE_INVALID').max(P2P_IMAGE_TEXT_MAX, 'P2P_IMAGE_INVALID');

export const p2pAppealBody = z.strictObject({
  id,
  reason: text(500),
  images: z.array(imageData, 'P2P_IMAGE_INVALID').max(P2P_APPEAL_IMAGES_MAX, 'P2P_IMAGE_INVALID').optional(),
});

export const p2pChatSendBody = z
  .strictObject({ id, text: storableString().trim().max(1000, 'INVALID_PARAMS').optional(), image: imageData.optional() })
  .refine((b) => (b.text ?? '') !== '' || b.image !== undefined, 'INVALID_PARAMS');

export const p2pOrdersBody = z
  .strictObject({
    /** open: unpaid, paid and appeal. */
    status: z.enum(['open', ...P2P_ORDER_STATUSES], 'INVALID_PARAMS').optional(),
    side: p2pSide.optional(),
    crypto: p2pCrypto.optional(),
    page: z.number('INVALID_PARAMS').int('INVALID_PARAMS').min(1, 'INVALID_PARAMS').max(10_000, 'INVALID_PARAMS').default(1),
    page_size: z.number('INVALID_PARAMS').int('INVALID_PARAMS').min(1, 'INVALID_PARAMS').max(50, 'INVALID_PARAMS').default(10),
  })
  .optional();

const cardView = z.object({ real_name: z.string(), bank_name: z.string(), card_no: z.string(), branch: z.string() });

/** A fiat order as one of its sides (or an admin) sees it: the SPEC 3 fields and the countdowns. */
export const p2pOrder = z.object({
  id: z.number(),
  order_no: z.string(),
  /** The viewer's side (an admin sees the taker's). */
  side: p2pSide,
  role: z.enum(['buyer', 'seller', 'admin']),
  crypto: z.string(),
  fiat: z.string(),
  price: z.string(),
  quantity: z.string(),
  total: z.string(),
  status: z.enum(P2P_ORDER_STATUSES),
  seller_name: z.string(),
  buyer_name: z.string(),
  seller_card: cardView,
  buyer_card: cardView,
  created_at: z.number(),
  pay_deadline: z.number(),
  confirm_deadline: z.number().nullable(),
  paid_at: z.number().nullable(),
  /** From when the seller may cancel while the buyer has not marked the payment (half the payment time). */
  seller_cancel_at: z.number(),
  finished_at: z.number().nullable(),
  ended_by: z.string().nullable(),
  appeal: z.object({ by: z.enum(['buyer', 'seller']), reason: z.string(), images: z.array(z.number()), at: z.number() }).nullable(),
  /** The viewer's allowed actions now. */
  actions: z.array(z.enum(P2P_ACTIONS)),
  /** The server clock when this view was made: countdowns run from it, not the device's clock. */
  now: z.number(),
});
export type P2pOrder = z.infer<typeof p2pOrder>;
export const p2pOrderPage = z.object({ list: z.array(p2pOrder), total: z.number(), page: z.number() });

export const p2pMessage = z.object({
  id: z.number(),
  order_id: z.number(),
  from: z.enum(['buyer', 'seller']),
  mine: z.boolean(),
  text: z.string(),
  image_id: z.number().nullable(),
  at: z.number(),
});
export type P2pMessage = z.infer<typeof p2pMessage>;
export const p2pMessageList = z.object({ list: z.array(p2pMessage) });

/** The user's P2P standing: merchant or not, the limits that apply and whether buying is blocked. */
export const p2pMe = z.object({
  merchant: z.boolean(),
  verified: z.boolean(),
  trust_single: z.string(),
  trust_total: z.string(),
  /** What the user bought today (fiat value in USD of the day's orders, open or completed). */
  bought_today: z.string(),
  blocked_until: z.number().nullable(),
  pay_time: z.number(),
  confirm_time: z.number(),
});
export type P2pMe = z.infer<typeof p2pMe>;

/* ---- admin ---- */

export const p2pGrantMerchantBody = z.strictObject({ account: z.string('INVALID_PARAMS').trim().min(1, 'INVALID_PARAMS').max(128, 'INVALID_PARAMS') });
export const p2pResolveBody = z.strictObject({ id, result: z.enum(['release', 'return'], 'INVALID_PARAMS') });
export const p2pAdminOrdersBody = z
  .strictObject({ status: z.enum(P2P_ORDER_STATUSES, 'INVALID_PARAMS').optional(), page: z.number().int().min(1).max(10_000).default(1) })
  .optional();

/** Socket pushes on the user's private channel. */
export const P2P_PUSH = { order: 'p2p_order', message: 'p2p_message' } as const;
