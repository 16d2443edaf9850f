import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  transferBody,
  transferResult,
  walletAccountBody,
  walletAccountView,
  walletLogsBody,
  walletLogsPage,
  walletOverview,
  walletOverviewBody,
} from '@aurelix/shared/schemas/wallet';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { WalletService } from './service';

const tags = ['wallet'];

/** Accounts, valuations, internal transfers and logs (issue 5). Every call needs a session. */
export async function walletRoutes(app: FastifyInstance, { wallet }: { wallet: WalletService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post(
    '/api/wallet/overview',
    { ...route, schema: { tags, body: walletOverviewBody, response: { 200: envelopeOf(walletOverview) } } },
    async (req) => ok(await wallet.overview(await req.requireUser(), req.body?.pricing)),
  );

  r.post(
    '/api/wallet/account',
    { ...route, schema: { tags, body: walletAccountBody, response: { 200: envelopeOf(walletAccountView) } } },
    async (req) => ok(await wallet.account(await req.requireUser(), req.body.account, req.body.pricing)),
  );

  r.post(
    '/api/wallet/transfer',
    { ...route, schema: { tags, body: transferBody, response: { 200: envelopeOf(transferResult) } } },
    async (req) => {
      const user = await req.requireUser();
      const { result } = await wallet.transfer(user.id, req.body);
      return okWith('TRANSFER_SUCCESS', req.locale, result);
    },
  );

  r.post(
    '/api/wallet/logs',
    { ...route, schema: { tags, body: walletLogsBody, response: { 200: envelopeOf(walletLogsPage) } } },
    async (req) => ok(await wallet.logs((await req.requireUser()).id, req.body)),
  );
}
