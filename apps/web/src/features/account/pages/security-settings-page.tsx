import {
  KeyOutlined,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { securityQuery } from '../api/account-api';
import { AuthenticatorRow } from '../components/authenticator-row';
import { SectionCard, accountStyles as styles } from '../components/section-card';
import { SecurityLevel } from '../components/security-level';
import { Row } from '../components/security-row';

/** /user/s-securityset: the security level and an entry to each setting. */
export function SecuritySettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.user.securitySet'));
  const navigate = useNavigate();
  const query = useQuery(securityQuery());
  const s = query.data;
  return (
    <div className={styles.page} data-testid="security-settings">
      <h1 className={styles.title}>{t('routes.user.securitySet')}</h1>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          message={t('errors.loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {s && (
        <>
          <SectionCard>
            <div className={styles.rowMain}>
              <SafetyOutlined aria-hidden className={styles.rowIcon} />
              <div className={styles.rowText}>
                <div className={styles.rowLabel}>
                  {t('account.securityLevel')}: <SecurityLevel level={s.security_level} />
                </div>
                <div className={styles.rowHint}>{t('account.securityLevelHint')}</div>
              </div>
            </div>
          </SectionCard>
          <SectionCard title={t('account.securityItems')}>
            <Row
              icon={<MailOutlined aria-hidden />}
              label={t('account.email')}
              hint={t('account.emailHint')}
              value={s.email_bound ? s.email : undefined}
              action={s.email_bound ? t('account.change') : t('account.bind')}
              onAction={() => navigate('/user/s-emailset')}
              testId="row-email"
            />
            <Row
              icon={<MobileOutlined aria-hidden />}
              label={t('account.mobile')}
              hint={t('account.mobileHint')}
              value={s.mobile_bound ? `+${s.area_code} ${s.mobile}` : undefined}
              action={s.mobile_bound ? t('account.change') : t('account.bind')}
              onAction={() => navigate('/user/s-phoneset')}
              testId="row-mobile"
            />
            <Row
              icon={<LockOutlined aria-hidden />}
              label={t('account.loginPassword')}
              hint={t('account.loginPasswordHint')}
              value={t('account.set')}
              action={t('account.change')}
              onAction={() => navigate('/user/s-loginpwd')}
              testId="row-login-password"
            />
            <Row
              icon={<KeyOutlined aria-hidden />}
              label={t('account.fundPassword')}
              hint={t('account.fundPasswordHint')}
              value={s.fund_password_set ? t('account.set') : undefined}
              action={t('account.change')}
              onAction={() => navigate('/user/s-securitypwd')}
              testId="row-fund-password"
            />
            <AuthenticatorRow enabled={s.authenticator_enabled} />
          </SectionCard>
        </>
      )}
    </div>
  );
}

export default SecuritySettingsPage;
