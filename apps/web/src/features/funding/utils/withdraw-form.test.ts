import { describe, expect, it } from 'vitest';
import { addressProblem, amountProblem, maxAmount, receiveAmount, shortAddress } from './withdraw-form';

const usdt = { min_withdraw: '10', withdraw_fee: '1', precision: 2 };

describe('withdraw form rules', () => {
  it('names what is wrong with an amount', () => {
    expect(amountProblem('', usdt, '100')).toBe('amountRequired');
    expect(amountProblem('1e3', usdt, '100')).toBe('format');
    expect(amountProblem('-20', usdt, '100')).toBe('positive');
    expect(amountProblem('10.001', usdt, '100')).toBe('precision');
    expect(amountProblem('10,5', usdt, '100')).toBeNull();
    expect(amountProblem('9.99', usdt, '100')).toBe('amountBelowMin');
    expect(amountProblem('100.01', usdt, '100')).toBe('amountTooLarge');
    expect(amountProblem('60', usdt, '100', '50')).toBe('overLimit');
    expect(amountProblem('50', usdt, '100', '50')).toBeNull();
    // Balance not loaded yet: the amount's own rules still apply, the balance check waits.
    expect(amountProblem('100000', usdt, null)).toBeNull();
    expect(amountProblem('9.99', usdt, null)).toBe('amountBelowMin');
  });

  it('checks the address has the shape of the chosen network', () => {
    expect(addressProblem('  ', 'TRC20')).toBe('addressRequired');
    expect(addressProblem('0x9858EfFD232B4033E47d90003D41EC34EcaEda94', 'TRC20')).toBe('addressInvalid');
    expect(addressProblem('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', 'TRC20')).toBeNull();
    expect(addressProblem('0x9858EfFD232B4033E47d90003D41EC34EcaEda94', 'BEP20')).toBeNull();
  });

  it('shows the receive amount as amount minus fee', () => {
    expect(receiveAmount('20', '1')).toBe('19');
    expect(receiveAmount('0.5', '1')).toBe('0');
    expect(receiveAmount('abc', '1')).toBe('0');
  });

  it('caps max by the limit left and rounds it down to the precision', () => {
    expect(maxAmount('123.456', undefined, 2)).toBe('123.45');
    expect(maxAmount('123.456', '100', 2)).toBe('100');
    expect(maxAmount('0', '100', 2)).toBe('0');
  });

  it('shortens long addresses only', () => {
    expect(shortAddress('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).toBe('TUEZSdKs…hGWYdH'.replace('hGWYdH', 'zxhGWYdH'));
    expect(shortAddress('short')).toBe('short');
  });
});
