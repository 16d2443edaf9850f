import type { FamilyName } from './chains/families';

/**
 * The networks we take deposits on and pay withdrawals out on, and which currency travels on which.
 * Figures are per (currency, network): confirmations before a deposit is credited, the smallest
 * deposit we credit, the smallest withdrawal and its fee (in the currency itself). The seed writes
 * them to funding_networks so an operator can change them without a release.
 */
export interface NetworkInfo {
  code: string;
  name: string;
  family: FamilyName;
  confirmations: number;
}

export const NETWORKS: Record<string, NetworkInfo> = {
  TRC20: { code: 'TRC20', name: 'TRON (TRC20)', family: 'tron', confirmations: 19 },
  ERC20: { code: 'ERC20', name: 'Ethereum (ERC20)', family: 'evm', confirmations: 12 },
  BEP20: { code: 'BEP20', name: 'BNB Smart Chain (BEP20)', family: 'evm', confirmations: 15 },
  AVAXC: { code: 'AVAXC', name: 'AVAX C-Chain', family: 'evm', confirmations: 12 },
  BTC: { code: 'BTC', name: 'Bitcoin', family: 'bitcoin', confirmations: 2 },
  LTC: { code: 'LTC', name: 'Litecoin', family: 'litecoin', confirmations: 6 },
};

export interface CurrencyNetworkSeed {
  currency: string;
  network: keyof typeof NETWORKS;
  minDeposit: string;
  minWithdraw: string;
  withdrawFee: string;
}

const row = (currency: string, network: string, minDeposit: string, minWithdraw: string, withdrawFee: string) =>
  ({ currency, network, minDeposit, minWithdraw, withdrawFee }) as CurrencyNetworkSeed;

/** Tokens without a chain of their own travel as BEP20 (and ERC20 where they were born). */
export const CURRENCY_NETWORKS: CurrencyNetworkSeed[] = [
  row('USDT', 'TRC20', '1', '10', '1'),
  row('USDT', 'ERC20', '5', '20', '4.5'),
  row('USDT', 'BEP20', '1', '10', '0.29'),
  row('BTC', 'BTC', '0.0001', '0.001', '0.0002'),
  row('BTC', 'BEP20', '0.00001', '0.0001', '0.0000045'),
  row('ETH', 'ERC20', '0.001', '0.01', '0.0012'),
  row('ETH', 'BEP20', '0.0001', '0.001', '0.00009'),
  row('BNB', 'BEP20', '0.001', '0.01', '0.0005'),
  row('TRX', 'TRC20', '1', '10', '1'),
  row('LTC', 'LTC', '0.001', '0.01', '0.0001'),
  row('AVAX', 'AVAXC', '0.01', '0.1', '0.008'),
  row('LINK', 'ERC20', '0.1', '1', '0.25'),
  row('LINK', 'BEP20', '0.01', '0.1', '0.011'),
  row('UNI', 'ERC20', '0.1', '1', '0.45'),
  row('UNI', 'BEP20', '0.01', '0.1', '0.02'),
  row('SOL', 'BEP20', '0.01', '0.1', '0.002'),
  row('XRP', 'BEP20', '1', '10', '0.15'),
  row('DOGE', 'BEP20', '10', '50', '2'),
  row('ADA', 'BEP20', '1', '10', '0.3'),
  row('DOT', 'BEP20', '0.1', '1', '0.05'),
  row('TON', 'BEP20', '0.1', '1', '0.05'),
  row('SHIB', 'ERC20', '100000', '1000000', '400000'),
];
