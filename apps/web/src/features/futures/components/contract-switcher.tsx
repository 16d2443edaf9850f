import { useState, type ReactNode } from 'react';
import { Input, Popover } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FuturesContractView } from '@aurelix/shared/schemas/futures';
import { useLocale } from '../../../i18n/use-locale';
import { changeDirection, formatChange } from '../../../lib/format';
import { formatPairPrice } from '../../spot/utils/format';
import styles from '../../spot/components/pair-switcher.module.css';

/** Contracts whose symbol contains the query (case-insensitive; "btc/usdt" works too). */
export function matchContracts(list: readonly FuturesContractView[], query: string): FuturesContractView[] {
  const q = query.trim().toUpperCase().replace('/', '_');
  return list.filter((c) => q === '' || c.symbol.toUpperCase().includes(q));
}

/** The contract name in the header opens this: search and every contract with its last price and 24h change. */
export function ContractSwitcher({ contract, contracts, children }: { contract: FuturesContractView; contracts: FuturesContractView[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = matchContracts(contracts, query);
  const go = (symbol: string) => {
    setOpen(false);
    setQuery('');
    navigate(`/contract/${symbol.toLowerCase()}`);
  };

  const content = (
    <div className={styles.panel} data-testid="contract-switcher">
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('futures.header.search')}
        aria-label={t('futures.header.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onPressEnter={() => shown[0] && go(shown[0].symbol)}
      />
      <div className={styles.head} aria-hidden>
        <span>{t('futures.header.name')}</span>
        <span>{t('futures.header.price')}</span>
        <span>{t('futures.header.change')}</span>
      </div>
      <ul className={styles.list}>
        {shown.map((c) => {
          const dir = changeDirection(c.change_24h);
          return (
            <li key={c.symbol}>
              <button
                type="button"
                className={c.symbol === contract.symbol ? `${styles.row} ${styles.current}` : styles.row}
                aria-current={c.symbol === contract.symbol || undefined}
                onClick={() => go(c.symbol)}
                data-testid="contract-option"
              >
                <span>
                  <strong>{c.base}</strong>
                  <span className={styles.muted}>{c.quote}</span>
                </span>
                <span className={styles.num}>{formatPairPrice(c.last_price ?? c.mark_price, c.price_precision, intl)}</span>
                <span className={`${styles.num} ${dir > 0 ? styles.up : dir < 0 ? styles.down : ''}`}>{formatChange(c.change_24h, intl)}</span>
              </button>
            </li>
          );
        })}
        {shown.length === 0 && <li className={styles.empty}>{t('futures.header.noMatch', { query: query.trim() })}</li>}
      </ul>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomLeft" open={open} onOpenChange={setOpen} arrow={false}>
      {children}
    </Popover>
  );
}
