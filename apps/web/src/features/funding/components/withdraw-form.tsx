import { AutoComplete, Button, Form, Input } from 'antd';
import type { NetworkItem } from '@aurelix/shared/schemas/funding';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { amountProblemText } from '../../../components/amount-problem';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAddressBook } from '../api/address-book';
import { useWithdraw, useWithdrawQuota } from '../api/withdrawals';
import { canonicalAmount } from '@aurelix/shared/schemas/amount';
import {
  addressProblem,
  amountProblem,
  formatAmount,
  maxAmount,
  newClientId,
  receiveAmount,
  shortAddress,
  type AmountProblem,
} from '../utils/withdraw-form';
import styles from './funding.module.css';
import { SecurityCheckDialog, type SecurityAnswer } from './security-check-dialog';

/** /wallet/cash: address (typed or from the book), amount with max, fee, receive amount, the 24 h limit left. */
export function WithdrawForm({ terms }: { terms: NetworkItem }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const [address, setAddress] = useState('');
  const [addressLeft, setAddressLeft] = useState(false);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [checking, setChecking] = useState(false);
  const quota = useWithdrawQuota(terms.currency);
  const book = useAddressBook({ currency: terms.currency, network: terms.network });
  const withdraw = useWithdraw();
  // One client id per intended withdrawal, kept across a retry of the same request.
  const pending = useRef<{ key: string; id: string } | null>(null);

  // Until the quota arrives the balance is unknown: shown as a dash, not as 0, and not checked yet.
  const loaded = quota.data !== undefined;
  const available = quota.data?.available ?? '0';
  const problem = amountProblem(amount, terms, loaded ? available : null, quota.data?.left);
  const addressIssue = addressProblem(address, terms.network);
  // Checked while typing: a wrong address once it is long enough to be a whole one (or left), a
  // wrong amount at once; only an empty field waits for the Withdraw button.
  const showAddress = addressIssue && (touched || (addressIssue === 'addressInvalid' && (addressLeft || address.trim().length >= 25)));
  const showAmount = problem && (touched || problem !== 'amountRequired');
  const amountText = (issue: AmountProblem) =>
    issue === 'format' || issue === 'positive' || issue === 'precision'
      ? amountProblemText(t, issue, terms.precision)
      : t(`funding.${issue}`);
  const fmt = (value: string) => formatAmount(value, terms.precision, intl);

  const onWithdraw = () => {
    setTouched(true);
    if (!problem && !addressIssue && loaded) setChecking(true);
  };

  const send = async (answer: SecurityAnswer) => {
    const body = { currency: terms.currency, network: terms.network, address: address.trim(), amount: canonicalAmount(amount) };
    const key = JSON.stringify(body);
    if (pending.current?.key !== key) pending.current = { key, id: newClientId() };
    try {
      await withdraw.mutateAsync({ ...body, ...answer, client_id: pending.current.id });
      pending.current = null;
      setChecking(false);
      setAmount('');
      setTouched(false);
      notify.success(t('funding.withdrawSubmitted'));
    } catch (error) {
      // A refusal is final; only a lost answer may be retried under the same id.
      if (!(error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'))) pending.current = null;
    }
  };

  const savedOptions = (book.data ?? []).map((a) => ({
    value: a.address,
    label: (
      <span className={styles.option}>
        <strong>{a.note}</strong>
        <span className={styles.mono}>{shortAddress(a.address)}</span>
      </span>
    ),
  }));

  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <Form.Item
        label={t('funding.withdrawAddress')}
        validateStatus={showAddress ? 'error' : undefined}
        help={showAddress ? t(`funding.${addressIssue}`, { network: terms.name }) : undefined}
        extra={<Link to="/user/c-symAddr">{t('funding.manageAddresses')}</Link>}
      >
        <AutoComplete
          value={address}
          options={savedOptions.length > 0 ? [{ label: t('funding.fromBook'), options: savedOptions }] : []}
          onChange={setAddress}
          onBlur={() => setAddressLeft(true)}
          notFoundContent={t('funding.noSavedAddress')}
        >
          <Input size="large" placeholder={t('funding.addressPlaceholder')} data-testid="withdraw-address" autoComplete="off" spellCheck={false} />
        </AutoComplete>
      </Form.Item>
      <Form.Item
        label={t('funding.amount')}
        validateStatus={showAmount ? 'error' : undefined}
        help={showAmount ? <span data-testid="withdraw-amount-problem">{amountText(problem)}</span> : undefined}
      >
        <Input
          size="large"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          onPressEnter={onWithdraw}
          placeholder={t('funding.amountPlaceholder', { min: terms.min_withdraw })}
          data-testid="withdraw-amount"
          suffix={
            <Button type="link" size="small" onClick={() => setAmount(maxAmount(available, quota.data?.left, terms.precision))}>
              {t('funding.max')}
            </Button>
          }
          addonAfter={terms.currency}
        />
      </Form.Item>
      <div className={styles.facts} style={{ marginTop: 0 }}>
        <span>{t('funding.available')}</span>
        <span data-testid="withdraw-available">{`${loaded ? fmt(available) : '–'} ${terms.currency}`}</span>
        <span>{t('funding.minWithdraw')}</span>
        <span>{`${fmt(terms.min_withdraw)} ${terms.currency}`}</span>
        <span>{t('funding.fee')}</span>
        <span data-testid="withdraw-fee">{`${fmt(terms.withdraw_fee)} ${terms.currency}`}</span>
        <span>{t('funding.limitLeft')}</span>
        <span>{quota.data ? `${formatAmount(quota.data.left_usdt, 2, intl)} USDT ${t('funding.limitOf', { limit: formatAmount(quota.data.limit_usdt, 2, intl) })}` : '--'}</span>
      </div>
      <div className={styles.receive} style={{ marginTop: 16 }}>
        <div>
          <div className={styles.label}>{t('funding.receiveAmount')}</div>
          <div className={styles.receiveValue} data-testid="withdraw-receive">{`${fmt(receiveAmount(amount, terms.withdraw_fee))} ${terms.currency}`}</div>
        </div>
        <Button type="primary" size="large" onClick={onWithdraw} data-testid="withdraw-submit" style={{ minWidth: 160 }}>
          {t('funding.withdraw')}
        </Button>
      </div>
      <SecurityCheckDialog
        open={checking}
        busy={withdraw.isPending}
        summary={t('funding.securityCheckText', { amount: problem ? amount.trim() : fmt(canonicalAmount(amount)), currency: terms.currency, address: address.trim(), network: terms.name })}
        onSubmit={(answer) => void send(answer)}
        onCancel={() => setChecking(false)}
      />
    </Form>
  );
}
