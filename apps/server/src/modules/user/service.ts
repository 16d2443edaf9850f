import type { UserSummary } from '@aurelix/shared/schemas/platform';
import type { SessionUser } from '../session/service';

/** 'a***@example.com': enough for the owner to recognise it, not enough to harvest. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, Math.min(2, name.length))}***@${domain}`;
}

export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length <= 4 ? '****' : `${mobile.slice(0, 3)}****${mobile.slice(-2)}`;
}

/** Low (1) or high (2): high once at least three of e-mail, mobile, fund password and authenticator are bound. */
export function securityLevel(user: Pick<SessionUser, 'email' | 'mobile' | 'fundPasswordHash'>, authenticator = false): number {
  const bound = [user.email, user.mobile, user.fundPasswordHash, authenticator].filter(Boolean).length;
  return bound >= 3 ? 2 : 1;
}

/** POST /api/center/index: the signed-in user as SPEC 3 names the fields. */
export function toUserSummary(user: SessionUser, authenticator = false): UserSummary {
  return {
    user: {
      id: user.id,
      account: user.account.includes('@') ? maskEmail(user.account) : maskMobile(user.account),
      nickname: user.nickname,
      avatar: user.avatar,
      invite_code: user.inviteCode,
      security_level: securityLevel(user, authenticator),
      email: maskEmail(user.email),
      mobile: maskMobile(user.mobile),
      area_code: user.areaCode ?? '',
      pricing_currency: user.pricingCurrency,
      lang: user.lang,
      info: { name_status: user.nameStatus },
      is_admin: user.role === 'admin',
    },
  };
}
