import { Alert, Button, Segmented, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_DAYS, type LogTab } from '@aurelix/shared/schemas/wallet';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrencyList } from '../../../lib/reference-data';
import { useWalletLogs } from '../api/post-wallet-logs';
import { LogTable } from '../components/log-table';
import styles from '../components/wallet.module.css';
import { WALLET_MENU, LOG_ROUTES } from '../utils/accounts';

const PAGE_SIZE = 20;

/** The six history screens: /wallet/log-currency, wallet-log, log-legal, log-transfer, log-ico, log-ico-thaw. */
export default function LogsPage({ tab }: { tab: LogTab }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<3 | 7 | 30>(7);
  const [currency, setCurrency] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  // Moves into and out of an order's hold change no total: hidden unless the user asks for them.
  const [holds, setHolds] = useState(false);
  const currencies = useCurrencyList();
  const logs = useWalletLogs({ tab, days, currency, holds, page, page_size: PAGE_SIZE });
  const label = WALLET_MENU[1]!.entries.find((e) => e.to === LOG_ROUTES[tab])!.label;
  useDocumentTitle(t(label));

  return (
    <div className={styles.page} data-testid={`wallet-log-${tab}-page`}>
      <h1 className={styles.title}>{t(label)}</h1>
      <div className={styles.panel}>
        <div className={styles.toolbar} style={{ marginBottom: 12 }}>
          <Segmented<3 | 7 | 30>
            value={days}
            onChange={(v) => {
              setDays(v);
              setPage(1);
            }}
            options={LOG_DAYS.map((d) => ({ value: d, label: t('wallet.log.days', { count: d }) }))}
            data-testid="wallet-log-days"
            className={styles.days}
          />
          <Select
            allowClear
            showSearch
            value={currency}
            placeholder={t('wallet.log.allCurrencies')}
            aria-label={t('wallet.log.asset')}
            onChange={(v?: string) => {
              setCurrency(v);
              setPage(1);
            }}
            options={(currencies.data ?? []).map((c) => ({ value: c.symbol, label: c.symbol }))}
            style={{ minWidth: 160 }}
            data-testid="wallet-log-currency"
          />
          {tab === 'all' && (
            <label className={styles.muted} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Switch
                size="small"
                checked={holds}
                onChange={(on) => {
                  setHolds(on);
                  setPage(1);
                }}
                data-testid="wallet-log-holds"
              />
              {t('wallet.log.showHolds')}
            </label>
          )}
        </div>
        {logs.isError && !logs.data ? (
          <Alert
            type="error"
            showIcon
            message={t('errors.loadFailed')}
            action={<Button onClick={() => void logs.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <LogTable
            tab={tab}
            rows={logs.data?.list ?? []}
            loading={logs.isFetching}
            total={logs.data?.total ?? 0}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(p) => setPage(p)}
          />
        )}
      </div>
    </div>
  );
}
