/*
 * Feature message bundles: each feature keeps its texts in features/<name>/locales/<locale>.json and
 * reads them as t('<name>.…'). The folder name is the namespace, so two features can never write the
 * same key, and each can grow its texts without touching another's files. The core texts (shell,
 * sign-in, home) stay in i18n/locales/*.json.
 */
import account from '../features/account/locales/en_US.json';
import auditLog from '../features/audit-log/locales/en_US.json';
import funding from '../features/funding/locales/en_US.json';
import futures from '../features/futures/locales/en_US.json';
import help from '../features/help/locales/en_US.json';
import ico from '../features/ico/locales/en_US.json';
import identity from '../features/identity/locales/en_US.json';
import notices from '../features/notices/locales/en_US.json';
import p2p from '../features/p2p/locales/en_US.json';
import second from '../features/second/locales/en_US.json';
import spot from '../features/spot/locales/en_US.json';
import wallet from '../features/wallet/locales/en_US.json';

/** English texts of every feature, shipped with the first page like the core English file. */
export const featureEnglish = { account, 'audit-log': auditLog, funding, futures, help, ico, identity, notices, p2p, second, spot, wallet };
export type FeatureMessages = typeof featureEnglish;

/** `../features/spot/locales/ja_JP.json` -> `{ feature: 'spot', locale: 'ja_JP' }`. */
export function bundleOf(path: string): { feature: string; locale: string } | undefined {
  const m = /features\/([\w-]+)\/locales\/(\w+)\.json$/.exec(path);
  return m ? { feature: m[1]!, locale: m[2]! } : undefined;
}
