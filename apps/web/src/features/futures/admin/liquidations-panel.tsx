import { Select, Table } from 'antd';
import type { AdminFuturesLiquidation } from '@aurelix/shared/schemas/futures';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { formatUsdt, signOf } from '../utils/format';
import { useFuturesLiquidations } from './admin-api';
import styles from './futures-admin.module.css';

const PAGE_SIZE = 20;

/** Liquidations newest first, by contract; empty until the first position is taken over. */
export function LiquidationsPanel({ symbols }: { symbols: readonly string[] }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const [symbol, setSymbol] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const query = useFuturesLiquidations(symbol, page, PAGE_SIZE);
  const num = (v: string) => <span className={styles.num}>{v}</span>;

  return (
    <section className={styles.panel} data-testid="liquidations">
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t('futures.admin.liquidations')}</h2>
        <Select<string>
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('futures.admin.allContracts')}
          value={symbol}
          onChange={(v) => {
            setSymbol(v);
            setPage(1);
          }}
          options={symbols.map((s) => ({ value: s, label: s.replace('_', '/') }))}
          aria-label={t('futures.admin.symbol')}
        />
      </div>
      <Table<AdminFuturesLiquidation>
        size="small"
        rowKey="id"
        loading={query.isPending}
        dataSource={query.data?.list ?? []}
        scroll={{ x: 1100 }}
        locale={{ emptyText: query.isError ? t('errors.loadFailed') : t('futures.admin.noLiquidations') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('futures.admin.time'), dataIndex: 'time', render: (v: number) => formatDateTime(v, intl) },
          { title: t('futures.admin.symbol'), dataIndex: 'symbol', render: (v: string) => v.replace('_', '/') },
          { title: t('futures.admin.user'), dataIndex: 'user_id', render: (v: number) => `#${v}` },
          {
            title: t('futures.admin.side'),
            key: 'side',
            render: (_: unknown, l) => `${t(l.side === 'long' ? 'futures.side.long' : 'futures.side.short')} · ${t(l.margin_mode === 'isolated' ? 'futures.marginMode.isolated' : 'futures.marginMode.cross')}`,
          },
          { title: t('futures.admin.size'), dataIndex: 'size', align: 'right', render: num },
          { title: t('futures.admin.entryPrice'), dataIndex: 'entry_price', align: 'right', render: num },
          { title: t('futures.admin.markPrice'), dataIndex: 'mark_price', align: 'right', render: num },
          { title: t('futures.admin.bankruptcyPrice'), dataIndex: 'bankruptcy_price', align: 'right', render: num },
          { title: t('futures.admin.bookSize'), dataIndex: 'book_size', align: 'right', render: num },
          { title: t('futures.admin.adlSize'), dataIndex: 'adl_size', align: 'right', render: num },
          {
            title: t('futures.admin.insuranceDelta'),
            dataIndex: 'insurance_delta',
            align: 'right',
            render: (v: string) => {
              const sign = signOf(v);
              return <span className={`${styles.num} ${sign > 0 ? styles.up : sign < 0 ? styles.down : ''}`}>{formatUsdt(v, intl, true)}</span>;
            },
          },
        ]}
      />
    </section>
  );
}
