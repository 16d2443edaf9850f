// STUB: replaced by the ledger work.
import type { Db } from '../../db/client';
export interface CreditInput { userId: number; account: string; currency: string; amount: string; reason: string; refType?: string; refId?: string }
export function createLedger(_db: Db) {
  return { async credit(_input: CreditInput): Promise<void> {} };
}
export type Ledger = ReturnType<typeof createLedger>;
