import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './status-page.module.css';

/** The one page every not-yet-built screen shows: its title, a short note and the way home. */
export function ComingSoon({ title, detail }: { title: string; detail?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <div className={styles.card}>
        <svg className={styles.art} viewBox="0 0 120 96" aria-hidden="true">
          <rect
            x="8"
            y="14"
            width="104"
            height="70"
            rx="10"
            fill="var(--raised)"
            stroke="var(--border-strong)"
          />
          <path d="M8 30h104" stroke="var(--border-strong)" />
          <circle cx="20" cy="22" r="2.5" fill="var(--text-3)" />
          <circle cx="29" cy="22" r="2.5" fill="var(--text-3)" />
          <path
            d="M22 70l16-14 12 8 18-20 14 10 16-16"
            fill="none"
            stroke="var(--accent)"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="24" y="40" width="4" height="16" rx="1" fill="var(--up)" />
          <rect x="34" y="46" width="4" height="12" rx="1" fill="var(--down)" />
          <rect x="88" y="36" width="4" height="14" rx="1" fill="var(--up)" />
        </svg>
        <span className={styles.badge}>{t('comingSoon.badge')}</span>
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        {detail && <p className={styles.detail}>{detail}</p>}
        <p className={styles.text}>{t('comingSoon.text')}</p>
        <ButtonLink to="/home" variant="primary" size="large">
          {t('common.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
