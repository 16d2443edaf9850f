import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule `npm test` runs (eslint.config.js, scripts/eslint-module-boundaries.mjs), driven through
 * ESLint with the repository's own configuration on made-up files inside the server's modules.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'aurelix/module-boundaries').map((m) => m.message);
}

describe('module boundaries lint rule', () => {
  it("fails on a module importing another module's schema, repository or SQL", async () => {
    const found = await problems(
      'modules/notices/lookups.ts',
      [
        "import { loginHistory } from '../auth/schema';",
        "import { createAuthRepository } from '../auth/repository';",
        "import { frozenUnder } from '../ledger/journal-sql';",
        'export const all = [loginHistory, createAuthRepository, frozenUnder];',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringContaining("modules/notices imports auth's schema"),
      expect.stringContaining("modules/notices imports auth's repository"),
      expect.stringContaining("modules/notices imports ledger's journal-sql"),
    ]);
  });

  it('fails on any table imported from db/schema, naming its owner', async () => {
    const code = "import { balances, users } from '../../db/schema';\nexport const all = [balances, users];";
    expect(await problems('modules/spot/reads.ts', code)).toEqual([
      expect.stringContaining("modules/spot imports balances, users from db/schema, which re-exports the tables only for drizzle"),
    ]);
    expect(await problems('modules/spot/reads.ts', code)).toEqual([expect.stringContaining("call ledger's or auth's functions")]);
    const platform = "import { pairs } from '../../db/schema';\nexport const all = [pairs];";
    expect(await problems('modules/futures/reads.ts', platform)).toEqual([expect.stringContaining("call platform's functions")]);
    const all = "import * as schema from '../../db/schema';\nexport const s = schema;";
    expect(await problems('modules/wallet/reads.ts', all)).toEqual([expect.stringContaining('modules/wallet imports * from db/schema')]);
  });

  it("fails on domain code importing a module's HTTP layer (a plugin, guard, routes or request helpers), not on a type", async () => {
    const code = [
      "import { adminGuard } from '../admin/guard';",
      "import { registerSpot } from '../spot/plugin';",
      "import { userStreamRoutes } from '../binance/user-stream-routes';",
      "import type { SpotModule } from '../spot/plugin';",
      'export const all = [adminGuard, registerSpot, userStreamRoutes];',
      'export type S = SpotModule;',
    ].join('\n');
    expect(await problems('modules/identity/service.ts', code)).toEqual([
      expect.stringContaining('domain code of modules/identity imports modules/admin/guard, which speaks HTTP'),
      expect.stringContaining('imports modules/spot/plugin, which speaks HTTP'),
      expect.stringContaining('imports modules/binance/user-stream-routes, which speaks HTTP'),
    ]);
    // The HTTP layer itself may: a module's routes register another's.
    expect(await problems('modules/identity/routes.ts', code)).toEqual([]);
  });

  it('sends a module to its own schema.ts for its own tables', async () => {
    const code = "import { sessions } from '../../db/schema';\nexport const all = [sessions];";
    expect(await problems('modules/session/reads.ts', code)).toEqual([expect.stringContaining('import them from ./schema.ts')]);
    expect(await problems('modules/session/reads.ts', "import { sessions } from './schema';\nexport const all = [sessions];")).toEqual([]);
  });

  it("passes an owner's functions: auth's user records, the platform's reference data", async () => {
    const code = [
      "import { userRecords } from '../auth/users';",
      "import { referenceData } from '../platform/reference';",
      'export const all = [userRecords, referenceData];',
    ].join('\n');
    expect(await problems('modules/spot/lookups.ts', code)).toEqual([]);
  });

  it('fails on domain code importing app.ts or http/, and lets routes use the envelope', async () => {
    const upward = "import type { Services } from '../../app';\nimport { ok } from '../../http/envelope';\nexport type S = Services;\nexport const o = ok;";
    expect(await problems('modules/market-maker/seed.ts', upward)).toEqual([
      expect.stringContaining('modules/market-maker imports app.ts'),
      expect.stringContaining('domain code of modules/market-maker imports http/envelope'),
    ]);
    const routes = "import { envelopeOf, ok } from '../../http/envelope';\nexport const all = [envelopeOf, ok];";
    expect(await problems('modules/wallet/routes.ts', routes)).toEqual([]);
  });

  it('fails on lib/ importing anything above it', async () => {
    const code = "import { AppError } from './app-error';\nimport type { Ledger } from '../modules/ledger/service';\nimport { ok } from '../http/envelope';\nexport type L = Ledger;\nexport const all = [AppError, ok];";
    expect(await problems('lib/helper.ts', code)).toEqual([
      expect.stringContaining('lib/ imports modules/ledger/service'),
      expect.stringContaining('lib/ imports http/envelope'),
    ]);
  });

  it("passes a module using its own tables, another module's service and the domain errors", async () => {
    const code = [
      "import { walletTransfers } from './schema';",
      "import type { Ledger } from '../ledger/service';",
      "import { AppError } from '../../lib/app-error';",
      'export type L = Ledger;',
      'export const all = [walletTransfers, AppError];',
    ].join('\n');
    expect(await problems('modules/wallet/transfers.ts', code)).toEqual([]);
  });
});
