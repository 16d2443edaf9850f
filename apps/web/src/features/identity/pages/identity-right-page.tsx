import { Alert, Button, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAME_STATUS } from '@aurelix/shared/schemas/identity';
import { useLocale } from '../../../i18n/use-locale';
import { formatAmount } from '../utils/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIdentityStatus } from '../api/identity-status';
import { countryName, statusColor, statusLabel } from '../utils/status';
import styles from '../components/identity.module.css';

/**
 * /user/identityRight (SPEC 2 and 6): certification country, purchase limit, 24-hour withdrawal limit
 * and futures permission; the limits are plat_config name_check's for the user's status.
 */
export default function IdentityRightPage() {
  const { t } = useTranslation();
  const { locale, intl } = useLocale();
  useDocumentTitle(t('identity.rightsTitle'));
  const status = useIdentityStatus();
  const data = status.data;

  return (
    <div className={styles.page} data-testid="identity-right-page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('identity.rightsTitle')}</h1>
        {data && data.name_status !== NAME_STATUS.APPROVED && data.name_status !== NAME_STATUS.PENDING && (
          <Link to="/user/identity">
            <Button type="primary">{t('identity.goVerify')}</Button>
          </Link>
        )}
      </div>
      <div className={styles.panel}>
        {status.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : status.isError || !data ? (
          <Alert
            type="error"
            showIcon
            message={t('errors.loadFailed')}
            action={<Button onClick={() => void status.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <div className={styles.rights}>
            <div className={styles.right}>
              <span className={styles.rightLabel}>{t('identity.verificationStatus')}</span>
              <span>
                <Tag color={statusColor(data.name_status)} bordered={false} data-testid="identity-right-status">
                  {t(statusLabel(data.name_status))}
                </Tag>
              </span>
            </div>
            <div className={styles.right}>
              <span className={styles.rightLabel}>{t('identity.certificationCountry')}</span>
              <span className={styles.rightValue} data-testid="identity-right-country">
                {data.application && data.name_status === NAME_STATUS.APPROVED ? countryName(data.application.country, locale) : '—'}
              </span>
            </div>
            <div className={styles.right}>
              <span className={styles.rightLabel}>{t('identity.purchaseLimit')}</span>
              <span className={styles.rightValue} data-testid="identity-right-purchase">
                {formatAmount(data.limits.trust_single, intl)} USDT
              </span>
              <span className={styles.rightSub}>
                {t('identity.purchaseTotal', { amount: `${formatAmount(data.limits.trust_total, intl)} USDT` })}
              </span>
            </div>
            <div className={styles.right}>
              <span className={styles.rightLabel}>{t('identity.withdrawLimit')}</span>
              <span className={styles.rightValue} data-testid="identity-right-withdraw">
                {formatAmount(data.limits.draw_24h, intl)} USDT
              </span>
            </div>
            <div className={styles.right}>
              <span className={styles.rightLabel}>{t('identity.futuresPermission')}</span>
              <span className={styles.rightValue} data-testid="identity-right-futures">
                {data.limits.futures ? t('identity.futuresOn') : t('identity.futuresOff')}
              </span>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
