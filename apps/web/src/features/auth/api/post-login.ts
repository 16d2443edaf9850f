import { authResult, type AuthResult, type LoginBody } from '@aurelix/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** POST /api/login: an e-mail, or a mobile number with its area code, and the password. */
export function postLogin(body: LoginBody): Promise<AuthResult> {
  return api.post('/api/login', body, { schema: authResult });
}
