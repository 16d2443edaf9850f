import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_STATUS, type IdentityApplication } from '@aurelix/shared/schemas/identity';
import { useLocale } from '../../../i18n/use-locale';
import { usePhoto } from '../api/use-photo';
import { countryName, statusColor, statusLabel } from '../utils/status';
import styles from './identity.module.css';

function Thumb({ path, alt }: { path: string; alt: string }) {
  const { url } = usePhoto(path);
  return url ? <img src={url} alt={alt} className={styles.thumb} /> : <div className={styles.thumb} aria-label={alt} />;
}

/** The submitted application: what the owner sent (ID number masked) and where the review stands. */
export function ApplicationView({ application, showPhotos = true }: { application: IdentityApplication; showPhotos?: boolean }) {
  const { t } = useTranslation();
  const { locale, intl } = useLocale();
  const date = (iso: string) => new Date(iso).toLocaleString(intl);
  return (
    <div data-testid="identity-application">
      {application.status === NAME_STATUS.PENDING && <Alert type="info" showIcon message={t('identity.pendingText')} />}
      {application.status === NAME_STATUS.APPROVED && <Alert type="success" showIcon message={t('identity.approvedText')} />}
      {application.status === NAME_STATUS.REJECTED && (
        <Alert
          type="error"
          showIcon
          message={t('identity.rejectedText')}
          description={`${t('identity.reason')}: ${application.reason}`}
          data-testid="identity-reason"
        />
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('identity.verificationStatus')}</dt>
          <dd>
            <Tag color={statusColor(application.status)} bordered={false}>
              {t(statusLabel(application.status))}
            </Tag>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('identity.realName')}</dt>
          <dd>{application.real_name}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('identity.idNumber')}</dt>
          <dd>{application.id_number}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('identity.country')}</dt>
          <dd>{countryName(application.country, locale)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('identity.submittedAt')}</dt>
          <dd>{date(application.created_at)}</dd>
        </div>
        {application.reviewed_at && (
          <div className={styles.fact}>
            <dt>{t('identity.reviewedAt')}</dt>
            <dd>{date(application.reviewed_at)}</dd>
          </div>
        )}
      </dl>
      {showPhotos && (
        <div className={styles.thumbs}>
          <Thumb path={application.front_photo} alt={t('identity.front')} />
          <Thumb path={application.back_photo} alt={t('identity.back')} />
        </div>
      )}
    </div>
  );
}
