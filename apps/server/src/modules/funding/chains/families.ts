import { HDKey } from '@scure/bip32';
import {
  evmAddress,
  isEvmAddress,
  isSegwitV0Address,
  isTronAddress,
  segwitAddress,
  toChecksumAddress,
  tronAddress,
} from './address-codec';

/**
 * A chain family: networks that share an address format and a derivation path, so a user has one
 * deposit address per family (the same 0x address on ERC20 and BEP20, as every exchange does).
 */
export interface ChainFamily {
  /** BIP-44 style account path; the user's id is the last (non-hardened) index. */
  path: string;
  encode(pub: Uint8Array): string;
  isValid(address: string): boolean;
  /** The stored spelling, so that 'BC1Q...' and 'bc1q...' are the same book entry. */
  canonical(address: string): string;
}

export const FAMILIES = {
  evm: {
    path: "m/44'/60'/0'/0",
    encode: evmAddress,
    isValid: isEvmAddress,
    canonical: (a: string) => toChecksumAddress(a.slice(2)),
  },
  tron: { path: "m/44'/195'/0'/0", encode: tronAddress, isValid: isTronAddress, canonical: (a: string) => a },
  bitcoin: {
    path: "m/84'/0'/0'/0",
    encode: (pub: Uint8Array) => segwitAddress(pub, 'bc'),
    isValid: (a: string) => isSegwitV0Address(a, 'bc'),
    canonical: (a: string) => a.toLowerCase(),
  },
  litecoin: {
    path: "m/84'/2'/0'/0",
    encode: (pub: Uint8Array) => segwitAddress(pub, 'ltc'),
    isValid: (a: string) => isSegwitV0Address(a, 'ltc'),
    canonical: (a: string) => a.toLowerCase(),
  },
} as const satisfies Record<string, ChainFamily>;

export type FamilyName = keyof typeof FAMILIES;

/** The deposit address of index `index` in a family, derived from the master seed. */
export function deriveAddress(seed: Uint8Array, family: FamilyName, index: number): { address: string; path: string } {
  const f = FAMILIES[family];
  const path = `${f.path}/${index}`;
  const key = HDKey.fromMasterSeed(seed).derive(path);
  if (!key.publicKey) throw new Error('derived key has no public key');
  return { address: f.encode(key.publicKey), path };
}
