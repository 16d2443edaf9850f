import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { SpotOrderType, SpotSide } from '@aurelix/shared/schemas/spot';
import { ButtonLink } from '../../../components/ui/button-link';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useSpotBalances } from '../api/get-spot-balances';
import { useLiveDepth } from '../hooks/use-live-market';
import { OrderForm, type PickedPrice } from './order-form';
import { StopLimitForm } from './stop-limit-form';
import styles from './trade.module.css';

interface TradePanelProps {
  pair: PairItem;
  lastPrice: string | undefined;
  picked: PickedPrice | null;
}

/** Limit, market and stop-limit tabs over the buy and sell forms; visitors see log in / register instead. */
export function TradePanel({ pair, lastPrice, picked }: TradePanelProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const loggedIn = isLoggedIn(session);
  const balances = useSpotBalances(pair.symbol, loggedIn);
  // The best prices the forms compare a limit price with (the same book the page shows).
  const { depth } = useLiveDepth(pair.symbol);
  const best = { buy: depth?.asks[0]?.[0], sell: depth?.bids[0]?.[0] };
  const [type, setType] = useState<SpotOrderType | 'stop'>('limit');
  const [mobileSide, setMobileSide] = useState<SpotSide>('buy');
  const tradable = pair.trade_status === 1;

  return (
    <section className={styles.panel} aria-label={t('spot.form.title')} data-testid="trade-panel">
      <div className={styles.panelHead}>
        <div role="tablist" className={styles.tabs} aria-label={t('spot.form.orderType')}>
          {(['limit', 'market', 'stop'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={type === key}
              className={type === key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => setType(key)}
              data-testid={`order-type-${key}`}
            >
              {key === 'stop' ? t('spot.stop.title') : t(`spot.form.${key}`)}
            </button>
          ))}
        </div>
        <div className={styles.sideSwitch} role="group" aria-label={t('spot.form.side')}>
          {(['buy', 'sell'] as const).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={mobileSide === key}
              className={`${styles.sideButton} ${mobileSide === key ? styles[`side_${key}`] : ''}`}
              onClick={() => setMobileSide(key)}
              data-testid={`side-${key}`}
            >
              {t(`spot.side.${key}`)}
            </button>
          ))}
        </div>
      </div>

      {!tradable ? (
        <p className={styles.notice}>{t('spot.form.disabled')}</p>
      ) : !loggedIn ? (
        <div className={styles.visitor} data-testid="visitor-actions">
          <p>{t('errors.loginOrRegisterFirst')}</p>
          <div className={styles.visitorButtons}>
            <ButtonLink to="/login" state={{ from: location.pathname }} variant="primary">
              {t('nav.login')}
            </ButtonLink>
            <ButtonLink to="/reg">{t('nav.register')}</ButtonLink>
          </div>
        </div>
      ) : (
        <div className={styles.forms}>
          {(['buy', 'sell'] as const).map((side) => (
            <div
              key={side}
              className={mobileSide === side ? styles.formCol : `${styles.formCol} ${styles.hideOnMobile}`}
            >
              {type === 'stop' ? (
                <StopLimitForm side={side} pair={pair} balances={balances.data} lastPrice={lastPrice} />
              ) : (
                <OrderForm
                  side={side}
                  type={type}
                  pair={pair}
                  balances={balances.data}
                  lastPrice={lastPrice}
                  picked={picked}
                  bestOpposite={best[side]}
                />
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
