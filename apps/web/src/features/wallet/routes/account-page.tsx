import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Switch } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletAccount } from '@aurelix/shared/schemas/wallet';
import { ButtonLink } from '../../../components/ui/button-link';
import { usePricingCurrency } from '../../../lib/preferences';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletAccount } from '../api/post-wallet-account';
import { AccountSummary } from '../components/account-summary';
import { AssetTable } from '../components/asset-table';
import styles from '../components/wallet.module.css';
import { useBalancePushes } from '../hooks/use-balance-pushes';
import { ACCOUNT_LABELS } from '../utils/accounts';
import { readHideSmall, visibleAssets, writeHideSmall } from '../utils/assets';

/**
 * /wallet/spot, /wallet/contract, /wallet/secContract, /wallet/legalSymbol, /wallet/subscribe.
 * `summary` replaces the generic margin figures with the product's own (the futures wallet's).
 */
export default function AccountPage({ account, summary }: { account: WalletAccount; summary?: ReactNode }) {
  const { t } = useTranslation();
  const pricing = usePricingCurrency();
  const query = useWalletAccount(account, pricing.code);
  const [hideSmall, setHideSmall] = useState(readHideSmall);
  const [search, setSearch] = useState('');
  const title = t(ACCOUNT_LABELS[account]);
  useDocumentTitle(title);
  useBalancePushes();

  const assets = visibleAssets(query.data?.assets ?? [], { hideSmall, search });
  return (
    <div className={styles.page} data-testid={`wallet-${account}-page`}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.actions}>
          {account === 'spot' && (
            <>
              <ButtonLink to="/wallet/recharge" variant="primary">
                {t('wallet.actions.deposit')}
              </ButtonLink>
              <ButtonLink to="/wallet/cash">{t('wallet.actions.withdraw')}</ButtonLink>
            </>
          )}
          <ButtonLink to={`/wallet/transfer?from=${account}`}>{t('wallet.actions.transfer')}</ButtonLink>
        </div>
      </div>
      {query.isError && !query.data ? (
        <Alert
          type="error"
          showIcon
          message={t('errors.loadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <AccountSummary view={query.data} hideMargin={summary !== undefined} />
      )}
      {summary && <Suspense fallback={null}>{summary}</Suspense>}
      <div className={styles.panel}>
        <div className={styles.toolbar} style={{ marginBottom: 12 }}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('wallet.table.search')}
            aria-label={t('wallet.table.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 240 }}
            data-testid="wallet-search"
          />
          <label className={styles.switch}>
            <Switch
              size="small"
              checked={hideSmall}
              onChange={(v) => {
                setHideSmall(v);
                writeHideSmall(v);
              }}
              data-testid="wallet-hide-small"
            />
            {t('wallet.hideSmall')}
          </label>
        </div>
        <AssetTable account={account} assets={assets} mark={query.data?.pricing.mark ?? pricing.mark} loading={query.isPending} />
      </div>
    </div>
  );
}
