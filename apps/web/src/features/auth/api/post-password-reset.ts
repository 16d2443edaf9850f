import type { ResetPasswordBody } from '@aurelix/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** POST /api/password/reset: a reset_password code and the new password; every session ends. */
export function postPasswordReset(body: ResetPasswordBody): Promise<void> {
  return api.post<null>('/api/password/reset', body).then(() => undefined);
}
