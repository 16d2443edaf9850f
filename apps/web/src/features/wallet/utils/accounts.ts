import type { ParseKeys } from 'i18next';
import type { LogTab, WalletAccount } from '@aurelix/shared/schemas/wallet';

/** The wallet screens of SPEC 2 and the wallet each one shows. */
export const ACCOUNT_ROUTES: Record<WalletAccount, string> = {
  spot: '/wallet/spot',
  futures: '/wallet/contract',
  second: '/wallet/secContract',
  fiat: '/wallet/legalSymbol',
  ico: '/wallet/subscribe',
};

/** The history screens of SPEC 2 and the tab each one reads. */
export const LOG_ROUTES: Record<LogTab, string> = {
  currency: '/wallet/log-currency',
  all: '/wallet/wallet-log',
  legal: '/wallet/log-legal',
  transfer: '/wallet/log-transfer',
  ico: '/wallet/log-ico',
  ico_thaw: '/wallet/log-ico-thaw',
};

/** Names of the wallets in the wallet's own texts. */
export const ACCOUNT_LABELS: Record<WalletAccount, ParseKeys> = {
  spot: 'wallet.accounts.spot',
  futures: 'wallet.accounts.futures',
  second: 'wallet.accounts.second',
  fiat: 'wallet.accounts.fiat',
  ico: 'wallet.accounts.ico',
};

export interface MenuEntry {
  to: string;
  label: ParseKeys;
}

/** The wallet's side menu: accounts, the transfer screen, then the history tabs. */
export const WALLET_MENU: { label: ParseKeys; entries: MenuEntry[] }[] = [
  {
    label: 'nav.groups.accounts',
    entries: [
      { to: '/wallet/wallet', label: 'routes.wallet.wallet' },
      { to: ACCOUNT_ROUTES.spot, label: 'routes.wallet.spot' },
      { to: ACCOUNT_ROUTES.futures, label: 'routes.wallet.contract' },
      { to: ACCOUNT_ROUTES.second, label: 'routes.wallet.secContract' },
      { to: ACCOUNT_ROUTES.fiat, label: 'routes.wallet.legalSymbol' },
      { to: ACCOUNT_ROUTES.ico, label: 'routes.wallet.subscribe' },
      { to: '/wallet/transfer', label: 'routes.wallet.transfer' },
    ],
  },
  {
    label: 'nav.groups.history',
    entries: [
      { to: LOG_ROUTES.currency, label: 'routes.wallet.logCurrency' },
      { to: LOG_ROUTES.all, label: 'routes.wallet.walletLog' },
      { to: LOG_ROUTES.legal, label: 'routes.wallet.logLegal' },
      { to: LOG_ROUTES.transfer, label: 'routes.wallet.logTransfer' },
      { to: LOG_ROUTES.ico, label: 'routes.wallet.logIco' },
      { to: LOG_ROUTES.ico_thaw, label: 'routes.wallet.logIcoThaw' },
    ],
  },
];

/** Journal reasons the logs translate; any other reason shows as written. */
export const REASON_LABELS: Record<string, ParseKeys> = {
  deposit: 'wallet.types.deposit',
  withdrawal: 'wallet.types.withdrawal',
  withdrawal_freeze: 'wallet.types.withdrawal_freeze',
  withdrawal_release: 'wallet.types.withdrawal_release',
  withdrawal_fee: 'wallet.types.withdrawal_fee',
  transfer: 'wallet.types.transfer',
  order_freeze: 'wallet.types.order_freeze',
  order_unfreeze: 'wallet.types.order_unfreeze',
  trade: 'wallet.types.trade',
  fee: 'wallet.types.fee',
  funding: 'wallet.types.funding',
  liquidation: 'wallet.types.liquidation',
  margin_release: 'wallet.types.margin_release',
  realised_pnl: 'wallet.types.realised_pnl',
  liquidation_fee: 'wallet.types.liquidation_fee',
  margin_adjust: 'wallet.types.margin_adjust',
  leverage_change: 'wallet.types.leverage_change',
  p2p_escrow: 'wallet.types.p2p_escrow',
  p2p_release: 'wallet.types.p2p_release',
  p2p_return: 'wallet.types.p2p_return',
  ico_subscribe: 'wallet.types.ico_subscribe',
  ico_release: 'wallet.types.ico_release',
  ico_thaw: 'wallet.types.ico_thaw',
  ico_settle: 'wallet.types.ico_settle',
  ico_allocate: 'wallet.types.ico_allocate',
};

/** Statuses of the deposit and withdrawal a log line belongs to (SPEC 4), by the line's type. */
const DEPOSIT_STATUS: Record<string, ParseKeys> = {
  confirming: 'wallet.status.deposit.confirming',
  success: 'wallet.status.deposit.success',
};
const WITHDRAWAL_STATUS: Record<string, ParseKeys> = {
  pending: 'wallet.status.withdrawal.pending',
  confirming: 'wallet.status.withdrawal.confirming',
  completed: 'wallet.status.withdrawal.completed',
  failed: 'wallet.status.withdrawal.failed',
  cancelled: 'wallet.status.withdrawal.cancelled',
};

export function statusLabel(type: string, status: string): ParseKeys | undefined {
  return (type.startsWith('deposit') ? DEPOSIT_STATUS : WITHDRAWAL_STATUS)[status];
}
