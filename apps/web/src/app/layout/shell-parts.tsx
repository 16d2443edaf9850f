import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { BellOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link';
import { useSession } from '../../lib/session';
import accountStyles from '../../features/auth/components/account-menu.module.css';
import styles from './header.module.css';

/*
 * The shell (header and footer) paints from the entry chunk, without antd (issue 30). Each part that
 * needs antd is drawn plain first (the same trigger, no popup, no test id for the tests to act on)
 * and replaced by its antd version from shell-rich.tsx once that chunk has loaded, a moment later.
 */

type Rich = typeof import('./shell-rich');
const loadRich = () => import('./shell-rich');

function part<P extends object>(load: (rich: Rich) => ComponentType<P>, Plain: ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loadRich().then((m) => ({ default: load(m) })));
  function Part(props: P) {
    return (
      <Suspense fallback={<Plain {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Part;
}

function PlainNavMenu({ label }: ComponentProps<Rich['NavMenu']>) {
  return (
    <button type="button" className={styles.textButton} aria-haspopup="menu">
      <span>{label}</span>
      <DownOutlined className={styles.caret} aria-hidden />
    </button>
  );
}

function PlainAccount({ compact = false }: ComponentProps<Rich['Account']>) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user) {
    return (
      <button type="button" className={accountStyles.avatarButton} aria-label={t('aria.account')}>
        <UserOutlined aria-hidden />
      </button>
    );
  }
  return (
    <div className={accountStyles.visitor}>
      <ButtonLink to="/login" variant="text" size="small">
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/reg" variant="primary" size="small">
        {t('nav.register')}
      </ButtonLink>
      {!compact && (
        <button type="button" className={accountStyles.iconButton} aria-label={t('aria.account')}>
          <UserOutlined aria-hidden />
        </button>
      )}
    </div>
  );
}

function PlainBell({ className }: ComponentProps<Rich['Bell']>) {
  const { t } = useTranslation();
  return (
    <Link to="/inform" className={className} aria-label={t('aria.notifications')}>
      <BellOutlined aria-hidden />
    </Link>
  );
}

function PlainDownloadPopover({ children }: { children: ReactElement }) {
  return children;
}

const Nothing = () => null;

export const NavMenu = part((m) => m.NavMenu, PlainNavMenu);
export const Account = part((m) => m.Account, PlainAccount);
export const Bell = part((m) => m.Bell, PlainBell);
export const DownloadPopover = part((m) => m.DownloadPopover, PlainDownloadPopover);
export const Drawer = part((m) => m.Drawer, Nothing);
export const Note = part((m) => m.Note, Nothing);
