import { api } from '../../../lib/api-client';

/**
 * POST /api/logout: revokes the session on the server. Silent and best effort: the local session is
 * cleared whatever the answer, so a dead network never keeps a user signed in on this device.
 */
export function postLogout(): Promise<void> {
  return api
    .post<null>('/api/logout', {}, { silent: true })
    .then(() => undefined)
    .catch(() => undefined);
}
