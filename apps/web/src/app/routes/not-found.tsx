import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../../components/ui/status-page.module.css';

/** Any unknown address. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <div className={styles.card}>
        <p className={styles.badge}>404</p>
        <h1 id="status-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <ButtonLink to="/home" variant="primary" size="large">
          {t('common.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
