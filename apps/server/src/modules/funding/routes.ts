import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addAddressBody,
  addressIdBody,
  addressItem,
  addressList,
  addressListBody,
  depositAddress,
  depositAddressBody,
  depositPage,
  historyBody,
  networkList,
  networksBody,
  quotaBody,
  withdrawalIdBody,
  withdrawalItem,
  withdrawalPage,
  withdrawBody,
  withdrawQuota,
} from '@aurelix/shared/schemas/funding';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { FundingService } from './service';

const tags = ['funding'];
const route = { attachValidation: true };

/** Deposits, withdrawals and the address book for the signed-in user (issue 5 items 2-4). */
export async function fundingRoutes(app: FastifyInstance, { funding }: { funding: FundingService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/funding/networks',
    { ...route, schema: { tags, body: networksBody.nullish(), response: { 200: envelopeOf(networkList) } } },
    async (req) => ok(await funding.networks(req.body ?? {})),
  );

  r.post(
    '/api/funding/deposit/address',
    { ...route, schema: { tags, body: depositAddressBody, response: { 200: envelopeOf(depositAddress) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await funding.deposits.address(user.id, req.body.currency, req.body.network));
    },
  );

  r.post(
    '/api/funding/deposits',
    { ...route, schema: { tags, body: historyBody.nullish(), response: { 200: envelopeOf(depositPage) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await funding.deposits.list(user.id, req.body ?? { page: 1, limit: 10 }));
    },
  );

  r.post(
    '/api/funding/withdraw',
    { ...route, schema: { tags, body: withdrawBody, response: { 200: envelopeOf(withdrawalItem) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('WITHDRAWAL_SUBMITTED', req.locale, await funding.withdrawals.request(user.id, req.body));
    },
  );

  r.post(
    '/api/funding/withdraw/quota',
    { ...route, schema: { tags, body: quotaBody, response: { 200: envelopeOf(withdrawQuota) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await funding.withdrawals.quota(user.id, req.body.currency));
    },
  );

  r.post(
    '/api/funding/withdrawals',
    { ...route, schema: { tags, body: historyBody.nullish(), response: { 200: envelopeOf(withdrawalPage) } } },
    async (req) => {
      const user = await req.requireUser();
      const { currency, page, limit } = req.body ?? { page: 1, limit: 10 };
      return ok(await funding.withdrawals.list({ userId: user.id, currency }, page, limit));
    },
  );

  r.post(
    '/api/funding/withdraw/cancel',
    { ...route, schema: { tags, body: withdrawalIdBody, response: { 200: envelopeOf(withdrawalItem) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('WITHDRAWAL_CANCELLED', req.locale, await funding.withdrawals.cancel(user.id, req.body.id));
    },
  );

  r.post(
    '/api/funding/addresses',
    { ...route, schema: { tags, body: addressListBody.nullish(), response: { 200: envelopeOf(addressList) } } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await funding.addressBook.list(user.id, req.body ?? {}));
    },
  );

  r.post(
    '/api/funding/addresses/add',
    { ...route, schema: { tags, body: addAddressBody, response: { 200: envelopeOf(addressItem) } } },
    async (req) => {
      const user = await req.requireUser();
      return okWith('ADDRESS_ADDED', req.locale, await funding.addressBook.add(user.id, req.body));
    },
  );

  r.post(
    '/api/funding/addresses/delete',
    { ...route, schema: { tags, body: addressIdBody, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      const user = await req.requireUser();
      await funding.addressBook.remove(user.id, req.body.id);
      return okWith('ADDRESS_DELETED', req.locale, null);
    },
  );
}
