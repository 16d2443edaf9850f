import { randomInt } from 'node:crypto';
import type { Locale } from '@aurelix/shared/locales';
import type {
  AuthResult,
  ChangeFundPasswordBody,
  ChangePasswordBody,
  LoginBody,
  LoginHistoryPage,
  RegisterBody,
  RegisterCheckBody,
  ResetPasswordBody,
} from '@aurelix/shared/schemas/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlatformService } from '../platform/service';
import type { SessionService } from '../session/service';
import { toUserSummary } from '../user/service';
import type { VerificationService } from '../verification/service';
import { addressOf, targetOf, type CodeTarget } from '../verification/target';
import type { Clock } from '../../lib/clock';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { createAuthRepository, type UserRow } from './repository';
import { userRecords } from './users';
import { createKeyedSerial, createThrottle, FUND_PASSWORD, LOGIN_ACCOUNT, LOGIN_PAIR, PASSWORD_CHANGE } from './throttle';

export interface AuthDeps {
  sessions: SessionService;
  verification: VerificationService;
  platform: PlatformService;
  clock: Clock;
  /** The authenticator check (modules/authenticator): passes for users without one. */
  secondFactor?: (userId: number, code: string | undefined) => Promise<void>;
  /** Told when failed logins from any addresses lock an account for everyone (a notice to the owner). */
  onAccountLocked?: (account: { id: number; email: string | null; lang: string }, lastAddress: string) => Promise<void>;
}

/** Who is asking, as the session and the login history record it. */
export interface Client {
  ip: string;
  userAgent: string;
}

/** Invitation codes: 8 of A-Z and 2-9, without the look-alikes I, O, 0 and 1 (32^8 ≈ 10^12 codes). */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newInviteCode = () =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The login lockout counts per user once the account is known, so e-mail and mobile share one count. */
const lockSubject = (user: UserRow | undefined, target: CodeTarget) =>
  user ? `user:${user.id}` : `account:${addressOf(target)}`;

function loginTarget(body: LoginBody): CodeTarget {
  if (body.account.includes('@')) return { type: 'email', email: body.account.toLowerCase() };
  return { type: 'mobile', areaCode: body.area_code ?? '', mobile: body.account.replace(/^0+/, '') };
}

/** Registration, login, logout and passwords (issue 3). Rejections are AppErrors with catalogue keys. */
export function createAuthService(db: Db, deps: AuthDeps) {
  const repo = createAuthRepository(db);
  const throttle = createThrottle(db);
  // Password checks of one subject run one at a time (throttle.ts, createKeyedSerial).
  const serial = createKeyedSerial();
  const now = () => deps.clock.now();
  const findByTarget = (t: CodeTarget) =>
    t.type === 'email' ? repo.findByEmail(t.email) : repo.findByMobile(t.areaCode, t.mobile);

  /** The address a signed-in user proves codes with: the e-mail when bound, otherwise the mobile number. */
  function ownTarget(user: UserRow): CodeTarget {
    if (user.email) return { type: 'email', email: user.email };
    if (user.mobile && user.areaCode) return { type: 'mobile', areaCode: user.areaCode, mobile: user.mobile };
    throw new AppError('CODE_INVALID');
  }

  async function assertRegistrationOpen(target: CodeTarget) {
    if (target.type !== 'mobile') return;
    const { config } = await deps.platform.platConfig();
    if (config.sys.enable_phone_register !== 1) throw new AppError('PHONE_REGISTER_DISABLED');
  }

  async function signIn(user: UserRow, client: Client): Promise<AuthResult> {
    const token = await deps.sessions.open(user.id, client);
    await repo.recordLogin({ userId: user.id, ...client, createdAt: now() });
    return { token, user: toUserSummary(user).user };
  }

  async function insertUser(
    row: Omit<Parameters<typeof repo.insertUser>[0], 'inviteCode'>,
  ): Promise<UserRow> {
    for (let tries = 0; tries < 5; tries++) {
      const inviteCode = newInviteCode();
      try {
        return await repo.insertUser({ ...row, inviteCode });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Someone registered the same address a moment ago, unless it was the invite code that clashed.
        if (!(await repo.inviteCodeTaken(inviteCode))) throw new AppError('ACCOUNT_EXISTS');
      }
    }
    throw new Error('no free invitation code after 5 tries');
  }

  /**
   * A signed-in user's current password (password change): 5 wrong lock the change for 15 minutes,
   * not the login, so a stolen session cannot lock its owner out. Throws LOGIN_LOCKED or PASSWORD_WRONG.
   */
  function proveLoginPassword(user: UserRow, plain: string) {
    const subject = `user:${user.id}`;
    return serial(subject, async () => {
      if (!(await throttle.hit(PASSWORD_CHANGE, subject, now()))) throw new AppError('LOGIN_LOCKED');
      if (!(await verifyPassword(user.passwordHash, plain))) throw new AppError('PASSWORD_WRONG');
      await throttle.clear(PASSWORD_CHANGE, subject);
    });
  }

  const service = {
    /** Step 1 of registration (/reg): the code is right and the address is free; the code stays usable. */
    async checkRegisterCode(body: RegisterCheckBody): Promise<void> {
      const target = targetOf(body);
      await assertRegistrationOpen(target);
      await deps.verification.check(target, 'register', body.code);
      if (await findByTarget(target)) throw new AppError('ACCOUNT_EXISTS');
    },

    /** Step 2 (/reg-next): creates the account, with its own invitation code, and signs it in. */
    async register(body: RegisterBody, client: Client, locale: Locale): Promise<AuthResult> {
      const target = targetOf(body);
      await assertRegistrationOpen(target);
      const inviter = await repo.inviterByCode(body.invite_code);
      if (!inviter) throw new AppError('INVITE_CODE_INVALID');
      // The code is proved before the address is looked up, so only its owner learns it is taken.
      await deps.verification.check(target, 'register', body.code);
      if (await findByTarget(target)) throw new AppError('ACCOUNT_EXISTS');
      const [passwordHash, fundPasswordHash] = await Promise.all([
        hashPassword(body.password),
        hashPassword(body.fund_password),
      ]);
      await deps.verification.consume(target, 'register', body.code);
      const identity =
        target.type === 'email'
          ? { email: target.email }
          : { areaCode: target.areaCode, mobile: target.mobile };
      const user = await insertUser({
        account: addressOf(target),
        ...identity,
        passwordHash,
        fundPasswordHash,
        invitedBy: inviter.id,
        lang: locale,
      });
      return signIn(user, client);
    },

    /**
     * Wrong passwords lock the (account, address) pair after 5 and the account after 20 from any
     * addresses in an hour (throttle.ts). An unknown account gets the same answers, lockouts and argon2
     * work as a wrong password. Only failures count: a correct password takes its hits back.
     */
    async login(body: LoginBody, client: Client): Promise<AuthResult> {
      const target = loginTarget(body);
      const user = await findByTarget(target);
      const subject = lockSubject(user, target);
      const pair = `${subject}|${client.ip}`;
      await serial(subject, async () => {
        const accountHits = await throttle.hit(LOGIN_ACCOUNT, subject, now());
        if (!accountHits) throw new AppError('LOGIN_ACCOUNT_LOCKED');
        if (!(await throttle.hit(LOGIN_PAIR, pair, now()))) {
          await throttle.forgive(LOGIN_ACCOUNT, subject);
          throw new AppError('LOGIN_LOCKED');
        }
        const valid = user?.passwordHash
          ? await verifyPassword(user.passwordHash, body.password)
          : await burnPasswordCheck(body.password);
        if (!user || !valid) {
          if (user && accountHits === LOGIN_ACCOUNT.max) await deps.onAccountLocked?.(user, client.ip);
          throw new AppError('LOGIN_FAILED');
        }
        await throttle.clear(LOGIN_PAIR, pair);
        await throttle.forgive(LOGIN_ACCOUNT, subject);
      });
      if (!user) throw new AppError('LOGIN_FAILED');
      // Second step, after the password so TOTP_REQUIRED tells nothing to someone without it.
      await deps.secondFactor?.(user.id, body.totp_code);
      return signIn(user, client);
    },

    logout: (token: string) => deps.sessions.revoke(token),

    /** Forgotten password: a reset_password code sets a new one, ends every session and lifts a login lockout. */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const target = targetOf(body);
      await deps.verification.check(target, 'reset_password', body.code);
      const user = await findByTarget(target);
      if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
      if (await verifyPassword(user.fundPasswordHash, body.password))
        throw new AppError('PASSWORDS_MUST_DIFFER');
      await deps.verification.consume(target, 'reset_password', body.code);
      await repo.setPasswordHash(user.id, await hashPassword(body.password));
      await deps.sessions.revokeAllOf(user.id);
      await throttle.clear(LOGIN_ACCOUNT, `user:${user.id}`);
      await throttle.clearPrefix(LOGIN_PAIR, `user:${user.id}|`);
    },

    /** Signed in: the old password (counted by the login lockout), optionally a code; ends every session. */
    async changePassword(user: UserRow, body: ChangePasswordBody): Promise<void> {
      await proveLoginPassword(user, body.old_password);
      // A security change: the authenticator code too, once it is enabled.
      await deps.secondFactor?.(user.id, body.totp_code);
      if (await verifyPassword(user.fundPasswordHash, body.password))
        throw new AppError('PASSWORDS_MUST_DIFFER');
      if (body.code) await deps.verification.consume(ownTarget(user), 'reset_password', body.code);
      await repo.setPasswordHash(user.id, await hashPassword(body.password));
      await deps.sessions.revokeAllOf(user.id);
    },

    /** Signed in: the old fund password (fund lockout), optionally a code; ends every session. */
    async changeFundPassword(user: UserRow, body: ChangeFundPasswordBody): Promise<void> {
      await service.verifyFundPassword(user.id, body.old_fund_password);
      await deps.secondFactor?.(user.id, body.totp_code);
      if (await verifyPassword(user.passwordHash, body.fund_password))
        throw new AppError('PASSWORDS_MUST_DIFFER');
      if (body.code) await deps.verification.consume(ownTarget(user), 'reset_password', body.code);
      await repo.setFundPasswordHash(user.id, await hashPassword(body.fund_password));
      await deps.sessions.revokeAllOf(user.id);
    },

    /**
     * For withdrawals and other fund operations: resolves when `plain` is the user's fund password;
     * throws FUND_PASSWORD_NOT_SET, FUND_PASSWORD_LOCKED (5 wrong in 15 minutes) or FUND_PASSWORD_WRONG.
     */
    async verifyFundPassword(userId: number, plain: string): Promise<void> {
      const user = await repo.findById(userId);
      if (!user?.fundPasswordHash) throw new AppError('FUND_PASSWORD_NOT_SET');
      const subject = `user:${userId}`;
      const hashed = user.fundPasswordHash;
      await serial(`fund:${subject}`, async () => {
        if (!(await throttle.hit(FUND_PASSWORD, subject, now()))) throw new AppError('FUND_PASSWORD_LOCKED');
        if (!(await verifyPassword(hashed, plain))) throw new AppError('FUND_PASSWORD_WRONG');
        await throttle.clear(FUND_PASSWORD, subject);
      });
    },

    /** Where and in which language to e-mail a user (security notices); undefined for an unknown user. */
    async mailAddressOf(userId: number): Promise<{ email: string | null; lang: string } | undefined> {
      const user = await repo.findById(userId);
      return user ? { email: user.email, lang: user.lang } : undefined;
    },

    /** The id of an account (a platform account such as system:fees, or a customer's); NOT_FOUND if none. */
    async userIdByAccount(account: string): Promise<number> {
      const id = await userRecords.idByAccount(db, account);
      if (id === undefined) throw new AppError('NOT_FOUND');
      return id;
    },

    /** The user's own logins, newest first. */
    async loginHistory(userId: number, page: number, limit: number): Promise<LoginHistoryPage> {
      const [rows, total] = await Promise.all([
        repo.loginPage(userId, (page - 1) * limit, limit),
        repo.loginCount(userId),
      ]);
      return {
        list: rows.map((r) => ({ time: r.createdAt.toISOString(), ip: r.ip, user_agent: r.userAgent })),
        total,
        page,
        limit,
      };
    },
  };
  return service;
}

export type AuthService = ReturnType<typeof createAuthService>;
