import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAME_STATUS } from '@aurelix/shared/schemas/identity';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIdentityStatus } from '../api/identity-status';
import { ApplicationView } from '../components/application-view';
import { IdentityForm } from '../components/identity-form';
import styles from '../components/identity.module.css';

/** /user/identity: the form while not verified (again after a rejection), the application while under review or verified. */
export default function IdentityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('identity.title'));
  const status = useIdentityStatus();
  const data = status.data;
  const canSubmit = data && (data.name_status === NAME_STATUS.NONE || data.name_status === NAME_STATUS.REJECTED);

  return (
    <div className={styles.page} data-testid="identity-page">
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('identity.title')}</h1>
          <p className={styles.intro}>{t('identity.intro')}</p>
        </div>
        <Link to="/user/identityRight">{t('identity.viewRights')}</Link>
      </div>
      <div className={styles.panel}>
        {status.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : status.isError || !data ? (
          <Alert
            type="error"
            showIcon
            message={t('errors.loadFailed')}
            action={<Button onClick={() => void status.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <>
            {data.application && (data.name_status !== NAME_STATUS.NONE) && (
              <ApplicationView application={data.application} showPhotos={!canSubmit} />
            )}
            {canSubmit && (
              <div style={{ marginTop: data.application ? 24 : 0 }}>
                <IdentityForm resubmit={data.name_status === NAME_STATUS.REJECTED} />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
