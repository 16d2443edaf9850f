import { useCallback, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { FuturesContractView } from '@aurelix/shared/schemas/futures';
import { ButtonLink } from '../../../components/ui/button-link';
import { useLocale } from '../../../i18n/use-locale';
import { changeDirection } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { KlineChart } from '../../spot/components/kline-chart';
import { LatestTrades } from '../../spot/components/latest-trades';
import { OrderBook, type BookPair } from '../../spot/components/order-book';
import type { PickedPrice } from '../../spot/components/order-form';
import { formatPairPrice } from '../../spot/utils/format';
import { findContract, useContracts } from '../api/get-contracts';
import { usePositions } from '../api/get-positions';
import { usePositionsAtMark } from '../hooks/use-positions-at-mark';
import { futuresMarketSource } from '../api/market-source';
import { FuturesBottomTabs } from '../components/futures-bottom-tabs';
import { FuturesHeader } from '../components/futures-header';
import { FuturesTradePanel, useTradeAccess } from '../components/futures-trade-panel';
import { useFuturesPushes } from '../hooks/use-futures-pushes';
import { useLiveContract } from '../hooks/use-live-contract';
import styles from '../../spot/components/trade.module.css';
import futures from '../components/futures.module.css';

/** /contract/{symbol}: the USDⓈ-M perpetual trading page (SPEC 2), public; the symbol is matched case-insensitively. */
export default function ContractPage() {
  const { t } = useTranslation();
  const { symbol = '' } = useParams();
  const contracts = useContracts();
  const contract = findContract(contracts.data, symbol);
  useDocumentTitle(t('routes.contract'));

  if (contracts.isPending) {
    return (
      <div className={styles.page} data-testid="contract-loading">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (!contract) {
    return (
      <section className={styles.notFound} data-testid="contract-not-found">
        <h1>{contracts.isError ? t('errors.loadFailed') : t('futures.notFound.title')}</h1>
        <p>{contracts.isError ? t('futures.notFound.unavailable') : t('futures.notFound.text', { symbol: symbol.toUpperCase() })}</p>
        <div className={styles.visitorButtons}>
          {contracts.isError && (
            // The message asks to try again: a failed load (a timeout) can be retried here, without a reload.
            <Button type="primary" onClick={() => void contracts.refetch()} loading={contracts.isFetching} data-testid="contract-retry">
              {t('common.retry')}
            </Button>
          )}
          <ButtonLink to="/markets" variant={contracts.isError ? undefined : 'primary'}>
            {t('futures.notFound.back')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  return <ContractView key={contract.symbol} initial={contract} contracts={contracts.data ?? []} />;
}

function ContractView({ initial, contracts }: { initial: FuturesContractView; contracts: FuturesContractView[] }) {
  const { intl } = useLocale();
  const contract = useLiveContract(initial);
  const access = useTradeAccess();
  const verified = access === 'verified';
  const positions = usePositions(contract.symbol, verified);
  usePositionsAtMark(contract.symbol, contract.mark_price, verified && (positions.data?.length ?? 0) > 0);
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const onPick = useCallback((price: string) => setPicked({ price, nonce: Date.now() }), []);
  useFuturesPushes();
  const pair: BookPair = {
    symbol: contract.symbol,
    left_symbol: contract.base,
    right_symbol: contract.quote,
    tick_size: contract.tick_size,
    price_precision: contract.price_precision,
    qty_precision: contract.qty_precision,
  };
  const last = contract.last_price ?? contract.mark_price;
  useDocumentTitle(`${formatPairPrice(last, contract.price_precision, intl)} | ${contract.base}${contract.quote}`);

  return (
    <div className={styles.page} data-testid="contract-page" data-symbol={contract.symbol}>
      <div className={`${styles.grid} ${futures.contractGrid}`}>
        <div className={styles.areaHeader}>
          <FuturesHeader contract={contract} contracts={contracts} />
        </div>
        <div className={styles.areaBook}>
          <OrderBook pair={pair} lastPrice={last} lastDirection={changeDirection(contract.change_24h)} onPick={onPick} source={futuresMarketSource} />
        </div>
        <div className={styles.areaChart}>
          <KlineChart pair={pair} source={futuresMarketSource} />
        </div>
        <div className={styles.areaForm}>
          <FuturesTradePanel contract={contract} positions={positions.data} picked={picked} />
        </div>
        <div className={styles.areaTrades}>
          <LatestTrades pair={pair} source={futuresMarketSource} />
        </div>
        <div className={styles.areaOrders}>
          <FuturesBottomTabs contract={contract} contracts={contracts} positions={positions} enabled={verified} />
        </div>
      </div>
    </div>
  );
}
