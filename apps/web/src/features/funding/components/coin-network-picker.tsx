import { Radio, Select } from 'antd';
import type { NetworkItem } from '@aurelix/shared/schemas/funding';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/ui/coin-icon';
import styles from './funding.module.css';

interface Props {
  networks: NetworkItem[];
  currency: string;
  network: string;
  loading?: boolean;
  onCurrency(currency: string): void;
  onNetwork(network: string): void;
}

/** The coin select and the network choice shared by the deposit and withdrawal pages. */
export function CoinNetworkPicker({ networks, currency, network, loading, onCurrency, onNetwork }: Props) {
  const { t } = useTranslation();
  const coins = [...new Set(networks.map((n) => n.currency))];
  const ofCoin = networks.filter((n) => n.currency === currency);
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="funding-currency">{t('funding.currency')}</label>
        <Select
          id="funding-currency"
          data-testid="funding-currency"
          size="large"
          showSearch
          loading={loading}
          value={currency || undefined}
          placeholder={t('funding.selectCurrency')}
          notFoundContent={t('funding.noCurrencies')}
          onChange={onCurrency}
          options={coins.map((c) => ({
            value: c,
            label: (
              <span className={styles.option}>
                <CoinIcon symbol={c} logo={`/coins/${c.toLowerCase()}.svg`} size={20} />
                {c}
              </span>
            ),
          }))}
        />
      </div>
      <div className={styles.field}>
        <span className={styles.label} id="funding-network-label">{t('funding.network')}</span>
        <Radio.Group
          aria-labelledby="funding-network-label"
          data-testid="funding-network"
          className={styles.networks}
          value={network}
          optionType="button"
          onChange={(e) => onNetwork(e.target.value as string)}
          options={ofCoin.map((n) => ({ value: n.network, label: n.name }))}
        />
      </div>
    </>
  );
}
