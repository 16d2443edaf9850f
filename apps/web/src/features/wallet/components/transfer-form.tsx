import { SwapOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import Decimal from 'decimal.js';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  transferableCurrencies,
  WALLET_ACCOUNTS,
  type WalletAccount,
} from '@aurelix/shared/schemas/wallet';
import { canonicalAmount, significantDecimals } from '@aurelix/shared/schemas/amount';
import { amountProblemText } from '../../../components/amount-problem';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { usePricingCurrency } from '../../../lib/preferences';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { useCurrencyList } from '../../../lib/reference-data';
import { useWalletAccount } from '../api/post-wallet-account';
import { useWalletTransfer } from '../api/post-wallet-transfer';
import { ACCOUNT_LABELS } from '../utils/accounts';
import { formatQty } from '../utils/format';
import { amountProblem, keepApart, maxTransferable, newClientId, type TransferAmountIssue } from '../utils/transfer-form';
import styles from './wallet.module.css';

const isAccount = (v: string | null): v is WalletAccount => (WALLET_ACCOUNTS as readonly string[]).includes(v ?? '');

/** /wallet/transfer: move money between the user's own wallets, free of charge. */
export function TransferForm() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const [params] = useSearchParams();
  const initialFrom = isAccount(params.get('from')) ? (params.get('from') as WalletAccount) : 'spot';
  const [sides, setSides] = useState(() => keepApart(initialFrom, initialFrom === 'futures' ? 'spot' : 'futures', 'from'));
  const [currency, setCurrency] = useState(params.get('currency')?.toUpperCase() ?? 'USDT');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pricing = usePricingCurrency();
  const currencies = useCurrencyList();
  const source = useWalletAccount(sides.from, pricing.code);
  const transfer = useWalletTransfer();
  // One client id per intended transfer: a retry after a timeout reuses it, so money moves once.
  const pending = useRef<{ key: string; id: string } | null>(null);

  const choices = useMemo(
    () => transferableCurrencies(sides.from, sides.to, currencies.data ?? []),
    [sides, currencies.data],
  );
  const selected = choices.some((c) => c.symbol === currency) ? currency : (choices[0]?.symbol ?? '');
  // Until the source account's balances arrive there is nothing to show or check against: a 0
  // there would tell the user they have nothing.
  const loaded = source.data !== undefined;
  const available = source.data?.assets.find((a) => a.currency === selected)?.available ?? '0';
  const precision = choices.find((c) => c.symbol === selected)?.precision ?? 18;
  const problem = amountProblem(amount, loaded ? available : null, precision);
  const problemText = (issue: TransferAmountIssue) => {
    if (issue === 'required') return t('wallet.transfer.amountRequired');
    if (issue === 'tooLarge') return t('wallet.transfer.amountTooLarge');
    return amountProblemText(t, issue, precision);
  };

  const pick = (changed: 'from' | 'to', value: WalletAccount) =>
    setSides((s) => keepApart(changed === 'from' ? value : s.from, changed === 'to' ? value : s.to, changed));

  const { submit: send, busy: sending } = useBusySubmitGuard(async () => {
    const body = { currency: selected, from: sides.from, to: sides.to, amount: canonicalAmount(amount) };
    const key = JSON.stringify(body);
    if (pending.current?.key !== key) pending.current = { key, id: newClientId() };
    try {
      await transfer.mutateAsync({ ...body, client_id: pending.current.id });
      pending.current = null;
      setConfirming(false);
      setAmount('');
      setTouched(false);
      notify.success(t('wallet.transfer.success'));
    } catch (error) {
      // A business refusal is final; only a lost answer may be retried with the same id.
      if (!(error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'))) pending.current = null;
      setConfirming(false);
    }
  });

  const onSubmit = () => {
    setTouched(true);
    if (!selected || problem || !loaded) return;
    setConfirming(true);
  };

  const accountOptions = WALLET_ACCOUNTS.map((a) => ({ value: a, label: t(ACCOUNT_LABELS[a]) }));
  // What is wrong with the typed text shows at once; a missing or too large quantity after a blur or submit.
  const showProblem = problem && (touched || (problem !== 'required' && problem !== 'tooLarge')) ? problem : null;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={onSubmit} data-testid="transfer-form" className={styles.panel}>
      <div className={styles.transferSides}>
        <Form.Item label={t('wallet.transfer.from')} htmlFor="transfer-from" style={{ flex: 1, marginBottom: 0 }}>
          <Select id="transfer-from" value={sides.from} options={accountOptions} onChange={(v) => pick('from', v)} data-testid="transfer-from" />
        </Form.Item>
        <Button
          aria-label={t('wallet.transfer.swap')}
          icon={<SwapOutlined aria-hidden />}
          onClick={() => setSides((s) => ({ from: s.to, to: s.from }))}
          className={styles.swap}
          data-testid="transfer-swap"
        />
        <Form.Item label={t('wallet.transfer.to')} htmlFor="transfer-to" style={{ flex: 1, marginBottom: 0 }}>
          <Select id="transfer-to" value={sides.to} options={accountOptions} onChange={(v) => pick('to', v)} data-testid="transfer-to" />
        </Form.Item>
      </div>
      <Form.Item
        label={t('wallet.transfer.currency')}
        htmlFor="transfer-currency"
        validateStatus={touched && !selected ? 'error' : undefined}
        help={!currencies.isPending && choices.length === 0 ? t('wallet.transfer.noCurrency') : undefined}
        style={{ marginTop: 16 }}
      >
        <Select
          id="transfer-currency"
          value={selected || undefined}
          onChange={setCurrency}
          loading={currencies.isPending}
          showSearch
          data-testid="transfer-currency"
          options={choices.map((c) => ({
            value: c.symbol,
            label: (
              <span className={styles.coin}>
                <CoinIcon symbol={c.symbol} logo={c.logo} size={18} />
                {c.symbol}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        label={t('wallet.transfer.amount')}
        htmlFor="transfer-amount"
        validateStatus={showProblem ? 'error' : undefined}
        help={showProblem ? problemText(showProblem) : undefined}
        extra={
          <span data-testid="transfer-available">
            {t('wallet.transfer.available', { amount: loaded ? formatQty(available, precision, intl) : '–', currency: selected })}
          </span>
        }
      >
        <Input
          id="transfer-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => amount !== '' && setTouched(true)}
          placeholder={t('wallet.transfer.amountPlaceholder')}
          data-testid="transfer-amount"
          suffix={
            <Button
              type="link"
              size="small"
              onClick={() => setAmount(maxTransferable(available, precision))}
              disabled={new Decimal(maxTransferable(available, precision)).lte(0)}
              data-testid="transfer-max"
            >
              {t('wallet.transfer.max')}
            </Button>
          }
        />
      </Form.Item>
      <p className={styles.note}>{t('wallet.transfer.noFee')}</p>
      {/* Busy until the source balance arrives: there is nothing to check the amount against yet. */}
      <Button type="primary" htmlType="submit" block size="large" loading={source.isPending} style={{ marginTop: 16 }} data-testid="transfer-submit">
        {t('wallet.transfer.submit')}
      </Button>
      <Modal
        open={confirming}
        title={t('wallet.transfer.confirmTitle')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onOk={() => send()}
        onCancel={() => setConfirming(false)}
        confirmLoading={sending}
        okButtonProps={{ 'data-testid': 'transfer-confirm' } as ButtonProps}
        destroyOnHidden
      >
        <p data-testid="transfer-confirm-text">
          {t('wallet.transfer.confirmText', {
            amount: problem ? amount.trim() : formatQty(canonicalAmount(amount), significantDecimals(canonicalAmount(amount)), intl),
            currency: selected,
            from: t(ACCOUNT_LABELS[sides.from]),
            to: t(ACCOUNT_LABELS[sides.to]),
          })}
        </p>
      </Modal>
    </Form>
  );
}
