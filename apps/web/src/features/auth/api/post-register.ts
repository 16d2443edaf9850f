import { authResult, type AuthResult, type RegisterBody } from '@aurelix/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** POST /api/register: creates the account and answers its first session. */
export function postRegister(body: RegisterBody): Promise<AuthResult> {
  return api.post('/api/register', body, { schema: authResult });
}
