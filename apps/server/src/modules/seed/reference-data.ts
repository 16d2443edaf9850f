/**
 * Reference data seeded on first start (issue 2, item 3). Prices are starting points for the
 * price oracle, close to the market at the time of writing; supply feeds the market-cap column.
 */
export interface SeedCurrency {
  symbol: string;
  name: string;
  price: string;
  precision: number;
  rechargeTurn: number;
  drawTurn: number;
  legalStatus: number;
  supply: string;
  /** Pair settings against USDT; absent for USDT itself. */
  pair?: { tick: string; step: string; minQty: string; minNotional: string; isHot: number; contract: number; tradeStatus?: number };
}

export const SEED_CURRENCIES: SeedCurrency[] = [
  { symbol: 'USDT', name: 'Tether', price: '1', precision: 2, rechargeTurn: 1, drawTurn: 1, legalStatus: 1, supply: '140000000000' },
  { symbol: 'BTC', name: 'Bitcoin', price: '96500', precision: 8, rechargeTurn: 1, drawTurn: 1, legalStatus: 1, supply: '19800000',
    pair: { tick: '0.01', step: '0.00001', minQty: '0.00001', minNotional: '5', isHot: 1, contract: 1 } },
  { symbol: 'ETH', name: 'Ethereum', price: '3400', precision: 8, rechargeTurn: 1, drawTurn: 1, legalStatus: 1, supply: '120400000',
    pair: { tick: '0.01', step: '0.0001', minQty: '0.0001', minNotional: '5', isHot: 1, contract: 1 } },
  { symbol: 'BNB', name: 'BNB', price: '640', precision: 6, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '145000000',
    pair: { tick: '0.01', step: '0.001', minQty: '0.001', minNotional: '5', isHot: 1, contract: 1 } },
  { symbol: 'SOL', name: 'Solana', price: '190', precision: 6, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '475000000',
    pair: { tick: '0.01', step: '0.001', minQty: '0.001', minNotional: '5', isHot: 1, contract: 1 } },
  { symbol: 'XRP', name: 'XRP', price: '2.35', precision: 4, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '57000000000',
    pair: { tick: '0.0001', step: '0.1', minQty: '0.1', minNotional: '5', isHot: 0, contract: 1 } },
  { symbol: 'DOGE', name: 'Dogecoin', price: '0.38', precision: 2, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '147000000000',
    pair: { tick: '0.00001', step: '1', minQty: '1', minNotional: '5', isHot: 1, contract: 1 } },
  { symbol: 'TRX', name: 'TRON', price: '0.25', precision: 2, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '86000000000',
    pair: { tick: '0.00001', step: '1', minQty: '1', minNotional: '5', isHot: 0, contract: 0 } },
  { symbol: 'LTC', name: 'Litecoin', price: '105', precision: 6, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '75000000',
    pair: { tick: '0.01', step: '0.001', minQty: '0.001', minNotional: '5', isHot: 0, contract: 1 } },
  { symbol: 'ADA', name: 'Cardano', price: '0.98', precision: 2, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '35000000000',
    pair: { tick: '0.0001', step: '0.1', minQty: '0.1', minNotional: '5', isHot: 0, contract: 0 } },
  { symbol: 'DOT', name: 'Polkadot', price: '7.2', precision: 4, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '1500000000',
    pair: { tick: '0.001', step: '0.01', minQty: '0.01', minNotional: '5', isHot: 0, contract: 0 } },
  { symbol: 'LINK', name: 'Chainlink', price: '22.5', precision: 4, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '630000000',
    pair: { tick: '0.001', step: '0.01', minQty: '0.01', minNotional: '5', isHot: 0, contract: 1 } },
  { symbol: 'AVAX', name: 'Avalanche', price: '38', precision: 4, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '410000000',
    pair: { tick: '0.01', step: '0.01', minQty: '0.01', minNotional: '5', isHot: 0, contract: 0 } },
  { symbol: 'TON', name: 'Toncoin', price: '5.6', precision: 4, rechargeTurn: 1, drawTurn: 0, legalStatus: 0, supply: '2550000000',
    pair: { tick: '0.001', step: '0.01', minQty: '0.01', minNotional: '5', isHot: 0, contract: 0 } },
  { symbol: 'SHIB', name: 'Shiba Inu', price: '0.0000215', precision: 0, rechargeTurn: 0, drawTurn: 1, legalStatus: 0, supply: '589000000000000',
    pair: { tick: '0.00000001', step: '1000', minQty: '1000', minNotional: '5', isHot: 0, contract: 0, tradeStatus: 1 } },
  { symbol: 'UNI', name: 'Uniswap', price: '12.4', precision: 4, rechargeTurn: 1, drawTurn: 1, legalStatus: 0, supply: '600000000',
    pair: { tick: '0.001', step: '0.01', minQty: '0.01', minNotional: '5', isHot: 0, contract: 0, tradeStatus: 0 } },
];

/** Units of each pricing currency for one USDT. */
export const SEED_RATES: Record<string, string> = {
  USD: '1',
  JPY: '154.2',
  KRW: '1392.5',
  HKD: '7.78',
  RUB: '99.6',
  EUR: '0.948',
  GBP: '0.791',
  TRY: '34.55',
};

/** Defaults of SPEC 3, 6 and 9; limits are in USDT. */
export const SEED_CONFIG: Record<string, unknown> = {
  download: {
    android_download_url: 'https://download.aurelix.example/android/aurelix.apk',
    ios_download_url: 'https://download.aurelix.example/ios',
  },
  sys: { enable_phone_register: 1 },
  legal_trade: { confirm_time: 60, max_unpaid_num: 5, pay_time: 120 },
  name_check: { draw_check: '10000', draw_uncheck: '100', trust_single: '1000', trust_total: '10000', trust_uncheck: '1000' },
  service_info: { email: 'support@aurelix.example' },
};

export const SEED_COMMUNITIES = [
  { name: 'Telegram', logo: '/community/telegram.svg', link: 'https://t.me/aurelix' },
  { name: 'X', logo: '/community/x.svg', link: 'https://x.com/aurelix' },
  { name: 'Discord', logo: '/community/discord.svg', link: 'https://discord.gg/aurelix' },
  { name: 'Reddit', logo: '/community/reddit.svg', link: 'https://www.reddit.com/r/aurelix' },
  { name: 'YouTube', logo: '/community/youtube.svg', link: 'https://www.youtube.com/@aurelix' },
];

/** Demo and development accounts printed in the README. */
export const DEMO_USER = { email: 'demo@aurelix.example', password: 'Demo#2026pass', fundPassword: 'Fund#2026pass', inviteCode: 'DEMO2026', nickname: 'Demo Trader' };
export const ADMIN_USER = { email: 'admin@aurelix.example', password: 'Admin#2026pass', fundPassword: 'AdminFund#2026', inviteCode: 'ADMIN001', nickname: 'Operator' };

/** Starting balances of the demo user's spot account. */
export const DEMO_BALANCES: Record<string, string> = { USDT: '100000', BTC: '2', ETH: '25', BNB: '50', SOL: '300', DOGE: '50000' };
