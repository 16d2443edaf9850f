import { z } from 'zod';
import { userSummary } from './platform';

/*
 * Account API schemas (issue 3), shared by the server and the web forms. Every message of a check is
 * an error-catalogue key (errors.ts): the server answers it translated, the web may map it to its text.
 */

/**
 * Password rules, for the login password and the fund password alike: 8 to 64 characters (counted as
 * Unicode code points), at least one Latin letter (A-Z or a-z) and at least one digit (0-9); any other
 * character, spaces included, is allowed. Input is NFC-normalised so the same password typed on
 * different keyboards hashes the same. The fund password is separate and may never equal the login password.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** True when `password` satisfies the password rules above. */
export function isStrongPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

const nfc = (s: string) => s.normalize('NFC');

/** A password being chosen: must satisfy the rules. */
export const newPassword = z
  .string('PASSWORD_WEAK')
  .max(4 * PASSWORD_MAX_LENGTH, 'PASSWORD_WEAK')
  .transform(nfc)
  .refine(isStrongPassword, 'PASSWORD_WEAK');

/** A password being proved: only required and bounded, so accounts made under older rules can still log in. */
const existingPassword = (tooLong: 'LOGIN_FAILED' | 'PASSWORD_WRONG' | 'FUND_PASSWORD_WRONG') =>
  z
    .string('PASSWORD_REQUIRED')
    .min(1, 'PASSWORD_REQUIRED')
    .max(4 * PASSWORD_MAX_LENGTH, tooLong)
    .transform(nfc);

/** E-mail addresses are compared case-insensitively: trimmed and lower-cased. */
export const emailAddress = z
  .string('EMAIL_INVALID')
  .trim()
  .toLowerCase()
  .max(254, 'EMAIL_INVALID')
  .pipe(z.email('EMAIL_INVALID'));

/** Country calling code, with or without '+'; stored without it ('86', '1', '44'). */
export const areaCode = z
  .string('AREA_CODE_INVALID')
  .trim()
  .regex(/^\+?[1-9][0-9]{0,3}$/, 'AREA_CODE_INVALID')
  .transform((s) => s.replace(/^\+/, ''));

/** National mobile number, digits only; a leading trunk '0' is dropped so 07700... and 7700... are one number. */
export const mobileNumber = z
  .string('MOBILE_INVALID')
  .trim()
  .regex(/^[0-9]{4,15}$/, 'MOBILE_INVALID')
  .transform((s) => s.replace(/^0+/, ''))
  .refine((s) => s.length >= 4, 'MOBILE_INVALID');

/** A verification code: exactly 6 digits. */
export const verificationCode = z
  .string('CODE_REQUIRED')
  .trim()
  .min(1, 'CODE_REQUIRED')
  .regex(/^[0-9]{6}$/, 'CODE_INVALID');

/** Invitation codes are case-insensitive; users get 8 characters of A-Z and 0-9. */
export const inviteCode = z
  .string('INVITE_CODE_INVALID')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, 'INVITE_CODE_INVALID');

/** What a verification code may be used for; a code only works for the purpose it was sent for. */
export const CODE_PURPOSES = [
  'register',
  'reset_password',
  'change_email',
  'change_mobile',
  'bind',
  'withdraw',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const codePurpose = z.enum(CODE_PURPOSES, 'INVALID_PARAMS');

/** Verification codes: 6 digits, valid 10 minutes, 5 wrong tries, 60 s between sends to one address. */
export const CODE_TTL_SECONDS = 600;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_TRIES = 5;

/** POST /api/code/send: `address` is the e-mail, or the mobile number with `area_code`. */
export const sendCodeBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), address: emailAddress, purpose: codePurpose }).strict(),
  z
    .object({ type: z.literal('mobile'), address: mobileNumber, area_code: areaCode, purpose: codePurpose })
    .strict(),
]);
export type SendCodeBody = z.infer<typeof sendCodeBody>;

export const codeSent = z.object({ expires_in: z.number(), resend_in: z.number() });
export type CodeSent = z.infer<typeof codeSent>;

/** An e-mail or mobile identity, as register and password reset take it. */
const byEmail = { type: z.literal('email'), email: emailAddress };
const byMobile = { type: z.literal('mobile'), area_code: areaCode, mobile: mobileNumber };

type Issues = { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void };
/** `field` and `field_confirm` must match. */
function confirmed(v: Record<string, unknown>, field: string, ctx: Issues) {
  if (v[field] !== v[`${field}_confirm`])
    ctx.addIssue({ code: 'custom', message: 'PASSWORD_MISMATCH', path: [`${field}_confirm`] });
}

/** POST /api/register/check-code: step 1 (/reg) checks the code without using it up. */
export const registerCheckBody = z.discriminatedUnion('type', [
  z.object({ ...byEmail, code: verificationCode }).strict(),
  z.object({ ...byMobile, code: verificationCode }).strict(),
]);
export type RegisterCheckBody = z.infer<typeof registerCheckBody>;

const registerFields = {
  code: verificationCode,
  password: newPassword,
  password_confirm: z
    .string('PASSWORD_MISMATCH')
    .max(4 * PASSWORD_MAX_LENGTH, 'PASSWORD_MISMATCH')
    .transform(nfc),
  fund_password: newPassword,
  fund_password_confirm: z
    .string('PASSWORD_MISMATCH')
    .max(4 * PASSWORD_MAX_LENGTH, 'PASSWORD_MISMATCH')
    .transform(nfc),
  invite_code: inviteCode,
  agree: z.literal(true, 'AGREEMENT_REQUIRED'),
};

/** POST /api/register: step 2 (/reg-next) sends everything, the code of step 1 included. */
export const registerBody = z
  .discriminatedUnion('type', [
    z.object({ ...byEmail, ...registerFields }).strict(),
    z.object({ ...byMobile, ...registerFields }).strict(),
  ])
  .superRefine((v, ctx) => {
    confirmed(v, 'password', ctx);
    confirmed(v, 'fund_password', ctx);
    if (v.fund_password === v.password)
      ctx.addIssue({ code: 'custom', message: 'PASSWORDS_MUST_DIFFER', path: ['fund_password'] });
  });
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/login: `account` is an e-mail, or a mobile number sent with `area_code`. */
export const loginBody = z
  .object({
    account: z.string('ACCOUNT_REQUIRED').trim().min(1, 'ACCOUNT_REQUIRED').max(254, 'LOGIN_FAILED'),
    area_code: areaCode.optional(),
    password: existingPassword('LOGIN_FAILED'),
    /** The authenticator code (or a backup code), once the login answered TOTP_REQUIRED. */
    totp_code: z.string('TOTP_INVALID').trim().max(32, 'TOTP_INVALID').optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.account.includes('@')) return;
    if (!v.area_code) ctx.addIssue({ code: 'custom', message: 'AREA_CODE_INVALID', path: ['area_code'] });
    if (!mobileNumber.safeParse(v.account).success)
      ctx.addIssue({ code: 'custom', message: 'MOBILE_INVALID', path: ['account'] });
  });
export type LoginBody = z.infer<typeof loginBody>;

const passwordPair = {
  password: newPassword,
  password_confirm: z
    .string('PASSWORD_MISMATCH')
    .max(4 * PASSWORD_MAX_LENGTH, 'PASSWORD_MISMATCH')
    .transform(nfc),
};

/** POST /api/password/reset (/forget-pass, /set-pass): a code sent with purpose reset_password. */
export const resetPasswordBody = z
  .discriminatedUnion('type', [
    z.object({ ...byEmail, code: verificationCode, ...passwordPair }).strict(),
    z.object({ ...byMobile, code: verificationCode, ...passwordPair }).strict(),
  ])
  .superRefine((v, ctx) => confirmed(v, 'password', ctx));
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** POST /api/password/change (signed in). `code`, when sent, is a reset_password code of the user's own address. */
export const changePasswordBody = z
  .object({
    old_password: existingPassword('PASSWORD_WRONG'),
    ...passwordPair,
    code: verificationCode.optional(),
    /** Required once the authenticator is enabled (a security change). */
    totp_code: z.string('TOTP_INVALID').trim().max(32, 'TOTP_INVALID').optional(),
  })
  .strict()
  .superRefine((v, ctx) => confirmed(v, 'password', ctx));
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /api/fund-password/change (signed in); same shape as the login password change. */
export const changeFundPasswordBody = z
  .object({
    old_fund_password: existingPassword('FUND_PASSWORD_WRONG'),
    fund_password: newPassword,
    fund_password_confirm: z
      .string('PASSWORD_MISMATCH')
      .max(4 * PASSWORD_MAX_LENGTH, 'PASSWORD_MISMATCH')
      .transform(nfc),
    code: verificationCode.optional(),
    /** Required once the authenticator is enabled (a security change). */
    totp_code: z.string('TOTP_INVALID').trim().max(32, 'TOTP_INVALID').optional(),
  })
  .strict()
  .superRefine((v, ctx) => confirmed(v, 'fund_password', ctx));
export type ChangeFundPasswordBody = z.infer<typeof changeFundPasswordBody>;

/** POST /api/register and /api/login answer the session token and the signed-in user (the center/index shape). */
export const authResult = z.object({ token: z.string(), user: userSummary.shape.user });
export type AuthResult = z.infer<typeof authResult>;

/** POST /api/center/logins: newest first. */
export const loginHistoryBody = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .strict();
export type LoginHistoryBody = z.infer<typeof loginHistoryBody>;

export const loginRecord = z.object({ time: z.string(), ip: z.string(), user_agent: z.string() });
export type LoginRecord = z.infer<typeof loginRecord>;
export const loginHistoryPage = z.object({
  list: z.array(loginRecord),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type LoginHistoryPage = z.infer<typeof loginHistoryPage>;

/** GET /api/dev/outbox (development only): `address` is an e-mail, '+8613800000000', or a mobile with `area_code`. */
export const outboxQuery = z
  .object({ address: z.string('INVALID_PARAMS').trim().min(3).max(254), area_code: areaCode.optional() })
  .strict();
export type OutboxQuery = z.infer<typeof outboxQuery>;
export const outboxEntry = z.object({
  address: z.string(),
  purpose: z.string(),
  code: z.string(),
  time: z.string(),
});
export const outboxList = z.object({ list: z.array(outboxEntry) });
export type OutboxList = z.infer<typeof outboxList>;
