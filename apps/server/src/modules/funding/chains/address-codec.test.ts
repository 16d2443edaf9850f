import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { isEvmAddress, isSegwitV0Address, isTronAddress, toChecksumAddress } from './address-codec';
import { deriveAddress } from './families';

// BIP-84 / BIP-44 test mnemonic: the published vectors below come from it.
const seed = mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');

describe('deposit address derivation', () => {
  it('matches the BIP-84 vector for the first native SegWit address', () => {
    expect(deriveAddress(seed, 'bitcoin', 0).address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriveAddress(seed, 'bitcoin', 1).address).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it("matches the well-known m/44'/60'/0'/0/0 Ethereum address, EIP-55 checksummed", () => {
    expect(deriveAddress(seed, 'evm', 0).address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it("matches the well-known m/44'/195'/0'/0/0 TRON address", () => {
    expect(deriveAddress(seed, 'tron', 0).address).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('gives every index its own address', () => {
    const a = new Set([0, 1, 2, 3].map((i) => deriveAddress(seed, 'evm', i).address));
    expect(a.size).toBe(4);
  });
});

describe('address validators', () => {
  it('checks the EIP-55 checksum of mixed-case EVM addresses', () => {
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
  });

  it('checks the base58check checksum and 0x41 prefix of TRON addresses', () => {
    expect(isTronAddress('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).toBe(true);
    expect(isTronAddress('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdJ')).toBe(false);
    expect(isTronAddress('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')).toBe(false);
  });

  it('checks the bech32 checksum, prefix and witness program of SegWit addresses', () => {
    expect(isSegwitV0Address('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bc')).toBe(true);
    expect(isSegwitV0Address('BC1QCR8TE4KR609GCAWUTMRZA0J4XV80JY8Z306FYU', 'bc')).toBe(true);
    expect(isSegwitV0Address('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv', 'bc')).toBe(false);
    expect(isSegwitV0Address('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'ltc')).toBe(false);
    expect(isSegwitV0Address('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bc')).toBe(false);
  });
});
