import type { ParseKeys } from 'i18next';

/** One header link: where it goes and the translation key of its label. */
export interface NavLink {
  to: string;
  label: ParseKeys;
}

export interface NavGroup {
  label: ParseKeys;
  items: NavLink[];
}

/** The trading entries of SPEC 2's header, left to right. */
export const MAIN_LINKS: NavLink[] = [
  { to: '/deal', label: 'nav.buyCrypto' },
  { to: '/markets', label: 'nav.markets' },
  { to: '/markets/kline/BTC_USDT', label: 'nav.spot' },
  { to: '/contract/btc_usdt', label: 'nav.uContract' },
  { to: '/contract_sec/btc_usdt', label: 'nav.secContract' },
  { to: '/subscribe', label: 'nav.ico' },
];

/** The wallet dropdown: every /wallet/* screen. */
export const WALLET_GROUPS: NavGroup[] = [
  {
    label: 'nav.groups.accounts',
    items: [
      { to: '/wallet/wallet', label: 'routes.wallet.wallet' },
      { to: '/wallet/spot', label: 'routes.wallet.spot' },
      { to: '/wallet/contract', label: 'routes.wallet.contract' },
      { to: '/wallet/secContract', label: 'routes.wallet.secContract' },
      { to: '/wallet/legalSymbol', label: 'routes.wallet.legalSymbol' },
      { to: '/wallet/subscribe', label: 'routes.wallet.subscribe' },
    ],
  },
  {
    label: 'nav.groups.funds',
    items: [
      { to: '/wallet/recharge', label: 'routes.wallet.recharge' },
      { to: '/wallet/cash', label: 'routes.wallet.cash' },
      { to: '/wallet/transfer', label: 'routes.wallet.transfer' },
    ],
  },
  {
    label: 'nav.groups.history',
    items: [
      { to: '/wallet/log-currency', label: 'routes.wallet.logCurrency' },
      { to: '/wallet/wallet-log', label: 'routes.wallet.walletLog' },
      { to: '/wallet/log-legal', label: 'routes.wallet.logLegal' },
      { to: '/wallet/log-transfer', label: 'routes.wallet.logTransfer' },
      { to: '/wallet/log-ico', label: 'routes.wallet.logIco' },
      { to: '/wallet/log-ico-thaw', label: 'routes.wallet.logIcoThaw' },
    ],
  },
];

/** The orders dropdown: every /order/* screen. */
export const ORDER_GROUPS: NavGroup[] = [
  {
    label: 'nav.groups.spot',
    items: [
      { to: '/order/spot-current', label: 'routes.order.spotCurrent' },
      { to: '/order/spot-history', label: 'routes.order.spotHistory' },
    ],
  },
  {
    label: 'nav.groups.futures',
    items: [
      { to: '/order/u-current', label: 'routes.order.uCurrent' },
      { to: '/order/u-plan', label: 'routes.order.uPlan' },
      { to: '/order/u-hold', label: 'routes.order.uHold' },
      { to: '/order/u-history', label: 'routes.order.uHistory' },
    ],
  },
  {
    label: 'nav.groups.second',
    items: [
      { to: '/order/sec-current', label: 'routes.order.secCurrent' },
      { to: '/order/sec-history', label: 'routes.order.secHistory' },
    ],
  },
  {
    label: 'nav.groups.fiat',
    items: [{ to: '/order/legal-order', label: 'routes.order.legalOrder' }],
  },
  {
    label: 'nav.groups.ico',
    items: [
      { to: '/order/sub-hold', label: 'routes.order.subHold' },
      { to: '/order/sub-tran', label: 'routes.order.subTran' },
      { to: '/order/sub-end', label: 'routes.order.subEnd' },
    ],
  },
];

/**
 * Whether a main link is the section the user is in. Spot covers every pair's trading page (not only
 * BTC_USDT's, where it points), and Markets only the market list, so the kline page lights one link.
 */
export function isMainLinkActive(to: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (to.startsWith('/markets/kline/')) return path.startsWith('/markets/kline/');
  if (to === '/markets') return path === '/markets';
  const section = `/${to.split('/')[1]}`;
  return path === section || path.startsWith(`${section}/`);
}
