import type { Db } from '../../db/client';
import type { Ledger } from '../ledger/service';
import { userRecords } from '../auth/users';
import { DEMO_USER } from '../seed/reference-data';
import { ICO_ACCOUNT, type IcoService } from './service';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** 20% of the frozen tokens at the end of the recruit, then 10% a week. */
const WEEKLY = [{ days: 0, percent: 20 }, ...Array.from({ length: 8 }, (_, i) => ({ days: 7 * (i + 1), percent: 10 }))];

/** The three demo subscribers besides the demo user (platform users, so nobody can sign in as them). */
const SUBSCRIBERS = ['system:ico_demo_1', 'system:ico_demo_2', 'system:ico_demo_3'];

/**
 * The demo's three projects (DEMO_MARKET): one in progress, one ending soon (and hot), one ended
 * and allocated by the lottery, each made once (its demo key), so every ICO screen has something
 * on it after a fresh start. The demo user takes part in the last two.
 */
export async function seedIcoDemo(deps: { db: Db; ledger: Ledger; ico: IcoService; userIdByAccount: (a: string) => Promise<number>; now: number }) {
  const { db, ledger, ico, now } = deps;
  const ids: number[] = [];
  for (const account of SUBSCRIBERS) {
    await userRecords.ensureSystemUser(db, account);
    ids.push(await deps.userIdByAccount(account));
  }
  const demoUser = await deps.userIdByAccount(DEMO_USER.email).catch(() => undefined);
  const fund = async (userId: number, amount: string, key: string) =>
    ledger.credit({ userId, account: ICO_ACCOUNT, currency: 'USDT', amount, reason: 'deposit', refType: 'ico_demo', refId: key });

  const make = async (key: string, body: Parameters<IcoService['save']>[0]) => {
    try {
      return await ico.save(body, { demoKey: key });
    } catch {
      return undefined; // made already (demo key or symbol taken)
    }
  };

  const live = await make('live', {
    symbol: 'NOVA',
    name: 'Nova Network',
    logo: '',
    description: 'Nova Network is a layer-2 payment network settling on public chains. Tokens pay fees and secure validators.',
    links: [{ label: 'Website', url: 'https://nova.example.com' }, { label: 'White paper', url: 'https://nova.example.com/whitepaper.pdf' }],
    price: '0.05',
    total_supply: '1000000',
    lot_size: '1000',
    max_lots: 20,
    start_at: now - 2 * DAY,
    end_at: now + 12 * DAY,
    freeze_ratio: '0.5',
    thaw_schedule: [{ days: 0, percent: 50 }, { days: 30, percent: 50 }],
  });

  if (live) {
    for (const [i, id] of ids.entries()) {
      await fund(id, '1000', `nova-${i}`);
      await ico.subscribeAt(id, live.id, 12 - i * 4, now);
    }
  }

  const soon = await make('soon', {
    symbol: 'LUMA',
    name: 'Luma Data',
    logo: '',
    description: 'Luma Data is a decentralised storage market. Tokens buy storage and reward the nodes that keep it.',
    links: [{ label: 'Website', url: 'https://luma.example.com' }],
    price: '0.2',
    total_supply: '15000',
    lot_size: '500',
    max_lots: 20,
    start_at: now - 6 * DAY,
    end_at: now + 6 * HOUR,
    freeze_ratio: '0',
    thaw_schedule: [],
  });
  if (soon) {
    for (const [i, id] of ids.entries()) {
      await fund(id, '2000', `luma-${i}`);
      await ico.subscribeAt(id, soon.id, 15 - i * 2, now);
    }
  }

  // Open a week ago, ended three days ago: subscribed inside the window, then allocated.
  const done = await make('done', {
    symbol: 'ORBX',
    name: 'Orbix Protocol',
    logo: '',
    description: 'Orbix Protocol is a cross-chain messaging protocol. Tokens pay relayers and vote on upgrades.',
    links: [{ label: 'Website', url: 'https://orbix.example.com' }, { label: 'Audit report', url: 'https://orbix.example.com/audit' }],
    price: '0.1',
    total_supply: '50000',
    lot_size: '1000',
    max_lots: 30,
    start_at: now - 10 * DAY,
    end_at: now + DAY,
    freeze_ratio: '0.8',
    thaw_schedule: WEEKLY,
  });
  if (done) {
    const at = now - 9 * DAY;
    const subscribers = demoUser === undefined ? ids : [demoUser, ...ids];
    for (const [i, id] of subscribers.entries()) {
      await fund(id, '3000', `orbx-${i}`);
      await ico.subscribeAt(id, done.id, 25 - i * 3, at);
    }
    if (demoUser !== undefined) await fund(demoUser, '5000', 'demo-user');
    await ico.moveWindow(done.id, now - 10 * DAY, now - 3 * DAY);
    await ico.allocate(done.id);
    // Won tokens have a market, as after a real sale: the operator lists the pair once allocated.
    await ico.listPair(done.id);
  }
}
