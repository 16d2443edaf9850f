import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base58check, bech32 } from '@scure/base';

/*
 * Address encodings of the three chain families we pay on. Pure functions: a compressed secp256k1
 * public key in, the chain's address text out; and a checksum-verifying validator per family, used
 * by withdrawals and the address book so a typo is refused before money is frozen.
 */

const b58c = base58check(sha256);
const hash160 = (b: Uint8Array) => ripemd160(sha256(b));
/** The 20 bytes EVM and TRON both use: keccak of the 64-byte uncompressed key, last 20 bytes. */
function keccakAccount(compressedPubKey: Uint8Array): Uint8Array {
  const full = secp256k1.Point.fromBytes(compressedPubKey).toBytes(false);
  return keccak_256(full.subarray(1)).subarray(12);
}

/** EIP-55 mixed-case checksum of a 40-hex-digit account. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
  return out;
}

export const evmAddress = (pub: Uint8Array) => toChecksumAddress(bytesToHex(keccakAccount(pub)));

/** TRON: 0x41 then the same 20 bytes as EVM, base58check-encoded (starts with 'T'). */
export function tronAddress(pub: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(keccakAccount(pub), 1);
  return b58c.encode(payload);
}

/** Native SegWit P2WPKH (BIP-84): witness version 0 + hash160 of the compressed key. */
export function segwitAddress(pub: Uint8Array, hrp: string): string {
  return bech32.encode(hrp, [0, ...bech32.toWords(hash160(pub))]);
}

/** An EVM address: all-lowercase or all-uppercase hex is accepted unchecked (as wallets do); mixed case must be EIP-55. */
export function isEvmAddress(text: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return false;
  const body = text.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(body) === text;
}

export function isTronAddress(text: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return false;
  try {
    const bytes = b58c.decode(text);
    return bytes.length === 21 && bytes[0] === 0x41;
  } catch {
    return false;
  }
}

/** Witness v0 P2WPKH (20 bytes) or P2WSH (32 bytes) in bech32 with the given prefix. */
export function isSegwitV0Address(text: string, hrp: string): boolean {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return false;
  try {
    const decoded = bech32.decode(text.toLowerCase() as `${string}1${string}`);
    if (decoded.prefix !== hrp || decoded.words[0] !== 0) return false;
    const program = bech32.fromWords(decoded.words.slice(1));
    return program.length === 20 || program.length === 32;
  } catch {
    return false;
  }
}
