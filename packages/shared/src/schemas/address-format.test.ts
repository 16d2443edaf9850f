import { describe, expect, it } from 'vitest';
import { looksLikeAddressOf } from './address-format';

describe('looksLikeAddressOf', () => {
  it.each([
    ['TRC20', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', true],
    ['TRC20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', false],
    ['TRC20', 'TUEZSdKso', false],
    ['BEP20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', true],
    ['ERC20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda9', false],
    ['BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', true],
    ['BTC', 'ltc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', false],
    ['BTC', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', false],
    ['LTC', 'ltc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', true],
    ['SOMECHAIN', 'anything', true],
  ])('%s %s: %s', (network, address, expected) => {
    expect(looksLikeAddressOf(network, address)).toBe(expected);
  });
});
