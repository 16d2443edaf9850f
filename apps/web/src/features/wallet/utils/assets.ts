import Decimal from 'decimal.js';
import type { WalletAsset } from '@aurelix/shared/schemas/wallet';

/** Below this worth in USDT a balance counts as small (the hide-small-balances switch). */
export const SMALL_BALANCE_USDT = '1';

export function isSmall(asset: Pick<WalletAsset, 'usdt' | 'total'>): boolean {
  return new Decimal(asset.usdt).lt(SMALL_BALANCE_USDT);
}

/** The rows an asset table shows: by currency or name search, without small balances when asked. */
export function visibleAssets<A extends Pick<WalletAsset, 'usdt' | 'total' | 'currency' | 'name'>>(
  assets: readonly A[],
  opts: { hideSmall: boolean; search: string },
): A[] {
  const needle = opts.search.trim().toLowerCase();
  return assets.filter(
    (a) =>
      (!opts.hideSmall || !isSmall(a)) &&
      (needle === '' || a.currency.toLowerCase().includes(needle) || a.name.toLowerCase().includes(needle)),
  );
}

const HIDE_SMALL_KEY = 'aurelix.wallet.hideSmall';

/** The switch survives reloads; a storage failure (private mode) just forgets it. */
export function readHideSmall(): boolean {
  try {
    return localStorage.getItem(HIDE_SMALL_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeHideSmall(value: boolean): void {
  try {
    localStorage.setItem(HIDE_SMALL_KEY, value ? '1' : '0');
  } catch {
    /* not persisted */
  }
}
