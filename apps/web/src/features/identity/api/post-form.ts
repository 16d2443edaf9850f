import { SESSION_GONE_CODE, SUCCESS_CODE, type Envelope } from '@aurelix/shared/envelope';
import { currentLocale, i18n } from '../../../i18n/i18n';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { clearSession, getToken } from '../../../lib/session';

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** Uploads are slower than JSON calls: four times the usual deadline. */
const UPLOAD_TIMEOUT_MS = 4 * REQUEST_TIMEOUT_MS;

/**
 * A multipart POST with the envelope rules of the API client (the client itself only speaks JSON):
 * 403 ends the session, other codes toast the server's translated message. Resolves with the envelope.
 */
export async function postForm(path: string, form: FormData): Promise<Envelope<unknown>> {
  const headers: Record<string, string> = { lang: currentLocale(), accept: 'application/json' };
  const token = getToken();
  if (token) headers.token = token;
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  let envelope: Envelope<unknown>;
  try {
    const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers, body: form, signal: controller.signal });
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    notify.error(i18n.t('errors.networkError'), 'network-error');
    throw new ApiError('network', 'network');
  } finally {
    window.clearTimeout(timer);
  }
  if (envelope.code === SESSION_GONE_CODE) {
    clearSession();
    navigateTo('/login');
    throw new ApiError('session', envelope.msg, SESSION_GONE_CODE);
  }
  if (envelope.code !== SUCCESS_CODE) {
    notify.error(envelope.msg);
    throw new ApiError('business', envelope.msg, envelope.code);
  }
  return envelope;
}

/** A protected image (it needs the token header, so an <img src> cannot load it): an object URL. */
export async function fetchPhoto(path: string, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  const response = await fetch(`${BASE_URL}${path}`, { headers: token ? { token } : {}, signal });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new ApiError('business', 'photo');
  return URL.createObjectURL(await response.blob());
}
