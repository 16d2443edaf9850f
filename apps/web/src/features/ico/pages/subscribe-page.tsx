import { Empty, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatPercent } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIcoProjects } from '../api/ico-api';
import { amountText, barPercent, ProjectTags, useRemaining } from '../components/ico-bits';
import styles from '../components/ico.module.css';

/** /subscribe: the ICO projects with status, progress, price, remaining term and end time (SPEC 2 and 3). */
export default function SubscribePage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  useDocumentTitle(t('ico.list.title'));
  const query = useIcoProjects();
  const remaining = useRemaining();
  const list = query.data?.list ?? [];

  return (
    <div className={`container ${styles.page}`} data-testid="ico-list-page">
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('ico.list.title')}</h1>
          <p className={styles.subtitle}>{t('ico.list.subtitle')}</p>
        </div>
        <Link to="/order/sub-hold">{t('ico.list.myOrders')}</Link>
      </div>
      {query.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description={t('ico.list.empty')} />
      ) : (
        <div className={styles.grid}>
          {list.map((p) => (
            <Link key={p.id} to={`/subscribe/${p.id}`} className={styles.card} data-testid={`ico-card-${p.symbol}`}>
              <div className={styles.cardHead}>
                <CoinIcon symbol={p.symbol} logo={p.logo} size={36} />
                <div style={{ minWidth: 0 }}>
                  <div className={styles.name}>{p.name}</div>
                  <div className={styles.symbol}>{p.symbol}</div>
                </div>
                <div className={styles.tags}>
                  <ProjectTags project={p} />
                </div>
              </div>
              <Progress percent={barPercent(p.progress)} format={() => formatPercent(p.progress, intl)} status={p.hot ? 'exception' : 'active'} showInfo />
              <dl className={styles.facts}>
                <div>
                  <dt>{t('ico.list.price')}</dt>
                  <dd>
                    {amountText(p.price, intl)} {p.raise_currency}
                  </dd>
                </div>
                <div>
                  <dt>{t('ico.list.total')}</dt>
                  <dd>
                    {amountText(p.total_supply, intl)} {p.symbol}
                  </dd>
                </div>
                <div>
                  <dt>{t('ico.list.remaining')}</dt>
                  <dd>{p.status === 'ended' ? t('ico.status.ended') : remaining(p.remaining_ms)}</dd>
                </div>
                <div>
                  <dt>{t('ico.list.endTime')}</dt>
                  <dd>{formatDateTime(p.end_at, intl)}</dd>
                </div>
              </dl>
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
