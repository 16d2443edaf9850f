import { codeSent, type CodeSent, type SendCodeBody } from '@aurelix/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** POST /api/code/send: a 6-digit code to the e-mail or mobile for one purpose. */
export function postSendCode(body: SendCodeBody): Promise<CodeSent> {
  return api.post('/api/code/send', body, { schema: codeSent });
}
