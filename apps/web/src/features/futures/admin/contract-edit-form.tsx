import { Alert, App, Button, Input, Select, Switch, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@aurelix/shared/errors';
import { FUNDING_INTERVAL_HOURS, type AdminFuturesContract, type AdminFuturesContractBody, type FundingIntervalHours } from '@aurelix/shared/schemas/futures';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatRate } from '../utils/format';
import { useUpdateFuturesContract } from './admin-api';
import { bodyOf, draftOf, newRowKey, type BracketDraft, type ContractDraft } from './contract-draft';
import styles from './futures-admin.module.css';

type BracketField = Exclude<keyof BracketDraft, 'key'>;

/** A rate's percent next to its field ("0.0005" reads "0.0500%"), so a slipped zero shows at once. */
function RateHint({ value }: { value: string }) {
  const { intl } = useLocale();
  const text = formatRate(value, intl).replace(/^\+/, '');
  return <span className={styles.hint}>{text === '--' ? '' : `= ${text}`}</span>;
}

/**
 * Edit one contract (issue 16 item 10): fees, the whole bracket table, the price band of orders
 * (issue 26), the funding interval and trading on/off, saved after a confirmation. The shared schema checks each field here; the
 * server's engine checks the table as a whole and its message shows above the table.
 */
export function ContractEditForm({ contract, onDone }: { contract: AdminFuturesContract; onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [draft, setDraft] = useState<ContractDraft>(() => draftOf(contract));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateFuturesContract();
  const { modal } = App.useApp();

  const change = (patch: Partial<ContractDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const setCell = (key: number, field: BracketField, value: string) =>
    change({ brackets: draft.brackets.map((b) => (b.key === key ? { ...b, [field]: value } : b)) });
  const addRow = () => {
    const last = draft.brackets[draft.brackets.length - 1];
    change({
      brackets: [...draft.brackets, { key: newRowKey(), cap: '', max_leverage: last?.max_leverage ?? '1', maintenance_rate: last?.maintenance_rate ?? '', maintenance_amount: last?.maintenance_amount ?? '0' }],
    });
  };
  const removeRow = (key: number) => change({ brackets: draft.brackets.filter((b) => b.key !== key) });

  const save = async (body: AdminFuturesContractBody) => {
    try {
      await update.mutateAsync(body);
      notify.success(t('futures.admin.saved', { symbol: contract.symbol }));
      onDone();
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : t('futures.admin.saveFailed'));
    }
  };

  /** Checks every field with the shared schema, then asks before anything is sent. */
  const confirmSave = () => {
    const r = bodyOf(contract.symbol, draft);
    if (!r.ok) {
      setProblem(errorMessage(r.key, locale));
      return;
    }
    modal.confirm({
      title: t('futures.admin.confirmTitle', { symbol: contract.symbol }),
      content: draft.trading ? t('futures.admin.confirmText') : t('futures.admin.confirmTradingOff'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-save' } as Record<`data-${string}`, string>,
      onOk: () => save(r.body),
    });
  };

  const cell = (field: BracketField, placeholder?: string) => (_: unknown, b: BracketDraft, index: number) => (
    <Input
      size="small"
      inputMode="decimal"
      value={b[field]}
      placeholder={placeholder}
      aria-label={`${t(`futures.admin.bracket.${field}`)} ${index + 1}`}
      data-testid={`bracket-${field}-${index}`}
      onChange={(e) => setCell(b.key, field, e.target.value)}
    />
  );

  const field = (label: string, key: 'maker_fee_rate' | 'taker_fee_rate') => (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <Input inputMode="decimal" value={draft[key]} data-testid={`fee-${key}`} onChange={(e) => change({ [key]: e.target.value })} />
      <RateHint value={draft[key]} />
    </label>
  );

  return (
    <div className={styles.form} data-testid="contract-edit-form">
      <section>
        <h3 className={styles.sectionTitle}>{t('futures.admin.fees')}</h3>
        <div className={styles.fieldRow}>
          {field(t('futures.admin.makerFee'), 'maker_fee_rate')}
          {field(t('futures.admin.takerFee'), 'taker_fee_rate')}
        </div>
        <p className={styles.note}>{t('futures.admin.feeNote')}</p>
      </section>

      <section>
        <h3 className={styles.sectionTitle}>{t('futures.admin.brackets')}</h3>
        <p className={styles.note}>{t('futures.admin.bracketsNote')}</p>
        {problem && <Alert type="error" showIcon title={problem} className={styles.problem} data-testid="edit-problem" />}
        <Table<BracketDraft>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={draft.brackets}
          scroll={{ x: 640 }}
          columns={[
            { title: '#', key: 'n', width: 36, render: (_: unknown, __: BracketDraft, i: number) => i + 1 },
            { title: t('futures.admin.bracket.cap'), key: 'cap', render: cell('cap', t('futures.admin.noCap')) },
            { title: t('futures.admin.bracket.max_leverage'), key: 'lev', width: 96, render: cell('max_leverage') },
            {
              title: t('futures.admin.bracket.maintenance_rate'),
              key: 'rate',
              render: (v, b, i) => (
                <div className={styles.rateCell}>
                  {cell('maintenance_rate')(v, b, i)}
                  <RateHint value={b.maintenance_rate} />
                </div>
              ),
            },
            { title: t('futures.admin.bracket.maintenance_amount'), key: 'amount', render: cell('maintenance_amount') },
            {
              title: '',
              key: 'remove',
              width: 44,
              render: (_: unknown, b: BracketDraft, i: number) => (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('futures.admin.removeRow', { n: i + 1 })}
                  data-testid={`bracket-remove-${i}`}
                  disabled={draft.brackets.length === 1}
                  onClick={() => removeRow(b.key)}
                />
              ),
            },
          ]}
        />
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={addRow} className={styles.addRow} data-testid="bracket-add">
          {t('futures.admin.addRow')}
        </Button>
      </section>

      <section className={styles.fieldRow}>
        <label className={styles.field}>
          <span className={styles.label}>{t('futures.admin.priceBand')}</span>
          <Input inputMode="decimal" value={draft.price_band} suffix="%" data-testid="price-band" onChange={(e) => change({ price_band: e.target.value })} />
          <span className={styles.hint}>{t('futures.admin.priceBandNote')}</span>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('futures.admin.fundingInterval')}</span>
          <Select<FundingIntervalHours>
            value={draft.funding_interval_hours}
            data-testid="funding-interval"
            onChange={(v) => change({ funding_interval_hours: v })}
            options={FUNDING_INTERVAL_HOURS.map((h) => ({ value: h, label: t('futures.admin.everyHours', { hours: h }) }))}
          />
          <span className={styles.hint}>{t('futures.admin.fundingNote')}</span>
        </label>
        <div className={styles.field}>
          <span className={styles.label}>{t('futures.admin.trading')}</span>
          <Switch
            checked={draft.trading}
            style={{ alignSelf: 'flex-start' }}
            aria-label={t('futures.admin.trading')}
            data-testid="trading-switch"
            onChange={(v) => change({ trading: v })}
          />
          <span className={styles.hint}>{draft.trading ? t('futures.admin.tradingOnNote') : t('futures.admin.tradingOffNote')}</span>
        </div>
      </section>

      <div className={styles.actions}>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" loading={update.isPending} onClick={confirmSave} data-testid="save-contract">
          {t('futures.admin.save')}
        </Button>
      </div>
    </div>
  );
}
