import { SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Empty, Skeleton, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoginRecord } from '@aurelix/shared/schemas/auth';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUserInfo } from '../../auth/api/get-user-info';
import { VerificationBadge } from '../../auth/components/verification-badge';
import { maskAccount } from '../../auth/utils/mask-account';
import { loginHistoryQuery } from '../api/account-api';
import { CopyButton } from '../components/copy-text';
import { SectionCard, accountStyles as styles } from '../components/section-card';
import { SecurityLevel } from '../components/security-level';
import { deviceOf } from '../utils/device';

/** /user/user: who I am (UID, badge, security level, invitation code) and my recent logins. */
export function PersonalCentrePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.user.user'));
  const user = useUserInfo();
  if (!user) return <Skeleton active />;
  return (
    <div className={styles.page} data-testid="personal-centre">
      <h1 className={styles.title}>{t('routes.user.user')}</h1>
      <SectionCard>
        <div className={styles.profile}>
          <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined aria-hidden />} data-testid="profile-avatar" />
          <div className={styles.profileWho}>
            <div className={styles.profileName} data-testid="profile-name">
              {user.nickname || maskAccount(user.account)}
            </div>
            <div className={styles.profileMeta}>
              <span>
                {t('user.uid')}: <span className="num" data-testid="profile-uid">{user.id}</span>
              </span>
              <CopyButton text={String(user.id)} label={t('account.copyUid')} />
              <VerificationBadge status={user.info.name_status} />
            </div>
          </div>
        </div>
      </SectionCard>

      <div className={styles.stats}>
        <div className={styles.stat}>
          <div className={styles.statLabel}>{t('account.securityLevel')}</div>
          <div className={styles.statValue}>
            <SafetyCertificateOutlined aria-hidden />
            <SecurityLevel level={user.security_level} />
            <Link to="/user/s-securityset" className={styles.muted}>
              {t('account.manage')}
            </Link>
          </div>
        </div>
        <div className={styles.stat}>
          <div className={styles.statLabel}>{t('account.inviteCode')}</div>
          <div className={styles.statValue}>
            <span className="num" data-testid="invite-code">
              {user.invite_code}
            </span>
            <CopyButton text={user.invite_code} label={t('account.copyInviteCode')} testId="copy-invite" />
          </div>
        </div>
        <div className={styles.stat}>
          <div className={styles.statLabel}>{t('account.identity')}</div>
          <div className={styles.statValue}>
            <VerificationBadge status={user.info.name_status} />
            <Link to="/user/identity" className={styles.muted}>
              {user.info.name_status === 3 ? t('account.view') : t('account.verifyNow')}
            </Link>
          </div>
        </div>
      </div>

      <RecentLogins />
    </div>
  );
}

function RecentLogins() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const query = useQuery(loginHistoryQuery(10));
  return (
    <SectionCard title={t('account.recentLogins')} testId="recent-logins">
      {query.isError ? (
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
      ) : (
        <Table<LoginRecord>
          size="small"
          loading={query.isLoading}
          dataSource={query.data?.list ?? []}
          rowKey={(r) => `${r.time}-${r.ip}`}
          pagination={false}
          scroll={{ x: 480 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} /> }}
          columns={[
            {
              title: t('account.loginTime'),
              dataIndex: 'time',
              render: (v: string) => <span className="num">{formatDateTime(new Date(v), intl)}</span>,
            },
            { title: t('account.loginAddress'), dataIndex: 'ip', render: (v: string) => <span className="num">{v}</span> },
            { title: t('account.loginDevice'), dataIndex: 'user_agent', render: (v: string) => deviceOf(v) },
          ]}
        />
      )}
    </SectionCard>
  );
}

export default PersonalCentrePage;
