import { randomBytes } from 'node:crypto';
import type {
  ChangeEmailBody,
  OwnCodeBody,
  OwnCodeSent,
  ChangeMobileBody,
  SecurityOverview,
  SettingsBody,
} from '@aurelix/shared/schemas/account';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthenticatorService } from '../authenticator/service';
import type { SessionService, SessionUser } from '../session/service';
import type { SendContext, VerificationService } from '../verification/service';
import { addressOf, type CodeTarget } from '../verification/target';
import { toAvatarWebp } from './avatar-image';
import { createUserRepository } from './repository';
import { maskEmail, maskMobile, securityLevel, toUserSummary } from './service';

export interface AccountDeps {
  sessions: SessionService;
  verification: VerificationService;
  authenticator: AuthenticatorService;
  clock: Clock;
}

/** Where a signed-in user proves a change of e-mail or mobile: the address being replaced, else the other one. */
function currentTarget(user: SessionUser, prefer: 'email' | 'mobile'): CodeTarget {
  const email = user.email ? ({ type: 'email', email: user.email } as const) : undefined;
  const mobile =
    user.mobile && user.areaCode ? ({ type: 'mobile', areaCode: user.areaCode, mobile: user.mobile } as const) : undefined;
  const target = prefer === 'email' ? (email ?? mobile) : (mobile ?? email);
  if (!target) throw new AppError('CODE_INVALID');
  return target;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, d = 0; e && d < 5; e = e.cause as typeof e, d++)
    if (e.code === '23505') return true;
  return false;
}

/** Personal centre and settings (issue 3 items 2 and 5): every call acts on the signed-in user only. */
export function createAccountService(db: Db, deps: AccountDeps) {
  const repo = createUserRepository(db);
  const now = () => deps.clock.now();

  async function summaryOf(user: SessionUser) {
    return toUserSummary(user, await deps.authenticator.isEnabled(user.id));
  }

  /**
   * Both codes are proved before anything is used up or revealed, so only the owner of the account
   * and of the new address learns whether the new address is taken.
   */
  async function proveChange(
    user: SessionUser,
    old: CodeTarget,
    oldPurpose: 'change_email' | 'change_mobile',
    next: CodeTarget,
    body: { old_code: string; new_code: string; totp_code?: string },
  ) {
    await deps.verification.check(old, oldPurpose, body.old_code);
    await deps.verification.check(next, 'bind', body.new_code);
    await deps.authenticator.verifySecondFactor(user.id, body.totp_code);
  }

  return {
    summaryOf,

    /** Sends a code to the user's own address for a password, e-mail or mobile change. */
    async sendOwnCode(user: SessionUser, body: OwnCodeBody, ctx: SendContext): Promise<OwnCodeSent> {
      const target = currentTarget(user, body.purpose === 'change_mobile' ? 'mobile' : 'email');
      const sent = await deps.verification.send(target, body.purpose, ctx);
      const to = target.type === 'email' ? maskEmail(target.email) : `+${target.areaCode} ${maskMobile(target.mobile)}`;
      return { to, ...sent };
    },

    async security(user: SessionUser): Promise<SecurityOverview> {
      const authenticator = await deps.authenticator.isEnabled(user.id);
      return {
        security_level: securityLevel(user, authenticator),
        email: maskEmail(user.email),
        mobile: maskMobile(user.mobile),
        area_code: user.areaCode ?? '',
        email_bound: Boolean(user.email),
        mobile_bound: Boolean(user.mobile),
        fund_password_set: Boolean(user.fundPasswordHash),
        authenticator_enabled: authenticator,
      };
    },

    async saveSettings(user: SessionUser, body: SettingsBody) {
      await repo.updateProfile(user.id, {
        ...(body.nickname !== undefined && { nickname: body.nickname }),
        ...(body.pricing_currency !== undefined && { pricingCurrency: body.pricing_currency }),
        ...(body.lang !== undefined && { lang: body.lang }),
      });
      return summaryOf({
        ...user,
        ...(body.nickname !== undefined && { nickname: body.nickname }),
        ...(body.pricing_currency !== undefined && { pricingCurrency: body.pricing_currency }),
        ...(body.lang !== undefined && { lang: body.lang }),
      });
    },

    /** Re-encodes the upload and makes it the user's avatar; answers its URL. */
    async changeAvatar(user: SessionUser, upload: Buffer): Promise<{ avatar: string }> {
      const webp = await toAvatarWebp(upload);
      const key = randomBytes(16).toString('base64url');
      const url = `/api/avatar/${key}.webp`;
      await repo.replaceAvatar(user.id, key, webp, url, now());
      return { avatar: url };
    },

    async avatar(key: string): Promise<Buffer> {
      const row = await repo.avatarByKey(key);
      if (!row) throw new AppError('AVATAR_NOT_FOUND');
      return row.data;
    },

    /** Old address code + new e-mail code (+ authenticator); every session ends. */
    async changeEmail(user: SessionUser, body: ChangeEmailBody): Promise<void> {
      if (user.email === body.email) throw new AppError('EMAIL_SAME');
      const old = currentTarget(user, 'email');
      const next: CodeTarget = { type: 'email', email: body.email };
      await proveChange(user, old, 'change_email', next, body);
      if (await repo.emailTaken(body.email, user.id)) throw new AppError('EMAIL_TAKEN');
      await deps.verification.consume(old, 'change_email', body.old_code);
      await deps.verification.consume(next, 'bind', body.new_code);
      // The login account follows the e-mail when the account was the e-mail.
      const account = user.email && user.account === user.email ? body.email : undefined;
      try {
        await repo.setEmail(user.id, body.email, account);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
        throw err;
      }
      await deps.sessions.revokeAllOf(user.id);
    },

    async changeMobile(user: SessionUser, body: ChangeMobileBody): Promise<void> {
      if (user.areaCode === body.area_code && user.mobile === body.mobile) throw new AppError('MOBILE_SAME');
      const old = currentTarget(user, 'mobile');
      const next: CodeTarget = { type: 'mobile', areaCode: body.area_code, mobile: body.mobile };
      await proveChange(user, old, 'change_mobile', next, body);
      if (await repo.mobileTaken(body.area_code, body.mobile, user.id)) throw new AppError('MOBILE_TAKEN');
      await deps.verification.consume(old, 'change_mobile', body.old_code);
      await deps.verification.consume(next, 'bind', body.new_code);
      const wasMobileAccount =
        user.mobile && user.areaCode && user.account === addressOf({ type: 'mobile', areaCode: user.areaCode, mobile: user.mobile });
      try {
        await repo.setMobile(user.id, body.area_code, body.mobile, wasMobileAccount ? addressOf(next) : undefined);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('MOBILE_TAKEN');
        throw err;
      }
      await deps.sessions.revokeAllOf(user.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
