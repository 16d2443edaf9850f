import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table, Tag } from 'antd';
import type { ApiKeyItem } from '@aurelix/shared/schemas/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys-api';
import { CopyButton } from '../components/copy-text';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog';
import styles from '../../funding/components/funding.module.css';

/** /user/api (issue 29): the user's API keys for the Binance-compatible API: list, create, revoke after a confirmation. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  useDocumentTitle(t('routes.user.api'));
  const [creating, setCreating] = useState(false);
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const list = keys.data?.list ?? [];
  const full = keys.data ? list.length >= keys.data.max : true;
  const onRevoke = async (id: number) => {
    try {
      await revoke.mutateAsync(id);
      notify.success(t('account.apiKeys.revoked'));
    } catch {
      // The API client already showed the server's message.
    }
  };
  return (
    <div className={styles.panel} data-testid="api-keys-page">
      <div className={styles.head} style={{ marginBottom: 12, gap: 12, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 320px' }}>
          <h1 className={styles.title}>{t('account.apiKeys.title')}</h1>
          <p className={styles.label} style={{ margin: '4px 0 0' }}>{t('account.apiKeys.intro')}</p>
          <p className={styles.label} style={{ margin: '4px 0 0' }}>{t('account.apiKeys.docs', { origin: window.location.origin })}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)} disabled={full} data-testid="create-api-key">
          {t('account.apiKeys.create')}
        </Button>
      </div>
      {keys.data && <p className={styles.label}>{t('account.apiKeys.count', { count: list.length, max: keys.data.max })}</p>}
      <Table<ApiKeyItem>
        size="middle"
        rowKey="id"
        loading={keys.isPending}
        dataSource={list}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: keys.isError ? t('errors.loadFailed') : t('account.apiKeys.empty') }}
        columns={[
          { title: t('account.apiKeys.label'), dataIndex: 'label' },
          {
            title: t('account.apiKeys.apiKey'),
            dataIndex: 'api_key',
            render: (v: string) => (
              <span className={styles.mono}>
                {`${v.slice(0, 8)}…${v.slice(-6)}`}
                <CopyButton text={v} label={t('account.apiKeys.copyApiKey')} />
              </span>
            ),
          },
          {
            title: t('account.apiKeys.permissions'),
            dataIndex: 'permissions',
            render: (v: ApiKeyItem['permissions']) => v.map((p) => <Tag key={p} color={p === 'read' ? undefined : p === 'trade' ? 'blue' : 'red'}>{t(`account.apiKeys.${p}`)}</Tag>),
          },
          { title: t('account.apiKeys.ips'), dataIndex: 'ips', render: (v: string[]) => (v.length ? <span className={styles.mono}>{v.join(', ')}</span> : t('account.apiKeys.anyIp')) },
          { title: t('account.apiKeys.created'), dataIndex: 'created_at', render: (v: number) => formatDateTime(new Date(v), intl) },
          {
            title: t('account.apiKeys.action'),
            key: 'action',
            render: (_: unknown, k) => (
              <Popconfirm title={t('account.apiKeys.revokeConfirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={() => onRevoke(k.id)}>
                <Button type="link" danger size="small" data-testid={`revoke-${k.id}`}>
                  {t('account.apiKeys.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
