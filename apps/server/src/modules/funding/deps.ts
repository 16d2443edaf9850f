import type { Db } from '../../db/client';
import type { Ledger } from '../ledger/service';
import type { SimulatedChain } from './chains/simulated-chain';
import type { createKeyring } from './keys';

/** What the funding services need from the rest of the exchange. */
export interface FundingDeps {
  db: Db;
  ledger: Ledger;
  keyring: ReturnType<typeof createKeyring>;
  /** The default adapter is the simulated chain; it also takes test deposits and mines blocks. */
  chain: SimulatedChain;
  clock: { now(): Date };
  verifyFundPassword(userId: number, plain: string): Promise<void>;
  /** The authenticator's check (passes when the user has none bound). */
  verifySecondFactor(userId: number, code: string | undefined): Promise<void>;
  nameCheck(): Promise<{ draw_check: string; draw_uncheck: string }>;
  userIdByAccount(account: string): Promise<number>;
  /** A notice to the user (deposit credited, withdrawal completed or rejected). */
  notify(userId: number, kind: string, params: Record<string, string>): Promise<void>;
  log: { error(obj: unknown, msg: string): void };
}
