import { App, Button, Grid, InputNumber, Progress, Result, Skeleton } from 'antd';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { IcoMine, IcoProject } from '@aurelix/shared/schemas/ico';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatPercent } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIcoProject, useSubscribe, useThaw } from '../api/ico-api';
import { amountText, barPercent, ProjectTags, SubStatusTag, useRemaining } from '../components/ico-bits';
import styles from '../components/ico.module.css';

function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Participate / add more: whole lots, the cost, the 'join subscription' confirmation (SPEC 8). */
function SubscribeBox({ project, mine }: { project: IcoProject; mine: IcoMine | null }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const { modal } = App.useApp();
  const session = useSession();
  const subscribe = useSubscribe();
  const [lots, setLots] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lotCost = new Decimal(project.lot_size).times(project.price);
  const open = project.status === 'in_progress' || project.status === 'ending_soon';

  if (!isLoggedIn(session)) {
    return (
      <Link to="/login">
        <Button type="primary" block data-testid="ico-login">
          {t('ico.actions.login')}
        </Button>
      </Link>
    );
  }
  if (!open) {
    return (
      <p className={styles.muted} data-testid="ico-closed">
        {project.status === 'upcoming' ? t('ico.actions.notStarted', { time: formatDateTime(project.start_at, intl) }) : t('ico.actions.ended')}
      </p>
    );
  }
  const available = mine?.available_lots ?? 0;
  const room = project.max_lots - (mine?.lots ?? 0);

  const submit = () => {
    if (lots === null || lots <= 0) return setProblem(t('ico.actions.required'));
    if (!Number.isInteger(lots)) return setProblem(t('ico.actions.whole'));
    if (lots > room) return setProblem(t('ico.actions.tooMany', { count: room }));
    setProblem(null);
    const amount = amountText(lotCost.times(lots).toFixed(), intl);
    modal.confirm({
      title: t('ico.actions.confirmTitle'),
      content: t('ico.actions.confirmText', { lots, symbol: project.symbol, tokens: amountText(new Decimal(project.lot_size).times(lots).toFixed(), intl), amount }),
      okText: t('ico.actions.confirmOk'),
      cancelText: t('ico.actions.cancel'),
      centered: true,
      okButtonProps: { ...({ 'data-testid': 'ico-confirm' } as object) },
      onOk: async () => {
        try {
          await subscribe.mutateAsync({ id: project.id, lots });
          notify.success(t('ico.actions.subscribed'));
          setLots(null);
        } catch {
          /* the server's message was shown */
        }
      },
    });
  };

  return (
    <div className={styles.form} data-testid="ico-subscribe-box">
      <div className={styles.row}>
        <span>{t('ico.detail.balance')}</span>
        <span className={styles.num} data-testid="ico-balance">
          {amountText(mine?.balance ?? '0', intl)} {project.raise_currency}
        </span>
      </div>
      <div className={styles.row}>
        <span>{t('ico.detail.available')}</span>
        <span className={styles.num} data-testid="ico-available">
          {t('ico.detail.lots', { count: available })}
        </span>
      </div>
      <div className={styles.row}>
        <span>{t('ico.detail.lotPrice')}</span>
        <span className={styles.num}>
          {amountText(lotCost.toFixed(), intl)} {project.raise_currency}
        </span>
      </div>
      <label className={styles.muted} htmlFor="ico-lots">
        {t('ico.actions.lots')}
      </label>
      <InputNumber
        id="ico-lots"
        style={{ width: '100%' }}
        min={1}
        max={Math.max(1, room)}
        precision={0}
        value={lots}
        placeholder={t('ico.actions.lotsPlaceholder')}
        onChange={(v) => setLots(v === null ? null : Number(v))}
        status={problem ? 'error' : undefined}
        data-testid="ico-lots"
      />
      {problem && (
        <span role="alert" style={{ color: 'var(--down, #f6465d)', fontSize: 12 }}>
          {problem}
        </span>
      )}
      {lots !== null && lots > 0 && (
        <span className={styles.muted}>{t('ico.actions.cost', { amount: amountText(lotCost.times(lots).toFixed(), intl) })}</span>
      )}
      {room <= 0 ? (
        <p className={styles.muted}>{t('ico.actions.maxReached')}</p>
      ) : (
        <Button type="primary" block onClick={submit} loading={subscribe.isPending} data-testid="ico-participate">
          {(mine?.lots ?? 0) > 0 ? t('ico.actions.addMore') : t('ico.actions.participate')}
        </Button>
      )}
      <Link to="/wallet/transfer">{t('ico.actions.transfer')}</Link>
    </div>
  );
}

/** /subscribe/:id: every field of SPEC 3, the participate / add more actions, the lottery and thawing. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const id = Number(useParams().id);
  const query = useIcoProject(id);
  const thaw = useThaw();
  const remaining = useRemaining();
  // On a phone the subscription form comes right after the figures, not below the whole page.
  const narrow = !Grid.useBreakpoint().lg;
  const project = query.data?.project;
  useDocumentTitle(project ? `${project.name} (${project.symbol})` : t('ico.list.title'));

  if (query.isError || !Number.isInteger(id))
    return (
      <Result
        status="404"
        title={t('ico.detail.notFound')}
        extra={
          <Link to="/subscribe">
            <Button type="primary">{t('ico.detail.back')}</Button>
          </Link>
        }
      />
    );
  if (!project) return <Skeleton active className="container" />;
  const mine = query.data?.mine ?? null;
  const n = (v: string, unit: string) => `${amountText(v, intl)} ${unit}`;
  const doThaw = async () => {
    try {
      const r = await thaw.mutateAsync(project.id);
      notify.success(t('ico.actions.thawed', { amount: amountText(r.released, intl), symbol: r.symbol }));
    } catch {
      /* shown */
    }
  };

  return (
    <div className={`container ${styles.page}`} data-testid="ico-project-page">
      <div className={styles.head}>
        <div className={styles.cardHead}>
          <CoinIcon symbol={project.symbol} logo={project.logo} size={40} />
          <div style={{ minWidth: 0 }}>
            <h1 className={styles.title}>{project.name}</h1>
            <div className={styles.symbol}>{project.symbol}</div>
          </div>
          <div className={styles.tags}>
            <ProjectTags project={project} />
          </div>
        </div>
        <Link to="/subscribe">{t('ico.detail.back')}</Link>
      </div>
      <div className={styles.layout}>
        <div>
          <section className={styles.section}>
            <Progress percent={barPercent(project.progress)} format={() => formatPercent(project.progress, intl)} status={project.hot ? 'exception' : 'active'} />
            <dl className={styles.wideFacts} style={{ marginTop: 12 }}>
              <Fact label={t('ico.list.price')} value={n(project.price, project.raise_currency)} />
              <Fact label={t('ico.list.total')} value={n(project.total_supply, project.symbol)} />
              <Fact label={t('ico.detail.lotSize')} value={n(project.lot_size, project.symbol)} />
              <Fact label={t('ico.detail.offered')} value={project.offered_lots} />
              <Fact label={t('ico.detail.subscribed')} value={t('ico.detail.lots', { count: project.subscribed_lots })} testId="ico-subscribed" />
              <Fact label={t('ico.detail.completion')} value={formatPercent(project.progress, intl)} />
              <Fact label={t('ico.detail.max')} value={t('ico.detail.lots', { count: project.max_lots })} />
              <Fact label={t('ico.detail.freezeRatio')} value={formatPercent(new Decimal(project.freeze_ratio).times(100), intl)} />
              <Fact label={t('ico.detail.winningRate')} value={project.winning_rate === null ? '--' : `${project.winning_rate}%`} testId="ico-winning-rate" />
              <Fact label={t('ico.list.remaining')} value={project.status === 'ended' ? t('ico.status.ended') : remaining(project.remaining_ms)} />
              <Fact label={t('ico.detail.recruitTime')} value={`${formatDateTime(project.start_at, intl)} – ${formatDateTime(project.end_at, intl)}`} />
              <Fact label={t('ico.list.endTime')} value={formatDateTime(project.end_at, intl)} />
            </dl>
          </section>
          {narrow && (
            <section className={styles.section}>
              <SubscribeBox project={project} mine={mine} />
            </section>
          )}
          {mine && mine.status !== null && (
            <section className={styles.section} data-testid="ico-mine">
              <h2>
                {t('ico.detail.mine')} <SubStatusTag status={mine.status} />
              </h2>
              <dl className={styles.wideFacts}>
                <Fact label={t('ico.detail.subscribed')} value={t('ico.detail.lots', { count: mine.lots })} testId="mine-lots" />
                <Fact label={t('ico.detail.payment')} value={n(mine.paid, project.raise_currency)} testId="mine-paid" />
                <Fact label={t('ico.detail.winningLots')} value={project.allocated ? mine.won_lots : '--'} testId="mine-won" />
                <Fact label={t('ico.detail.consumption')} value={project.allocated ? n(mine.consumption, project.raise_currency) : '--'} testId="mine-consumption" />
                <Fact label={t('ico.detail.refund')} value={project.allocated ? n(mine.refund, project.raise_currency) : '--'} testId="mine-refund" />
                <Fact label={t('ico.detail.tokens')} value={project.allocated ? n(mine.tokens, project.symbol) : '--'} testId="mine-tokens" />
                <Fact
                  label={t('ico.detail.frozen')}
                  value={project.allocated ? n(mine.frozen, project.symbol) : n(mine.paid, project.raise_currency)}
                  testId="mine-frozen"
                />
                <Fact
                  label={t('ico.detail.free')}
                  value={project.allocated ? n(new Decimal(mine.tokens).minus(mine.frozen).toFixed(), project.symbol) : '--'}
                  testId="mine-free"
                />
                <Fact label={t('ico.detail.released')} value={n(mine.released, project.symbol)} testId="mine-released" />
              </dl>
              {project.allocated && new Decimal(mine.thawable).gt(0) && (
                <Button type="primary" onClick={doThaw} loading={thaw.isPending} style={{ marginTop: 12 }} data-testid="ico-thaw">
                  {t('ico.actions.thaw')} · {n(mine.thawable, project.symbol)}
                </Button>
              )}
            </section>
          )}
          <section className={styles.section}>
            <h2>{t('ico.detail.about')}</h2>
            <p className={styles.description}>{project.description}</p>
            {project.links.length > 0 && (
              <ul className={styles.links}>
                {project.links.map((l) => (
                  <li key={l.url}>
                    <a href={l.url} target="_blank" rel="noreferrer noopener">
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div>
          {!narrow && (
            <section className={styles.section}>
              <SubscribeBox project={project} mine={mine} />
            </section>
          )}
          <section className={styles.section}>
            <h2>{t('ico.detail.thawSchedule')}</h2>
            {project.thaw_schedule.length === 0 || Number(project.freeze_ratio) === 0 ? (
              <p className={styles.muted}>{t('ico.detail.noFreeze')}</p>
            ) : (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {project.thaw_schedule.map((s) => (
                  <li key={s.days}>{s.days === 0 ? t('ico.detail.atEnd', { percent: s.percent }) : t('ico.detail.afterDays', { percent: s.percent, days: s.days })}</li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} data-testid="ico-lottery">
            <h2>{t('ico.detail.lottery')}</h2>
            <div className={styles.muted}>{t('ico.detail.seedHash')}</div>
            <div className={styles.mono} data-testid="ico-seed-hash">
              {project.seed_hash}
            </div>
            <div className={styles.muted} style={{ marginTop: 8 }}>
              {t('ico.detail.seed')}
            </div>
            <div className={styles.mono} data-testid="ico-seed">
              {project.seed ?? t('ico.detail.seedHidden')}
            </div>
            <p className={styles.muted} style={{ marginTop: 8 }} data-testid="ico-verify">
              {t('ico.detail.verify')} <Link to="/user/helpDetail?slug=ico-subscription">{t('ico.detail.verifyMore')}</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
