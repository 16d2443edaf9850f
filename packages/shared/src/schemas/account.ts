import { z } from 'zod';
import { LOCALE_CODES, PRICING_CURRENCIES, type Locale, type PricingCurrencyCode } from '../locales';
import { areaCode, emailAddress, mobileNumber, verificationCode } from './auth';
import { hasForbiddenNicknameCharacters, isReservedNickname } from './nickname';

/*
 * Personal centre, settings and authenticator API schemas (issue 3 items 2 and 5). As in auth.ts,
 * every check's message is an error-catalogue key the server answers translated.
 */

/**
 * Nicknames: NFKC-normalised (so full-width and other look-alike forms are one name), 1 to 20
 * characters (code points) after trimming, no control, zero-width or bidirectional characters, and
 * not a reserved name (nickname.ts; the server adds its brand).
 */
export const NICKNAME_MAX_LENGTH = 20;
export const nickname = z
  .string('NICKNAME_REQUIRED')
  .overwrite((s) => s.normalize('NFKC'))
  .trim()
  .min(1, 'NICKNAME_REQUIRED')
  .max(4 * NICKNAME_MAX_LENGTH, 'NICKNAME_TOO_LONG')
  .refine((s) => [...s].length <= NICKNAME_MAX_LENGTH, 'NICKNAME_TOO_LONG')
  // eslint-disable-next-line no-control-regex
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'NICKNAME_INVALID')
  .refine((s) => !hasForbiddenNicknameCharacters(s), 'NICKNAME_FORBIDDEN_CHARACTERS')
  .refine((s) => !isReservedNickname(s), 'NICKNAME_RESERVED');

const pricingCodes = PRICING_CURRENCIES.map((c) => c.name) as [PricingCurrencyCode, ...PricingCurrencyCode[]];
export const pricingCurrency = z.enum(pricingCodes, 'INVALID_PARAMS');
export const localeCode = z.enum(LOCALE_CODES as [Locale, ...Locale[]], 'INVALID_PARAMS');

/** POST /api/center/settings: any of the three; the others stay as they are. */
export const settingsBody = z
  .object({
    nickname: nickname.optional(),
    pricing_currency: pricingCurrency.optional(),
    lang: localeCode.optional(),
  })
  .strict();
export type SettingsBody = z.infer<typeof settingsBody>;

/** A 6-digit authenticator code, or one of the 10-character backup codes (dashes and case ignored). */
export const secondFactorCode = z
  .string('TOTP_INVALID')
  .trim()
  .max(32, 'TOTP_INVALID')
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .refine((s) => /^[0-9]{6}$/.test(s) || /^[A-Z0-9]{10}$/.test(s), 'TOTP_INVALID');

/** POST /api/center/security: what is bound, for /user/s-securityset. */
export const securityOverview = z.object({
  security_level: z.number(),
  email: z.string(),
  mobile: z.string(),
  area_code: z.string(),
  email_bound: z.boolean(),
  mobile_bound: z.boolean(),
  fund_password_set: z.boolean(),
  authenticator_enabled: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

/**
 * POST /api/center/email/change: a code sent to the current address (purpose change_email) and one
 * sent to the new e-mail (purpose bind). When the account has no e-mail yet, `old_code` is a code of
 * its mobile number. `totp_code` is required once the authenticator is enabled.
 */
export const changeEmailBody = z
  .object({
    old_code: verificationCode,
    email: emailAddress,
    new_code: verificationCode,
    totp_code: secondFactorCode.optional(),
  })
  .strict();
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/** POST /api/center/mobile/change: same shape, purpose change_mobile for the old address. */
export const changeMobileBody = z
  .object({
    old_code: verificationCode,
    area_code: areaCode,
    mobile: mobileNumber,
    new_code: verificationCode,
    totp_code: secondFactorCode.optional(),
  })
  .strict();
export type ChangeMobileBody = z.infer<typeof changeMobileBody>;

/** POST /api/center/avatar answers the new avatar's URL. */
export const avatarResult = z.object({ avatar: z.string() });
export type AvatarResult = z.infer<typeof avatarResult>;

/** Avatars: JPEG, PNG or WebP up to 5 MB, re-encoded to a 256 px square WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** POST /api/authenticator/status. */
export const authenticatorStatus = z.object({ enabled: z.boolean(), backup_codes_left: z.number() });
export type AuthenticatorStatus = z.infer<typeof authenticatorStatus>;

/** POST /api/authenticator/setup: a fresh secret (not yet active) and its otpauth URI for the QR. */
export const authenticatorSetup = z.object({ secret: z.string(), uri: z.string() });
export type AuthenticatorSetup = z.infer<typeof authenticatorSetup>;

/** POST /api/authenticator/enable: a code of the app proves the secret was scanned; answers the backup codes once. */
export const authenticatorEnableBody = z
  .object({ code: z.string('TOTP_INVALID').trim().regex(/^[0-9]{6}$/, 'TOTP_INVALID') })
  .strict();
export type AuthenticatorEnableBody = z.infer<typeof authenticatorEnableBody>;
export const authenticatorEnabled = z.object({ backup_codes: z.array(z.string()) });
export type AuthenticatorEnabled = z.infer<typeof authenticatorEnabled>;

/** POST /api/authenticator/disable: a current code (or a backup code). */
export const authenticatorDisableBody = z.object({ code: secondFactorCode }).strict();
export type AuthenticatorDisableBody = z.infer<typeof authenticatorDisableBody>;

/**
 * POST /api/center/code/send: a code to the signed-in user's own address, which the web only knows
 * masked. reset_password (password changes) and change_email go to the e-mail when bound, else the
 * mobile; change_mobile to the mobile when bound, else the e-mail.
 */
export const OWN_CODE_PURPOSES = ['reset_password', 'change_email', 'change_mobile'] as const;
export const ownCodeBody = z.object({ purpose: z.enum(OWN_CODE_PURPOSES, 'INVALID_PARAMS') }).strict();
export type OwnCodeBody = z.infer<typeof ownCodeBody>;
/** Where it went, masked ('de***@example.com', '+86 138****00'), for 'code sent to …'. */
export const ownCodeSent = z.object({ to: z.string(), expires_in: z.number(), resend_in: z.number() });
export type OwnCodeSent = z.infer<typeof ownCodeSent>;
