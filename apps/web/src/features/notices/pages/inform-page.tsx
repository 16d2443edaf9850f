import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Notice } from '@aurelix/shared/schemas/notices';
import { useLocale } from '../../../i18n/use-locale';
import { notify } from '../../../lib/notify';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useSubmitGuard } from '../../../lib/submit-guard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { markAllNoticesRead, markNoticeRead, NOTICES_KEY, useNotices } from '../api/notices-api';
import styles from './inform.module.css';

const PAGE_SIZE = 10;

function NoticeItem({ notice, onRead }: { notice: Notice; onRead: (id: number) => void }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  return (
    <li className={notice.read ? styles.item : `${styles.item} ${styles.unread}`} data-testid={`notice-${notice.id}`} data-read={notice.read}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.body}>
        <div className={styles.row}>
          <h2 className={styles.itemTitle}>{notice.title}</h2>
          <time className={styles.time} dateTime={notice.created_at}>
            {new Date(notice.created_at).toLocaleString(intl)}
          </time>
        </div>
        <p className={styles.content}>{notice.content}</p>
      </div>
      {!notice.read && (
        <Button size="small" type="text" className={styles.mark} onClick={() => onRead(notice.id)} data-testid={`notice-read-${notice.id}`}>
          {t('notices.markRead')}
        </Button>
      )}
    </li>
  );
}

/** /inform (public in SPEC 2): visitors see a log-in prompt; users their notices, newest first. */
export default function InformPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  useDocumentTitle(t('notices.title'));
  return (
    <div className={styles.page} data-testid="inform-page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('notices.title')}</h1>
      </div>
      {isLoggedIn(session) ? (
        <NoticeList />
      ) : (
        <div className={styles.panel} data-testid="inform-visitor">
          <Empty image={<BellOutlined aria-hidden className={styles.emptyIcon} />} description={t('errors.loginFirst')}>
            <Link to="/login" state={{ from: location.pathname }}>
              <Button type="primary">{t('notices.logIn')}</Button>
            </Link>
          </Empty>
        </div>
      )}
    </div>
  );
}

function NoticeList() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const notices = useNotices(page, PAGE_SIZE, locale);
  const data = notices.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY });

  const readOne = useSubmitGuard(async (id: number) => {
    try {
      await markNoticeRead(id);
      await refresh();
    } catch {
      /* shown by the API client */
    }
  }, 300);
  const readAll = useSubmitGuard(async () => {
    try {
      await markAllNoticesRead();
      notify.success(t('notices.allReadToast'));
      await refresh();
    } catch {
      /* shown by the API client */
    }
  });

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={styles.summary} data-testid="inform-unread">
          {t('notices.unreadCount', { count: data?.unread ?? 0 })}
        </span>
        <Button size="small" onClick={readAll} disabled={!data || data.unread === 0} data-testid="inform-read-all">
          {t('notices.markAllRead')}
        </Button>
      </div>
      {notices.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : notices.isError && !data ? (
        <Alert type="error" showIcon message={t('errors.loadFailed')} action={<Button onClick={() => void notices.refetch()}>{t('common.retry')}</Button>} />
      ) : !data || data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} data-testid="inform-empty" />
      ) : (
        <>
          <ul className={styles.list} data-testid="inform-list">
            {data.list.map((n) => (
              <NoticeItem key={n.id} notice={n} onRead={readOne} />
            ))}
          </ul>
          {data.total > PAGE_SIZE && (
            <Pagination className={styles.pager} current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} size="small" />
          )}
        </>
      )}
    </div>
  );
}
