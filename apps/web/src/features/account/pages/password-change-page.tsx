import { Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { useUserInfo } from '../../auth/api/get-user-info';
import { PasswordPair } from '../../auth/components/password-fields';
import { maskAccount } from '../../auth/utils/mask-account';
import { schemaRule } from '../../auth/utils/validation';
import { useQuery } from '@tanstack/react-query';
import { postChangeFundPassword, postChangePassword, securityQuery } from '../api/account-api';
import { TotpField } from '../../auth/components/totp-field';
import { OwnCodeField } from '../components/own-code-field';
import { SectionCard, accountStyles as styles } from '../components/section-card';
import { useSignOutAfterChange } from '../hooks/use-sign-out-after-change';

const anyPassword = z.string().min(1, 'PASSWORD_REQUIRED');

export interface PasswordChangeValues {
  old: string;
  code: string;
  password: string;
  password_confirm: string;
  /** Asked when the authenticator is enabled. */
  totp_code?: string;
}

/** The request body of each screen: the login and the fund password take differently named fields. */
export function passwordChangeBody(kind: 'login' | 'fund', v: PasswordChangeValues) {
  const totp = v.totp_code?.trim() ? { totp_code: v.totp_code.trim() } : {};
  return kind === 'login'
    ? { old_password: v.old, password: v.password, password_confirm: v.password_confirm, code: v.code.trim(), ...totp }
    : {
        old_fund_password: v.old,
        fund_password: v.password,
        fund_password_confirm: v.password_confirm,
        code: v.code.trim(),
        ...totp,
      };
}

/**
 * /user/s-loginpwd and /user/s-securitypwd (SPEC 5: account, code, new password twice). Both end
 * every session: 'Modification successful, please log in again'.
 */
export function PasswordChangePage({ kind }: { kind: 'login' | 'fund' }) {
  const { t } = useTranslation();
  const title = kind === 'login' ? t('routes.user.loginPwd') : t('routes.user.securityPwd');
  useDocumentTitle(title);
  const user = useUserInfo();
  const security = useQuery(securityQuery());
  const signOut = useSignOutAfterChange();
  const { submit: onFinish, busy: saving } = useBusySubmitGuard(async (values: PasswordChangeValues) => {
    try {
      if (kind === 'login') await postChangePassword(passwordChangeBody('login', values) as never);
      else await postChangeFundPassword(passwordChangeBody('fund', values) as never);
      signOut();
    } catch {
      /* the API client has shown the server's message */
    }
  });
  if (!user) return <Skeleton active />;
  const oldLabel = kind === 'login' ? t('account.oldLoginPassword') : t('account.oldFundPassword');
  return (
    <div className={styles.page} data-testid={kind === 'login' ? 'login-password-page' : 'fund-password-page'}>
      <h1 className={styles.title}>{title}</h1>
      <SectionCard>
        <Form<PasswordChangeValues>
          layout="vertical"
          requiredMark={false}
          className={styles.form}
          onFinish={onFinish}
          data-testid="password-change-form"
        >
          <Form.Item label={t('account.account')}>
            <Input value={maskAccount(user.account)} disabled size="large" />
          </Form.Item>
          <Form.Item name="old" label={oldLabel} rules={[schemaRule(anyPassword, 'PASSWORD_REQUIRED')]}>
            <Input.Password autoComplete="current-password" size="large" data-testid="old-password-input" />
          </Form.Item>
          <OwnCodeField name="code" label={t('auth.code')} purpose="reset_password" testId="own-code" />
          {security.data?.authenticator_enabled && <TotpField />}
          <PasswordPair
            name="password"
            label={t('auth.newPassword')}
            confirmLabel={t('auth.newPasswordConfirm')}
            placeholder={t('auth.newPasswordPlaceholder')}
            confirmPlaceholder={t('auth.confirmPasswordPlaceholder')}
            extra={kind === 'login' ? t('auth.passwordRule') : t('auth.fundPasswordRule')}
          />
          <p className={styles.muted}>{t('account.reloginNotice')}</p>
          <Button type="primary" htmlType="submit" size="large" block loading={saving} data-testid="password-change-submit">
            {t('common.confirm')}
          </Button>
        </Form>
      </SectionCard>
    </div>
  );
}

export const LoginPasswordPage = () => <PasswordChangePage kind="login" />;
export const FundPasswordPage = () => <PasswordChangePage kind="fund" />;
