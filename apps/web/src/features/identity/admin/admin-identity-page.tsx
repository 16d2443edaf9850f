import { Alert, Button, Image, Result, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IdentityReviewItem } from '@aurelix/shared/schemas/identity';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePhoto } from '../api/use-photo';
import { countryName, statusColor, statusLabel } from '../utils/status';
import { useReviewPage } from './admin-api';
import { ReviewActions } from './review-actions';
import styles from '../components/identity.module.css';

const PAGE_SIZE = 10;
const ADMIN_ONLY_CODE = 3500;

function Photo({ path, alt }: { path: string; alt: string }) {
  const { url } = usePhoto(path);
  return url ? <Image src={url} alt={alt} width={72} height={46} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <span className={styles.thumb} style={{ width: 72, display: 'inline-block' }} />;
}

/** /admin/identity: the review queue (pending first), with both photos, approve and reject. Admins only. */
export default function AdminIdentityPage() {
  const { t } = useTranslation();
  const { locale, intl } = useLocale();
  useDocumentTitle(t('identity.admin.title'));
  const [status, setStatus] = useState<2 | 3 | 4>(2);
  const [page, setPage] = useState(1);
  const query = useReviewPage({ status, page, limit: PAGE_SIZE });

  if (query.error instanceof ApiError && query.error.code === ADMIN_ONLY_CODE) {
    return (
      <Result
        status="403"
        title={t('identity.admin.forbiddenTitle')}
        subTitle={t('identity.admin.forbiddenText')}
        extra={<Link to="/home"><Button type="primary">{t('common.backHome')}</Button></Link>}
        data-testid="admin-forbidden"
      />
    );
  }

  const columns = [
    { title: t('identity.admin.userId'), dataIndex: 'user_id', key: 'uid', width: 80 },
    { title: t('identity.admin.account'), dataIndex: 'account', key: 'account', ellipsis: true },
    { title: t('identity.realName'), dataIndex: 'real_name', key: 'name' },
    { title: t('identity.idNumber'), dataIndex: 'id_number', key: 'number' },
    { title: t('identity.country'), dataIndex: 'country', key: 'country', render: (c: string) => countryName(c, locale) },
    {
      title: t('identity.admin.photos'),
      key: 'photos',
      render: (_: unknown, row: IdentityReviewItem) => (
        <Image.PreviewGroup>
          <div style={{ display: 'flex', gap: 6 }}>
            <Photo path={row.front_photo} alt={t('identity.front')} />
            <Photo path={row.back_photo} alt={t('identity.back')} />
          </div>
        </Image.PreviewGroup>
      ),
    },
    { title: t('identity.submittedAt'), dataIndex: 'created_at', key: 'at', render: (v: string) => new Date(v).toLocaleString(intl) },
    status === 2
      ? { title: t('identity.admin.actions'), key: 'actions', render: (_: unknown, row: IdentityReviewItem) => <ReviewActions id={row.id} /> }
      : {
          title: t('identity.verificationStatus'),
          key: 'status',
          render: (_: unknown, row: IdentityReviewItem) => (
            <span>
              <Tag color={statusColor(row.status)} bordered={false}>{t(statusLabel(row.status))}</Tag>
              {row.reason && <span style={{ color: 'var(--text-3)' }}>{row.reason}</span>}
            </span>
          ),
        },
  ];

  return (
    <div className={styles.page} data-testid="admin-identity-page" style={{ padding: '24px 16px', maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('identity.admin.title')}</h1>
        <Segmented<2 | 3 | 4>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: 2, label: t('identity.admin.pending') },
            { value: 3, label: t('identity.admin.approved') },
            { value: 4, label: t('identity.admin.rejected') },
          ]}
          data-testid="admin-identity-status"
        />
      </div>
      <div className={styles.panel}>
        {query.isError && !query.data ? (
          <Alert type="error" showIcon message={t('errors.loadFailed')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />
        ) : (
          <Table<IdentityReviewItem>
            rowKey="id"
            size="small"
            loading={query.isFetching}
            columns={columns}
            dataSource={query.data?.list ?? []}
            scroll={{ x: 900 }}
            locale={{ emptyText: t('identity.admin.empty') }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          />
        )}
      </div>
    </div>
  );
}
