import { App, Button, Drawer, Grid, Result, Switch, Table, Tag } from 'antd';
import type { AdminFuturesContract } from '@aurelix/shared/schemas/futures';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatRate, formatUsdt } from '../utils/format';
import { useFuturesAdminOverview, useUpdateFuturesContract } from './admin-api';
import { ContractEditForm } from './contract-edit-form';
import { LiquidationsPanel } from './liquidations-panel';
import styles from './futures-admin.module.css';

const ADMIN_ONLY_CODE = 3500;

/** The list's trading switch: turns one contract on or off, keeping its other settings, after a confirmation. */
function TradingSwitch({ contract }: { contract: AdminFuturesContract }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const update = useUpdateFuturesContract();
  const flip = (on: boolean) =>
    modal.confirm({
      title: t(on ? 'futures.admin.resumeTitle' : 'futures.admin.suspendTitle', { symbol: contract.symbol }),
      content: on ? t('futures.admin.confirmText') : t('futures.admin.confirmTradingOff'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { symbol, maker_fee_rate, taker_fee_rate, brackets } = contract;
          await update.mutateAsync({ symbol, maker_fee_rate, taker_fee_rate, brackets, funding_interval_hours: contract.funding_interval_hours as 1 | 4 | 8, trading: on });
          notify.success(t('futures.admin.saved', { symbol }));
        } catch (err) {
          notify.error(err instanceof ApiError ? err.message : t('futures.admin.saveFailed'));
        }
      },
    });
  return (
    <Switch
      size="small"
      checked={contract.trading}
      loading={update.isPending}
      aria-label={`${t('futures.admin.trading')} ${contract.symbol}`}
      data-testid={`trading-${contract.symbol}`}
      onChange={flip}
    />
  );
}

/** /admin/futures (issue 16 item 10): contract settings, the insurance fund and liquidations. Admins only. */
export default function AdminFuturesPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  useDocumentTitle(t('futures.admin.title'));
  const screens = Grid.useBreakpoint();
  const query = useFuturesAdminOverview();
  const [editing, setEditing] = useState<AdminFuturesContract | null>(null);

  if (query.error instanceof ApiError && (query.error.code === ADMIN_ONLY_CODE || query.error.kind === 'session')) {
    return (
      <Result
        status="403"
        title={t('futures.admin.forbiddenTitle')}
        subTitle={t('futures.admin.forbiddenText')}
        extra={<Link to="/home"><Button type="primary">{t('common.backHome')}</Button></Link>}
        data-testid="admin-forbidden"
      />
    );
  }

  const contracts = query.data?.list ?? [];
  const fee = (v: string) => (
    <span className={styles.num} title={v}>
      {formatRate(v, intl).replace(/^\+/, '')}
    </span>
  );

  return (
    <div className={styles.page} data-testid="admin-futures-page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('futures.admin.title')}</h1>
        <div className={styles.fund} data-testid="insurance-fund">
          <span className={styles.label}>{t('futures.admin.insuranceFund')}</span>
          <span className={styles.fundValue}>
            {query.data ? `${formatUsdt(query.data.insurance_fund.balance, intl)} ${query.data.insurance_fund.currency}` : '--'}
          </span>
        </div>
      </div>

      <section className={styles.panel}>
        <div className={styles.panelHead}>
          <h2 className={styles.panelTitle}>{t('futures.admin.contracts')}</h2>
        </div>
        <Table<AdminFuturesContract>
          size="small"
          rowKey="symbol"
          loading={query.isPending}
          dataSource={contracts}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: query.isError ? t('errors.loadFailed') : t('futures.admin.noContracts') }}
          columns={[
            { title: t('futures.admin.symbol'), dataIndex: 'symbol', fixed: 'left', render: (v: string) => <strong>{v.replace('_', '/')}</strong> },
            { title: t('futures.admin.makerFee'), dataIndex: 'maker_fee_rate', align: 'right', render: fee },
            { title: t('futures.admin.takerFee'), dataIndex: 'taker_fee_rate', align: 'right', render: fee },
            { title: t('futures.admin.maxLeverage'), dataIndex: 'max_leverage', align: 'right', render: (v: number) => <span className={styles.num}>{v}x</span> },
            { title: t('futures.admin.bracketCount'), key: 'brackets', align: 'right', render: (_: unknown, c) => c.brackets.length },
            { title: t('futures.admin.priceBandColumn'), dataIndex: 'price_band', align: 'right', render: (v: string) => <span className={styles.num}>{v === '0' ? t('futures.admin.priceBandOff') : `±${v}%`}</span> },
            { title: t('futures.admin.fundingInterval'), dataIndex: 'funding_interval_hours', render: (h: number) => t('futures.admin.everyHours', { hours: h }) },
            { title: t('futures.admin.lastFundingRate'), dataIndex: 'last_funding_rate', align: 'right', render: (v: string, c) => (c.last_funding_time ? <span className={styles.num}>{formatRate(v, intl)}</span> : '--') },
            {
              title: t('futures.admin.trading'),
              key: 'trading',
              render: (_: unknown, c) => (
                <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  <TradingSwitch contract={c} />
                  <Tag bordered={false} color={c.trading ? 'success' : 'default'}>
                    {c.trading ? t('futures.admin.tradingOn') : t('futures.admin.tradingOff')}
                  </Tag>
                </span>
              ),
            },
            {
              title: t('futures.admin.action'),
              key: 'edit',
              render: (_: unknown, c) => (
                <Button size="small" onClick={() => setEditing(c)} data-testid={`edit-${c.symbol}`}>
                  {t('futures.admin.edit')}
                </Button>
              ),
            },
          ]}
        />
      </section>

      <LiquidationsPanel symbols={contracts.map((c) => c.symbol)} />

      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('futures.admin.editTitle', { symbol: editing.symbol.replace('_', '/') }) : ''}
        width={screens.md ? 760 : '100%'}
        destroyOnHidden
      >
        {editing && <ContractEditForm key={editing.symbol} contract={editing} onDone={() => setEditing(null)} />}
      </Drawer>
    </div>
  );
}

