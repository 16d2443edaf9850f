import { useEffect, useRef, useState } from 'react';
import { Button, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { FuturesContractView, FuturesPositionView, MarginMode } from '@aurelix/shared/schemas/futures';
import { NAME_STATUS } from '@aurelix/shared/schemas/identity';
import { ButtonLink } from '../../../components/ui/button-link';
import { VisitorPrompt } from '../../../components/visitor-actions';
import { draftText, dropVisitorDraft, readVisitorDraft, saveVisitorDraft } from '../../../lib/visitor-draft';
import { isLoggedIn, useSession } from '../../../lib/session';
import { notify } from '../../../lib/notify';
import { useChangeFuturesSettings, useSettingsChanging } from '../api/settings';
import type { PickedPrice } from '../../spot/components/order-form';
import { useFuturesAccount } from '../api/get-futures-account';
import type { FormMode } from '../utils/futures-form';
import { FuturesOrderForm, type FormLimits, type VisitorForm } from './futures-order-form';
import { FuturesTriggerForm } from './futures-trigger-form';
import { LeverageDialog } from './leverage-dialog';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

type Tab = 'limit' | 'market' | 'trigger';
const TABS: Tab[] = ['limit', 'market', 'trigger'];
/** What a visitor typed, kept across the login or sign-up (lib/visitor-draft). */
type PanelDraft = Partial<Record<string, unknown>> | null;

interface TradePanelProps {
  contract: FuturesContractView;
  positions: FuturesPositionView[] | undefined;
  picked: PickedPrice | null;
}

/** Who may trade: visitors log in, users verify their identity first (SPEC 6). */
export type TradeAccess = 'visitor' | 'unverified' | 'pending' | 'rejected' | 'verified';

export function useTradeAccess(): TradeAccess {
  const session = useSession();
  if (!isLoggedIn(session)) return 'visitor';
  const status = session.user?.info?.name_status;
  if (status === NAME_STATUS.APPROVED) return 'verified';
  if (status === NAME_STATUS.PENDING) return 'pending';
  if (status === NAME_STATUS.REJECTED) return 'rejected';
  return 'unverified';
}

/** The order form's frame: margin mode, leverage, limit / market / trigger tabs and open / close. */
export function FuturesTradePanel({ contract, positions, picked }: TradePanelProps) {
  const { t } = useTranslation();
  const access = useTradeAccess();
  const location = useLocation();
  // What a visitor typed before logging in or signing up comes back here; a trader's form uses it up.
  const [draft] = useState<PanelDraft>(() => readVisitorDraft(location.pathname));
  const [tab, setTab] = useState<Tab>(() => TABS.find((x) => x === draft?.tab) ?? 'limit');
  const [mode, setMode] = useState<FormMode>(() => (draft?.mode === 'close' ? 'close' : 'open'));
  useEffect(() => {
    if (access === 'verified') dropVisitorDraft(location.pathname);
  }, [access, location.pathname]);
  const frame = { contract, positions, picked, tab, setTab, mode, setMode, draft };

  return (
    <section className={spot.panel} aria-label={t('futures.form.title')} data-testid="futures-trade-panel">
      {access === 'verified' ? (
        <VerifiedPanel {...frame} />
      ) : access === 'visitor' ? (
        <VisitorPanel {...frame} />
      ) : (
        <>
          <TypeTabs tab={tab} setTab={setTab} />
          <Gate access={access} />
        </>
      )}
    </section>
  );
}

function TypeTabs({ tab, setTab }: { tab: Tab; setTab: (t: Tab) => void }) {
  const { t } = useTranslation();
  return (
    <div className={spot.panelHead}>
      <div role="tablist" className={spot.tabs} aria-label={t('futures.form.orderType')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={tab === key ? `${spot.tab} ${spot.tabActive}` : spot.tab}
            onClick={() => setTab(key)}
            data-testid={`futures-type-${key}`}
          >
            {t(`futures.form.${key}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** What a user whose identity is not verified yet sees in place of the form. */
function Gate({ access }: { access: Exclude<TradeAccess, 'verified' | 'visitor'> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.gate} data-testid="futures-unverified" role="status">
      <p>{t(`futures.gate.${access}`)}</p>
      <ButtonLink to="/user/identity" variant="primary">
        {access === 'pending' ? t('futures.gate.view') : t('futures.gate.verify')}
      </ButtonLink>
    </div>
  );
}

interface VerifiedProps extends TradePanelProps {
  tab: Tab;
  setTab: (t: Tab) => void;
  mode: FormMode;
  setMode: (m: FormMode) => void;
  draft: PanelDraft;
}

/**
 * A visitor's panel (issue 30): the whole form at the leverage and margin mode a new account starts
 * with (the server's defaults: 20x or the contract's maximum, cross), nothing of an account; its
 * buttons read "Log in" and "Sign up", and a setting clicked asks to log in first. What was typed
 * comes back after the login or sign-up.
 */
function VisitorPanel({ contract, picked, tab, setTab, mode, setMode, draft }: VerifiedProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [prompt, setPrompt] = useState(false);
  const fields = useRef<Record<string, string>>({});
  const leverage = Math.min(20, contract.max_leverage);
  const limits: FormLimits = { leverage, settled: true, maxOpen: { long: undefined, short: undefined }, closable: { long: '0', short: '0' }, available: undefined };
  const visitor: VisitorForm = {
    initial: (key) => draftText(draft, key),
    fields,
    keep: () => saveVisitorDraft(location.pathname, { tab, mode, ...fields.current }),
  };
  return (
    <div data-testid="futures-visitor">
      <div className={styles.controls}>
        <Segmented<MarginMode>
          size="small"
          block
          value="cross"
          onChange={() => setPrompt(true)}
          aria-label={t('futures.marginMode.label')}
          className={styles.marginMode}
          data-testid="margin-mode"
          options={[
            { value: 'cross', label: t('futures.marginMode.cross') },
            { value: 'isolated', label: t('futures.marginMode.isolated') },
          ]}
        />
        <Button size="small" onClick={() => setPrompt(true)} data-testid="leverage-button">
          {t('futures.leverage.button', { leverage })}
        </Button>
      </div>
      <TypeTabs tab={tab} setTab={setTab} />
      <div className={styles.formBody}>
        <ModeSwitch mode={mode} setMode={setMode} />
        {tab === 'trigger' ? (
          <FuturesTriggerForm contract={contract} mode={mode} limits={limits} picked={picked} visitor={visitor} />
        ) : (
          <FuturesOrderForm contract={contract} mode={mode} type={tab} limits={limits} picked={picked} visitor={visitor} />
        )}
      </div>
      <VisitorPrompt open={prompt} text={t('futures.form.loginFirst')} keepDraft={visitor.keep} onClose={() => setPrompt(false)} />
    </div>
  );
}

function ModeSwitch({ mode, setMode }: { mode: FormMode; setMode: (m: FormMode) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented<FormMode>
      block
      value={mode}
      onChange={setMode}
      aria-label={t('futures.form.mode')}
      data-testid="futures-mode"
      options={[
        { value: 'open', label: t('futures.form.open') },
        { value: 'close', label: t('futures.form.close') },
      ]}
    />
  );
}

function VerifiedPanel({ contract, positions, picked, tab, setTab, mode, setMode, draft }: VerifiedProps) {
  const { t } = useTranslation();
  const account = useFuturesAccount(contract.symbol);
  const settings = account.data?.settings ?? undefined;
  const change = useChangeFuturesSettings(contract.symbol);
  const changing = useSettingsChanging(contract.symbol);
  // Only the leverage the server holds is shown and confirmed: none until the account is read.
  const leverage = settings?.leverage;
  const marginMode: MarginMode | undefined = settings?.margin_mode;
  const [levOpen, setLevOpen] = useState(false);
  const closableOf = (side: 'long' | 'short') => positions?.find((p) => p.side === side)?.closable ?? '0';
  const limits: FormLimits = {
    leverage,
    settled: leverage !== undefined && !changing,
    maxOpen: { long: settings?.max_open_long, short: settings?.max_open_short },
    closable: { long: closableOf('long'), short: closableOf('short') },
    available: account.data?.available,
  };

  const changeMode = async (next: MarginMode) => {
    try {
      await change.mutateAsync({ margin_mode: next });
      notify.success(t('futures.marginMode.changed'));
    } catch {
      /* the server's message was shown */
    }
  };

  return (
    <>
      <div className={styles.controls}>
        <Segmented<MarginMode>
          size="small"
          block
          value={marginMode}
          disabled={!limits.settled}
          onChange={(v) => void changeMode(v)}
          aria-label={t('futures.marginMode.label')}
          className={styles.marginMode}
          data-testid="margin-mode"
          options={[
            { value: 'cross', label: t('futures.marginMode.cross') },
            { value: 'isolated', label: t('futures.marginMode.isolated') },
          ]}
        />
        <Button size="small" onClick={() => setLevOpen(true)} disabled={leverage === undefined} loading={changing} data-testid="leverage-button">
          {leverage === undefined ? t('futures.form.leverage') : t('futures.leverage.button', { leverage })}
        </Button>
      </div>
      <TypeTabs tab={tab} setTab={setTab} />
      <div className={styles.formBody}>
        <ModeSwitch mode={mode} setMode={setMode} />
        {!contract.trading && mode === 'open' ? (
          <p className={styles.soon}>{t('futures.form.paused')}</p>
        ) : tab === 'trigger' ? (
          <FuturesTriggerForm contract={contract} mode={mode} limits={limits} picked={picked} initial={(key) => draftText(draft, key)} />
        ) : (
          <FuturesOrderForm contract={contract} mode={mode} type={tab} limits={limits} picked={picked} initial={(key) => draftText(draft, key)} />
        )}
      </div>
      {leverage !== undefined && <LeverageDialog contract={contract} open={levOpen} current={leverage} onClose={() => setLevOpen(false)} />}
    </>
  );
}
