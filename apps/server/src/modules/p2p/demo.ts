import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Ledger } from '../ledger/service';
import { userRecords } from '../auth/users';
import { p2pAds, p2pCards, p2pMerchants } from './schema';

/** The two demo merchants: verified users with buying and selling ads (issue 18 item 9). */
export const DEMO_MERCHANTS = [
  { account: 'merchant.alpha@aurelix.example', name: 'AlphaOTC', bank: 'Aurelix Demo Bank', margin: '0.8' },
  { account: 'merchant.nova@aurelix.example', name: 'NovaTrade', bank: 'Nova Savings', margin: '1.5' },
] as const;
const FIATS = ['USD', 'EUR', 'JPY', 'KRW'] as const;
/** Per-order limits in each fiat (roughly 10 to 5,000 USD). */
const LIMITS: Record<(typeof FIATS)[number], [string, string]> = { USD: ['10', '5000'], EUR: ['10', '4500'], JPY: ['1500', '750000'], KRW: ['15000', '7000000'] };
const STOCK = { USDT: '500000', BTC: '20' } as const;

/**
 * Seeds the demo merchants once (a merchant that exists is left as it is): the user, the merchant
 * role, a collection method per fiat, crypto in the fiat wallet and a buying and a selling ad for
 * USDT and BTC in USD, EUR, JPY and KRW, priced by margin over the index.
 */
export async function seedDemoMerchants(db: Db, ledger: Ledger, now: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, m] of DEMO_MERCHANTS.entries()) {
    let id = await userRecords.idByAccount(db, m.account);
    if (id === undefined) {
      id = await userRecords.insert(db, { account: m.account, email: m.account, nickname: m.name, nameStatus: 3, inviteCode: `P2PDEMO${i}` });
    }
    ids.push(id);
    const [known] = await db.select().from(p2pMerchants).where(eq(p2pMerchants.userId, id));
    if (known) continue;
    await db.transaction(async (tx) => {
      await tx.insert(p2pMerchants).values({ userId: id, name: m.name, grantedAt: now, active: 1 });
      for (const fiat of FIATS)
        await tx.insert(p2pCards).values({ userId: id, realName: m.name, bankName: m.bank, cardNo: `62${String(1000_0000_0000 + id * 97 + fiat.charCodeAt(0))}${i}`, branch: '', fiat, createdAt: now });
      for (const [crypto, amount] of Object.entries(STOCK))
        await ledger.credit({ userId: id, account: 'fiat', currency: crypto, amount, reason: 'deposit', refType: 'p2p_demo', refId: String(id) }, tx);
      for (const fiat of FIATS)
        for (const crypto of Object.keys(STOCK))
          for (const side of ['sell', 'buy'] as const) {
            const qty = crypto === 'BTC' ? '2' : '50000';
            await tx.insert(p2pAds).values({
              merchantId: id,
              side,
              crypto,
              fiat,
              priceType: 'margin',
              margin: side === 'sell' ? m.margin : `-${m.margin}`,
              quantity: qty,
              remaining: qty,
              minAmount: LIMITS[fiat][0],
              maxAmount: LIMITS[fiat][1],
              methods: ['Bank transfer'],
              payWindow: 30,
              status: 'online',
              createdAt: now,
            });
          }
    });
  }
  return ids;
}
