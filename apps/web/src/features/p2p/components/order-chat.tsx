import { useRef, useState } from 'react';
import { Button, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fileToDataUrl, p2pApi, p2pKeys, useChat } from '../api/p2p-api';
import { P2pImage } from './p2p-image';
import styles from './p2p.module.css';

/** The order chat (text and images), live over the private channel and kept for appeals. */
export function OrderChat({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const chat = useChat(orderId);
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const send = async (image?: string) => {
    if (!text.trim() && !image) return;
    setBusy(true);
    try {
      await p2pApi.send(orderId, image ? '' : text.trim(), image);
      if (!image) setText('');
      await queryClient.invalidateQueries({ queryKey: p2pKeys.chat(orderId) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={t('p2p.chat.title')}>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('p2p.chat.title')}</h2>
      <div className={styles.chat} data-testid="p2p-chat">
        {(chat.data ?? []).length === 0 && <span className={styles.note}>{t('p2p.chat.empty')}</span>}
        {(chat.data ?? []).map((m) => (
          <div key={m.id} className={m.mine ? `${styles.bubble} ${styles.mine}` : styles.bubble}>
            <div className={styles.meta}>{`${t(m.from === 'buyer' ? 'p2p.buyer' : 'p2p.seller')} · ${new Date(m.at).toLocaleTimeString()}`}</div>
            {m.text && <div>{m.text}</div>}
            {m.image_id !== null && <P2pImage id={m.image_id} alt={t('p2p.chat.image')} />}
          </div>
        ))}
      </div>
      <div className={styles.chatForm}>
        <Input
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void send()}
          placeholder={t('p2p.chat.placeholder')}
          aria-label={t('p2p.chat.placeholder')}
          style={{ flex: 1, minWidth: 160 }}
          data-testid="p2p-chat-input"
        />
        <Button onClick={() => void send()} loading={busy} data-testid="p2p-chat-send">{t('p2p.chat.send')}</Button>
        <Button onClick={() => picker.current?.click()}>{t('p2p.chat.image')}</Button>
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label={t('p2p.chat.image')}
          data-testid="p2p-chat-image-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void fileToDataUrl(file).then((url) => send(url));
          }}
        />
      </div>
    </section>
  );
}
