import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

/** Low (1) or high (2), as center/index and center/security rate the account. */
export function SecurityLevel({ level }: { level: number }) {
  const { t } = useTranslation();
  const high = level >= 2;
  return (
    <span className={high ? styles.levelHigh : styles.levelLow} data-testid="security-level">
      {high ? t('account.levelHigh') : t('account.levelLow')}
    </span>
  );
}
