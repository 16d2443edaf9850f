import { useState } from 'react';
import { Button, Result, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuditLogEntry } from '@aurelix/shared/schemas/audit-log';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuditLog } from '../api/audit-log-api';
import { AuditEntryDetails } from './audit-entry-details';
import { AuditLogFilters, type AuditFilters } from './audit-log-filters';

const PAGE_SIZE = 20;
const ADMIN_ONLY_CODE = 3500;

/**
 * /admin/audit-log: every admin action (who, when, from which address, what, on what, and how it was
 * answered), newest first, filtered by admin, action and time; a row opens to its request body,
 * before and after. The log itself cannot be changed from here or anywhere else (issue 31).
 */
export default function AdminAuditLogPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  useDocumentTitle(t('audit-log.title'));
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const query = useAuditLog({ ...filters, page, page_size: PAGE_SIZE });

  if (query.error instanceof ApiError && (query.error.code === ADMIN_ONLY_CODE || query.error.kind === 'session')) {
    return (
      <Result
        status="403"
        title={t('audit-log.adminsOnly')}
        extra={
          <Link to="/home">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
        data-testid="admin-forbidden"
      />
    );
  }

  return (
    <div className="container" data-testid="admin-audit-log-page">
      <h1>{t('audit-log.title')}</h1>
      <p>{t('audit-log.intro')}</p>
      <AuditLogFilters
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <p data-testid="audit-log-total">{t('audit-log.total', { total: query.data?.total ?? 0 })}</p>
      <Table<AuditLogEntry>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: query.isError ? t('errors.loadFailed') : t('audit-log.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        expandable={{ expandedRowRender: (entry) => <AuditEntryDetails entry={entry} /> }}
        columns={[
          { title: '#', dataIndex: 'id', width: 70 },
          { title: t('audit-log.columns.time'), dataIndex: 'at', render: (at: number) => formatDateTime(at, intl) },
          { title: t('audit-log.columns.admin'), key: 'admin', render: (_: unknown, e) => `${e.admin_email} (#${e.admin_id} · ${e.role})` },
          { title: t('audit-log.columns.address'), dataIndex: 'address' },
          { title: t('audit-log.columns.action'), dataIndex: 'action', render: (a: string) => <code>{a.replace(/^\/api\/admin\//, '')}</code> },
          { title: t('audit-log.columns.target'), dataIndex: 'target', render: (v: string | null) => v ?? '—' },
          {
            title: t('audit-log.columns.outcome'),
            key: 'outcome',
            render: (_: unknown, e) => (
              <Tag color={e.outcome_code === 200 ? 'success' : 'error'} data-testid={`audit-outcome-${e.id}`}>
                {e.outcome_code === 200 ? t('audit-log.outcome.done') : t('audit-log.outcome.refused')} · {e.outcome_code} {e.outcome_key}
              </Tag>
            ),
          },
        ]}
      />
    </div>
  );
}
