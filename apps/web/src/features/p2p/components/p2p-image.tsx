import { useTranslation } from 'react-i18next';
import { getToken } from '../../../lib/session';
import { useObjectUrl } from '../../../lib/use-object-url';
import styles from './p2p.module.css';

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Reads an order image with the session (an <img src> cannot send the `token` header) and returns
 * an object URL of its bytes. The server answers 401/403/404 when the image is not the viewer's.
 */
export async function fetchP2pImage(id: number, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  const response = await fetch(`${BASE_URL}/api/p2p/image/${id}`, { headers: token ? { token } : {}, signal });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new Error(`p2p image ${id}: HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/** A chat or appeal image of an order, for its two sides and admins; the URL is released on unmount. */
export function P2pImage({ id, alt, width }: { id: number; alt: string; width?: number }) {
  const { t } = useTranslation();
  const state = useObjectUrl(id, fetchP2pImage);
  if (state.failed) return <span className={styles.note}>{t('p2p.chat.imageFailed')}</span>;
  if (!state.url) return <span className={styles.imagePlaceholder} role="img" aria-label={alt} aria-busy="true" />;
  return <img src={state.url} alt={alt} style={width ? { maxWidth: width } : undefined} data-testid={`p2p-image-${id}`} />;
}
