import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlatNote, type NoteType } from '../api/get-plat-note';
import { NoteContent } from './note-content';
import styles from './note-page.module.css';

/** A platform document as a full page (/agree shows the user agreement). */
export function NotePage({ type, fallbackTitle }: { type: NoteType; fallbackTitle: string }) {
  const { t } = useTranslation();
  const note = usePlatNote(type);
  useDocumentTitle(note.data?.title ?? fallbackTitle);
  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>{note.data?.title ?? fallbackTitle}</h1>
      <div className={styles.body}>
        {note.isPending ? (
          <Skeleton active paragraph={{ rows: 12 }} title={false} />
        ) : note.isError ? (
          <div role="alert">
            <p>{t('errors.loadFailed')}</p>
            <Button onClick={() => void note.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : (
          <NoteContent content={note.data.content} />
        )}
      </div>
    </article>
  );
}
