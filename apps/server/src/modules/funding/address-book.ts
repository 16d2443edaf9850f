import type { AddressItem } from '@aurelix/shared/schemas/funding';
import { AppError } from '../../lib/app-error';
import type { FundingDeps } from './deps';
import { fundingRepository as repo, type AddressRow } from './repository';
import { checkedAddress } from './withdrawals';

/** More than any person keeps; stops a script from filling the table. */
const BOOK_LIMIT = 100;

const toItem = (a: AddressRow): AddressItem => ({
  id: a.id,
  currency: a.currency,
  network: a.network,
  address: a.address,
  note: a.note,
  time: a.createdAt.toISOString(),
});

/** The withdrawal address book of /user/c-symAddr: addresses checked per network, a 4-20 character note. */
export function createAddressBook(deps: FundingDeps) {
  const { db } = deps;
  return {
    async list(userId: number, filter: { currency?: string; network?: string }) {
      return { list: (await repo.addresses(db, userId, filter)).map(toItem) };
    },

    async add(userId: number, body: { currency: string; network: string; address: string; note: string }) {
      if (!(await repo.network(db, body.currency, body.network))) throw new AppError('FUNDING_NETWORK_UNSUPPORTED');
      const address = checkedAddress(body.network, body.address);
      if ((await repo.addressCount(db, userId)) >= BOOK_LIMIT) throw new AppError('FUNDING_ADDRESS_BOOK_FULL');
      const row = await repo.insertAddress(db, { userId, currency: body.currency, network: body.network, address, note: body.note });
      if (!row) throw new AppError('FUNDING_ADDRESS_EXISTS');
      return toItem(row);
    },

    async remove(userId: number, id: number) {
      if (!(await repo.deleteAddress(db, userId, id))) throw new AppError('FUNDING_ADDRESS_NOT_FOUND');
    },
  };
}
