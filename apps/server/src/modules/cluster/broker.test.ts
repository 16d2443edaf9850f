import { afterAll, describe, expect, it } from 'vitest';
import { services } from '../../../test/helpers/processes';
import { AppError } from '../../lib/app-error';
import { connectBroker, type Broker } from './broker';

/*
 * Two exchanges on one NATS server (a staging beside a production, two test databases): each only
 * reaches its own market owners. Before subjects carried the exchange's name, an order sent through
 * one exchange could be answered, and filled, by the other's owner.
 */
describe.skipIf(!services.nats)('the broker on a NATS server shared by two exchanges', () => {
  const opened: Broker[] = [];
  afterAll(async () => {
    for (const b of opened) await b.close();
  });
  const broker = async (namespace: string) => {
    const b = await connectBroker({ url: services.nats!, namespace, log: () => undefined, retryMs: 300 });
    opened.push(b);
    return b;
  };

  it("answers an exchange's asks by its own owner only, and tells only its own listeners", async () => {
    const [a1, a2, b1] = await Promise.all([broker('exchange-a'), broker('exchange-a'), broker('exchange-b')]);
    a1.serve('aurelix.market.spot.BTC_USDT', async (body) => ({ servedBy: 'a', body }));
    const heardByB: unknown[] = [];
    const heardByA: [unknown, string][] = [];
    b1.listen('aurelix.events.>', (body) => heardByB.push(body));
    a2.listen('aurelix.events.>', (body, subject) => heardByA.push([body, subject]));
    // Subscriptions reach the server before the asks below (a round trip through a request).
    expect(await a2.ask('aurelix.market.spot.BTC_USDT', { n: 1 })).toEqual({ servedBy: 'a', body: { n: 1 } });

    // Exchange B has no owner of BTC_USDT: nobody answers it, least of all exchange A's.
    await expect(b1.ask('aurelix.market.spot.BTC_USDT', { n: 2 })).rejects.toBeInstanceOf(AppError);

    a1.publish('aurelix.events.spot.BTC_USDT', { trade: 1 });
    await a2.ask('aurelix.market.spot.BTC_USDT', { n: 3 });
    expect(heardByA).toEqual([[{ trade: 1 }, 'aurelix.events.spot.BTC_USDT']]);
    expect(heardByB).toEqual([]);
  });
});
