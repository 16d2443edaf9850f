import { z } from 'zod';
import { intRowId } from './id';

/*
 * Identity verification (issue 3 item 6), shared by the server and the web form. Check messages are
 * error-catalogue keys (catalogue/account.ts), answered translated by the server.
 */

/** users.name_status and the application's status: 1 not submitted, 2 under review, 3 authenticated, 4 failed. */
export const NAME_STATUS = { NONE: 1, PENDING: 2, APPROVED: 3, REJECTED: 4 } as const;
export type NameStatus = (typeof NAME_STATUS)[keyof typeof NAME_STATUS];

/** Photos: JPEG, PNG or WebP by content, 5 MB each, at most 40 megapixels (a pixel flood is refused). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Countries an ID document may be issued by (ISO 3166-1 alpha-2); names come from Intl.DisplayNames. */
export const ID_COUNTRIES = [
  'AE', 'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CL', 'CO', 'CZ', 'DE', 'DK', 'EG', 'ES', 'FI', 'FR',
  'GB', 'GR', 'HK', 'HU', 'ID', 'IE', 'IL', 'IN', 'IT', 'JP', 'KR', 'KZ', 'MX', 'MY', 'NG', 'NL', 'NO',
  'NZ', 'PH', 'PL', 'PT', 'RO', 'RU', 'SA', 'SE', 'SG', 'TH', 'TR', 'TW', 'UA', 'US', 'VN', 'ZA',
] as const;

/** The text fields of POST /api/identity/submit (multipart/form-data, with the files `front` and `back`). */
export const identityFields = z
  .object({
    real_name: z
      .string('IDENTITY_NAME_INVALID')
      .trim()
      .min(2, 'IDENTITY_NAME_INVALID')
      .max(100, 'IDENTITY_NAME_INVALID')
      .refine((s) => !/[\p{Cc}<>]/u.test(s), 'IDENTITY_NAME_INVALID'),
    id_number: z
      .string('IDENTITY_NUMBER_INVALID')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,40}$/, 'IDENTITY_NUMBER_INVALID'),
    country: z.enum(ID_COUNTRIES, 'IDENTITY_COUNTRY_INVALID'),
  })
  .strict();
export type IdentityFields = z.infer<typeof identityFields>;

/** The latest application as its owner sees it (ID number masked). */
export const identityApplication = z.object({
  id: z.number(),
  real_name: z.string(),
  id_number: z.string(),
  country: z.string(),
  status: z.number(),
  reason: z.string(),
  front_photo: z.string(),
  back_photo: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type IdentityApplication = z.infer<typeof identityApplication>;

/** POST /api/identity/status: the user's name_status, latest application and the limits of /user/identityRight. */
export const identityStatus = z.object({
  name_status: z.number(),
  application: identityApplication.nullable(),
  limits: z.object({
    /** USDT that may be withdrawn per 24 hours: name_check.draw_check when authenticated, else draw_uncheck. */
    draw_24h: z.string(),
    /** USDT per purchase: name_check.trust_single when authenticated, else trust_uncheck. */
    trust_single: z.string(),
    /** USDT in total: name_check.trust_total when authenticated, else trust_uncheck. */
    trust_total: z.string(),
    futures: z.boolean(),
  }),
});
export type IdentityStatus = z.infer<typeof identityStatus>;

/** Admin review list: POST /api/admin/identity/list. */
export const identityReviewListBody = z
  .object({
    status: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(2),
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .strict();
export type IdentityReviewListBody = z.infer<typeof identityReviewListBody>;

export const identityReviewItem = identityApplication.extend({
  user_id: z.number(),
  account: z.string(),
});
export type IdentityReviewItem = z.infer<typeof identityReviewItem>;

export const identityReviewPage = z.object({
  list: z.array(identityReviewItem),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type IdentityReviewPage = z.infer<typeof identityReviewPage>;

export const identityApproveBody = z.object({ id: intRowId }).strict();
export const identityRejectBody = z
  .object({
    id: intRowId,
    reason: z
      .string('IDENTITY_REASON_REQUIRED')
      .trim()
      .min(1, 'IDENTITY_REASON_REQUIRED')
      .max(200, 'IDENTITY_REASON_REQUIRED'),
  })
  .strict();
export type IdentityRejectBody = z.infer<typeof identityRejectBody>;
