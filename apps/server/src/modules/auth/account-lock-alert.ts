import type { Locale } from '@aurelix/shared/locales';
import type { NoticeService } from '../notices/service';
import { renderNotice } from '../notices/templates';
import type { VerificationService } from '../verification/service';

/** The account whose lock is announced: where and in which language to tell its owner. */
export interface LockedAccount {
  id: number;
  email: string | null;
  lang: string;
}

/**
 * Tells the owner that failed logins locked their account (issue 15 finding 6): a notice, and the same
 * text by e-mail in the owner's language when the account has an e-mail and SMTP is configured. A
 * failed e-mail does not fail the login answer; the notice is already stored.
 */
export function createAccountLockAlert(deps: { notices: NoticeService; verification: VerificationService }) {
  return async (account: LockedAccount, lastAddress: string): Promise<void> => {
    const params = { ip: lastAddress };
    await deps.notices.notify(account.id, 'login_account_locked', params);
    if (!account.email) return;
    const { title, content } = renderNotice('login_account_locked', params, account.lang as Locale);
    await deps.verification.mailSecurityNotice(account.email, { subject: title, text: content }).catch(() => false);
  };
}
