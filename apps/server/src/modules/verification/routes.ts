import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { codeSent, outboxList, outboxQuery, sendCodeBody } from '@aurelix/shared/schemas/auth';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, clientOf, okWith } from '../../http/replies';
import type { VerificationService } from './service';
import type { CodeTarget } from './target';

const tags = ['verification'];

/** POST /api/code/send; GET /api/dev/outbox only when `exposeOutbox` (never in production). */
export async function verificationRoutes(
  app: FastifyInstance,
  opts: { verification: VerificationService; exposeOutbox: boolean },
) {
  const { verification } = opts;
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/code/send',
    { attachValidation: true, schema: { tags, body: sendCodeBody, response: { 200: envelopeOf(codeSent) } } },
    async (req) => {
      const b = req.body;
      const target: CodeTarget =
        b.type === 'email'
          ? { type: 'email', email: b.address }
          : { type: 'mobile', areaCode: b.area_code, mobile: b.address };
      const sent = await verification.send(target, b.purpose, {
        ip: clientOf(req).ip,
        locale: req.locale,
        log: req.log,
      });
      return okWith('CODE_SENT', req.locale, sent);
    },
  );

  if (!opts.exposeOutbox) return;
  r.get(
    '/api/dev/outbox',
    {
      attachValidation: true,
      schema: { tags: ['development'], querystring: outboxQuery, response: { 200: envelopeOf(outboxList) } },
    },
    async (req) => ok(await verification.outbox(outboxAddress(req.query.address, req.query.area_code))),
  );
}

/** The stored spelling of an address typed as an e-mail, '+8613800000000', or a number with its area code. */
function outboxAddress(address: string, areaCode?: string): string {
  if (address.includes('@')) return address.toLowerCase();
  if (address.startsWith('+') || !areaCode) return address.replace(/\s+/g, '');
  return `+${areaCode}${address.replace(/^0+/, '')}`;
}
