import { useEffect, useState } from 'react';
import { Button, InputNumber } from 'antd';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SecondDirection, SecondOrder, SecondProduct } from '@aurelix/shared/schemas/second';
import { ButtonLink } from '../../../components/ui/button-link';
import { VisitorActions, VisitorPrompt } from '../../../components/visitor-actions';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { isLoggedIn, useSession } from '../../../lib/session';
import { draftText, dropVisitorDraft, readVisitorDraft, saveVisitorDraft } from '../../../lib/visitor-draft';
import { useSecondAccount, useSecondBuy } from '../api/second-api';
import { estimatedProfit, noteServerTime, percent } from '../utils';
import styles from './second.module.css';

/**
 * Duration and rate, stake with the available balance, estimated profit, and the up and down buttons.
 * A visitor sees the same form (issue 30): up or down asks to log in or sign up, the buttons below
 * read "Log in" and "Sign up", and the duration and stake typed come back after either.
 */
export function SecondTradePanel({ products, onPlaced }: { products: SecondProduct[]; onPlaced: (order: SecondOrder) => void }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const location = useLocation();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const account = useSecondAccount(loggedIn);
  const buy = useSecondBuy();
  const [draft] = useState(() => readVisitorDraft(location.pathname));
  const [duration, setDuration] = useState<number | undefined>(() => {
    const kept = Number(draftText(draft, 'duration'));
    return products.some((p) => p.duration === kept) ? kept : products[0]?.duration;
  });
  const product = products.find((p) => p.duration === duration) ?? products[0];
  const [stake, setStake] = useState<string>(() => draftText(draft, 'stake') ?? product?.min_stake ?? '');
  const [prompt, setPrompt] = useState(false);
  useEffect(() => {
    if (!products.some((p) => p.duration === duration)) setDuration(products[0]?.duration);
  }, [products, duration]);
  useEffect(() => {
    if (loggedIn) dropVisitorDraft(location.pathname);
  }, [loggedIn, location.pathname]);
  const keepDraft = () => saveVisitorDraft(location.pathname, { duration: String(product?.duration ?? ''), stake });
  if (!product) return null;
  const fee = estimatedProfit(stake, product.fee_rate);
  const place = async (direction: SecondDirection) => {
    try {
      const order = await buy.mutateAsync({ symbol: product.symbol, duration: product.duration, direction, stake });
      noteServerTime(order.buy_time);
      onPlaced(order);
    } catch {
      // The api client has shown the server's translated refusal.
    }
  };

  return (
    <section className={`${styles.card} ${styles.panel}`} aria-label={t('second.title')} data-testid="second-panel">
      <div>
        <div className={styles.label}>{t('second.form.duration')}</div>
        <div className={styles.durations} role="group" aria-label={t('second.form.duration')}>
          {products.map((p) => (
            <button
              key={p.id}
              type="button"
              className={styles.duration}
              aria-pressed={p.duration === product.duration}
              onClick={() => setDuration(p.duration)}
              data-testid={`second-duration-${p.duration}`}
            >
              <span>{t('second.form.seconds', { count: p.duration })}</span>
              <span className={styles.durationRate}>{percent(p.payout_rate, intl)}</span>
            </button>
          ))}
        </div>
      </div>
      <div className={styles.stakeBox}>
        <div className={styles.label}>{t('second.form.stake')}</div>
        <InputNumber<string>
          stringMode
          min="0"
          step="1"
          precision={2}
          value={stake}
          onChange={(v) => setStake(v ?? '')}
          suffix="USDT"
          style={{ width: '100%' }}
          aria-label={t('second.form.stake')}
          data-testid="second-stake"
        />
        <div className={styles.label} style={{ marginTop: 4 }}>
          {t('second.form.range', { min: product.min_stake, max: product.max_stake })}
        </div>
      </div>
      {loggedIn && (
        <div className={styles.row}>
          <span>{t('second.form.available')}</span>
          <span>
            <strong data-testid="second-available">{availableText(account.data?.available, intl)}</strong> USDT ·{' '}
            <ButtonLink to="/wallet/transfer" variant="text" size="small">
              {t('second.form.transfer')}
            </ButtonLink>
          </span>
        </div>
      )}
      <div className={styles.row}>
        <span>{t('second.form.fee')}</span>
        <strong>{fee} USDT</strong>
      </div>
      <div className={styles.row}>
        <span>{t('second.form.estimated')}</span>
        <strong className={styles.up} data-testid="second-estimated">
          +{estimatedProfit(stake, product.payout_rate)} USDT
        </strong>
      </div>
      {loggedIn ? (
        <div className={styles.buttons}>
          <Button
            className={styles.buyUp}
            disabled={!stake || buy.isPending}
            loading={buy.isPending}
            onClick={() => void place('up')}
            data-testid="second-buy-up"
          >
            {t('second.form.up')} ↑
          </Button>
          <Button
            className={styles.buyDown}
            disabled={!stake || buy.isPending}
            loading={buy.isPending}
            onClick={() => void place('down')}
            data-testid="second-buy-down"
          >
            {t('second.form.down')} ↓
          </Button>
        </div>
      ) : (
        <div data-testid="second-visitor">
          <div className={styles.buttons}>
            <Button className={styles.buyUp} onClick={() => setPrompt(true)} data-testid="second-buy-up">
              {t('second.form.up')} ↑
            </Button>
            <Button className={styles.buyDown} onClick={() => setPrompt(true)} data-testid="second-buy-down">
              {t('second.form.down')} ↓
            </Button>
          </div>
          <VisitorActions keepDraft={keepDraft} testId="second-visitor-actions" />
          <VisitorPrompt open={prompt} text={t('second.form.loginFirst')} keepDraft={keepDraft} onClose={() => setPrompt(false)} />
        </div>
      )}
    </section>
  );
}

/**
 * The balance a stake can use, at USDT's display precision (2 decimals, issue 30 item 10: it read
 * "198.01980198"), rounded down so it never shows more than there is.
 */
function availableText(available: string | undefined, intl: string): string {
  if (available === undefined) return '--';
  return formatFixed(new Decimal(available).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(), 2, intl);
}
