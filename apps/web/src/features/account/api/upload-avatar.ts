import { avatarResult, type AvatarResult } from '@aurelix/shared/schemas/account';
import { SESSION_GONE_CODE, SUCCESS_CODE } from '@aurelix/shared/envelope';
import { currentLocale, i18n } from '../../../i18n/i18n';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { clearSession, getToken } from '../../../lib/session';

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * POST /api/center/avatar as multipart (the JSON client cannot send files). Same envelope rules as
 * the API client: 403 ends the session, other codes toast the server's translated message.
 */
export async function uploadAvatar(file: Blob, filename: string): Promise<AvatarResult> {
  const form = new FormData();
  form.append('file', file, filename);
  const headers: Record<string, string> = { lang: currentLocale(), accept: 'application/json' };
  const token = getToken();
  if (token) headers.token = token;
  type Answer = { code?: number; msg?: string; data?: unknown };
  let envelope: Answer | null = null;
  try {
    const res = await fetch(`${BASE_URL}/api/center/avatar`, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 2),
    });
    envelope = (await res.json().catch(() => null)) as Answer | null;
  } catch {
    notify.error(i18n.t('errors.networkError'), 'network-error');
    throw new ApiError('network', 'network');
  }
  if (!envelope || typeof envelope.code !== 'number') {
    notify.error(i18n.t('errors.networkError'), 'network-error');
    throw new ApiError('network', 'network');
  }
  if (envelope.code === SESSION_GONE_CODE) {
    clearSession();
    navigateTo('/login');
    throw new ApiError('session', envelope.msg ?? '', SESSION_GONE_CODE);
  }
  if (envelope.code !== SUCCESS_CODE) {
    const msg = envelope.msg || i18n.t('errors.systemError');
    notify.error(msg);
    throw new ApiError('business', msg, envelope.code);
  }
  return avatarResult.parse(envelope.data);
}
