import type { RegisterCheckBody } from '@aurelix/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** POST /api/register/check-code: step 1 of registration; the code stays usable for step 2. */
export function postRegisterCheckCode(body: RegisterCheckBody): Promise<void> {
  return api.post<null>('/api/register/check-code', body).then(() => undefined);
}
