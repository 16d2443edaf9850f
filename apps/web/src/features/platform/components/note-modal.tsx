import { Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatNote, type NoteType } from '../api/get-plat-note';
import { NoteContent } from './note-content';

interface NoteModalProps {
  type: NoteType | null;
  /** Shown while the document loads (the server's own title replaces it). */
  fallbackTitle?: string;
  onClose: () => void;
}

/** A platform document (agreement, privacy, guide, legal, about) in a modal, in the current language. */
export function NoteModal({ type, fallbackTitle, onClose }: NoteModalProps) {
  const { t } = useTranslation();
  const note = usePlatNote(type ?? 1, type !== null);
  return (
    <Modal
      open={type !== null}
      onCancel={onClose}
      title={note.data?.title ?? fallbackTitle}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
      width={720}
      centered
      styles={{ body: { maxHeight: '65vh', overflowY: 'auto', paddingRight: 8 } }}
      destroyOnHidden
    >
      {note.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} title={false} />
      ) : note.isError ? (
        <div role="alert" style={{ textAlign: 'center', padding: '24px 0' }}>
          <p style={{ color: 'var(--text-2)' }}>{t('errors.loadFailed')}</p>
          <Button onClick={() => void note.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <NoteContent content={note.data.content} />
      )}
    </Modal>
  );
}
