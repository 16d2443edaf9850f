import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditLogQuery } from '../api/audit-log-api';

export type AuditFilters = Pick<AuditLogQuery, 'admin' | 'action' | 'from' | 'to'>;

/** A datetime-local value (the operator's local time) as epoch ms; empty or unreadable: no bound. */
const msOf = (value: string): number | undefined => {
  const ms = value ? new Date(value).getTime() : NaN;
  return Number.isFinite(ms) ? ms : undefined;
};

/** Admin, action and a time range; applied on Search (not on every key), cleared by Reset. */
export function AuditLogFilters({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const empty = { admin: '', action: '', from: '', to: '' };
  const [draft, setDraft] = useState(empty);
  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value }));
  const apply = (d: typeof empty) =>
    onApply({ admin: d.admin.trim() || undefined, action: d.action.trim() || undefined, from: msOf(d.from), to: msOf(d.to) });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply(draft);
      }}
      data-testid="audit-log-filters"
    >
      <Space wrap align="end">
        <label>
          <div>{t('audit-log.filters.admin')}</div>
          <Input value={draft.admin} onChange={set('admin')} placeholder={t('audit-log.filters.adminPlaceholder')} maxLength={100} data-testid="audit-filter-admin" />
        </label>
        <label>
          <div>{t('audit-log.filters.action')}</div>
          <Input value={draft.action} onChange={set('action')} placeholder={t('audit-log.filters.actionPlaceholder')} maxLength={200} data-testid="audit-filter-action" />
        </label>
        <label>
          <div>{t('audit-log.filters.from')}</div>
          <Input type="datetime-local" value={draft.from} onChange={set('from')} data-testid="audit-filter-from" />
        </label>
        <label>
          <div>{t('audit-log.filters.to')}</div>
          <Input type="datetime-local" value={draft.to} onChange={set('to')} data-testid="audit-filter-to" />
        </label>
        <Button type="primary" htmlType="submit" data-testid="audit-filter-search">
          {t('audit-log.filters.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(empty);
            apply(empty);
          }}
          data-testid="audit-filter-reset"
        >
          {t('audit-log.filters.reset')}
        </Button>
      </Space>
    </form>
  );
}
