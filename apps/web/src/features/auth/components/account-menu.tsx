import { Avatar, Dropdown, Popover } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { useBrand } from '../../../lib/brand';
import { useUserInfo } from '../api/get-user-info';
import { useLogout } from '../hooks/use-logout';
import { maskAccount } from '../utils/mask-account';
import { VerificationBadge } from './verification-badge';
import styles from './account-menu.module.css';

const LINKS = [
  { to: '/user/user', key: 'user.overview' },
  { to: '/user/s-securityset', key: 'user.security' },
  { to: '/user/identity', key: 'user.identity' },
  { to: '/user/c-set', key: 'user.settings' },
  { to: '/user/helpcenter', key: 'user.help' },
] as const;

/** The signed-in user's card: account, UID, verification badge, links and logout. */
export function AccountPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const logout = useLogout();
  if (!user) return null;
  return (
    <div className={styles.panel}>
      <div className={styles.identity}>
        <Avatar size={40} src={user.avatar || undefined} icon={<UserOutlined aria-hidden />} />
        <div className={styles.who}>
          <div className={styles.account}>{user.nickname || maskAccount(user.account)}</div>
          <div className={styles.uid}>
            {t('user.uid')}: <span className="num">{user.id}</span>
          </div>
          <VerificationBadge status={user.info.name_status} />
        </div>
      </div>
      <nav className={styles.links}>
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={styles.link} onClick={onNavigate}>
            {t(link.key)}
          </Link>
        ))}
        {user.is_admin && (
          <Link to="/admin" className={styles.link} onClick={onNavigate} data-testid="admin-link">
            {t('user.admin')}
          </Link>
        )}
      </nav>
      <button
        type="button"
        className={styles.logout}
        data-testid="logout"
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        {t('user.logout')}
      </button>
    </div>
  );
}

/** For visitors: 'Please log in first.' with the way in. */
export function VisitorPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className={styles.panel}>
      <p className={styles.welcome}>{t('user.welcome', { brand: brand.name })}</p>
      <p className={styles.prompt}>{t('errors.loginFirst')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/login" block onClick={onNavigate}>
          {t('nav.login')}
        </ButtonLink>
        <ButtonLink to="/reg" variant="primary" block onClick={onNavigate}>
          {t('nav.register')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Header entry: the user popup when signed in; log in and register for visitors. */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (user) {
    return (
      <Dropdown trigger={['hover', 'click']} placement="bottomRight" popupRender={() => <AccountPanel />}>
        <button
          type="button"
          className={styles.avatarButton}
          aria-label={t('aria.account')}
          data-testid="account-menu"
        >
          <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined aria-hidden />} />
        </button>
      </Dropdown>
    );
  }
  return (
    <div className={styles.visitor}>
      <ButtonLink to="/login" variant="text" size="small">
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/reg" variant="primary" size="small">
        {t('nav.register')}
      </ButtonLink>
      {!compact && (
        <Popover
          content={<VisitorPanel />}
          trigger={['hover', 'click']}
          placement="bottomRight"
          arrow={false}
        >
          <button type="button" className={styles.iconButton} aria-label={t('aria.account')}>
            <UserOutlined aria-hidden />
          </button>
        </Popover>
      )}
    </div>
  );
}
