import { describe, expect, it } from 'vitest';
import { transferableCurrencies } from '@aurelix/shared/schemas/wallet';
import { isSmall, visibleAssets } from './assets';
import { formatExact, formatQty, formatSignedValuation, formatValuation } from './format';
import { amountProblem, keepApart, maxTransferable } from './transfer-form';

const currencies = [
  { symbol: 'USDT', legal_status: 1 },
  { symbol: 'BTC', legal_status: 1 },
  { symbol: 'SOL', legal_status: 0 },
];

describe('which currencies a transfer may move', () => {
  it('futures and second take USDT only, fiat the legal currencies, spot everything', () => {
    expect(transferableCurrencies('spot', 'futures', currencies).map((c) => c.symbol)).toEqual(['USDT']);
    expect(transferableCurrencies('spot', 'second', currencies).map((c) => c.symbol)).toEqual(['USDT']);
    expect(transferableCurrencies('spot', 'fiat', currencies).map((c) => c.symbol)).toEqual(['USDT', 'BTC']);
    expect(transferableCurrencies('fiat', 'spot', currencies).map((c) => c.symbol)).toEqual(['USDT', 'BTC']);
    expect(transferableCurrencies('ico', 'spot', currencies).map((c) => c.symbol)).toEqual(['USDT', 'BTC', 'SOL']);
    expect(transferableCurrencies('spot', 'ico', currencies).map((c) => c.symbol)).toEqual(['USDT']);
    expect(transferableCurrencies('spot', 'spot', currencies)).toEqual([]);
  });
});

describe('transfer amount checks', () => {
  it('asks for a quantity, a valid one, and no more than available', () => {
    expect(amountProblem('', '10')).toBe('required');
    expect(amountProblem('   ', '10')).toBe('required');
    expect(amountProblem('abc', '10')).toBe('format');
    expect(amountProblem('0', '10')).toBe('positive');
    expect(amountProblem('-1', '10')).toBe('positive');
    expect(amountProblem('1e2', '1000')).toBe('format');
    expect(amountProblem('10.000000000000000001', '10')).toBe('tooLarge');
    expect(amountProblem('10', '10')).toBeNull();
    expect(amountProblem('0.1', '0.3')).toBeNull();
    // Balance not known yet: only the amount's own form counts.
    expect(amountProblem('1000000', null)).toBeNull();
    expect(amountProblem('abc', null)).toBe('format');
  });

  it("refuses more decimals than the currency's precision and lets Max send only what fits it", () => {
    expect(amountProblem('1.123456789012', '25', 6)).toBe('precision');
    expect(amountProblem('1.123456', '25', 6)).toBeNull();
    expect(amountProblem('2,5', '25', 1)).toBeNull();
    expect(maxTransferable('25.123456789012', 6)).toBe('25.123456');
    expect(maxTransferable('25.5', 2)).toBe('25.5');
  });

  it('keeps the two accounts different when one side is picked', () => {
    expect(keepApart('futures', 'futures', 'from')).toEqual({ from: 'futures', to: 'spot' });
    expect(keepApart('spot', 'spot', 'to')).toEqual({ from: 'futures', to: 'spot' });
    expect(keepApart('fiat', 'ico', 'to')).toEqual({ from: 'fiat', to: 'ico' });
  });
});

describe('asset table filters', () => {
  const assets = [
    { currency: 'USDT', name: 'Tether', usdt: '100', total: '100' },
    { currency: 'SHIB', name: 'Shiba Inu', usdt: '0.5', total: '23000' },
    { currency: 'BTC', name: 'Bitcoin', usdt: '0', total: '0' },
  ];
  it('hides balances worth less than 1 USDT when asked, and searches symbol and name', () => {
    expect(isSmall(assets[1]!)).toBe(true);
    expect(visibleAssets(assets, { hideSmall: true, search: '' }).map((a) => a.currency)).toEqual(['USDT']);
    expect(visibleAssets(assets, { hideSmall: false, search: 'shiba' }).map((a) => a.currency)).toEqual(['SHIB']);
    expect(visibleAssets(assets, { hideSmall: false, search: ' btc ' }).map((a) => a.currency)).toEqual(['BTC']);
  });
});

describe('wallet number formats', () => {
  it('rounds balances down, never up, and keeps every digit of journal amounts', () => {
    expect(formatQty('1.999999999', 8, 'en-US')).toBe('1.99999999');
    expect(formatQty('1234.5', 2, 'de-DE')).toBe('1.234,50');
    expect(formatExact('-0.000000000000000001', 'en-US')).toBe('-0.000000000000000001');
    expect(formatExact('12.5', 'en-US', true)).toBe('+12.5');
    expect(formatValuation('0.00012345', '$', 'en-US')).toBe('$0.00012345');
    expect(formatValuation('14873100', '¥', 'en-US')).toBe('¥14,873,100.00');
    // P&L reads like the change % beside it: sign first, 2 decimals.
    expect(formatSignedValuation('-0.34699776', '$', 'en-US')).toBe('-$0.35');
    expect(formatSignedValuation('1234.5', '€', 'de-DE')).toBe('+€1.234,50');
    expect(formatSignedValuation('0.001', '$', 'en-US')).toBe('$0.00');
  });
});
