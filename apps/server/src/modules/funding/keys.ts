import { generateMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Db } from '../../db/client';
import { deriveAddress, type FamilyName } from './chains/families';
import { fundingRepository as repo } from './repository';

/**
 * The HD seed behind every deposit address. FUNDING_MNEMONIC wins; otherwise a mnemonic is
 * generated once and kept in the database, so every API process (and every restart) derives the
 * same addresses. The mnemonic is never logged. A real deployment sets FUNDING_MNEMONIC from a
 * secret store (or uses only extended public keys, with signing offline).
 */
export function createKeyring(db: Db, mnemonic = process.env.FUNDING_MNEMONIC) {
  let seed: Promise<Uint8Array> | undefined;

  async function load(): Promise<Uint8Array> {
    let phrase = mnemonic?.trim();
    if (phrase) {
      if (!validateMnemonic(phrase, wordlist)) throw new Error('FUNDING_MNEMONIC is not a valid BIP-39 mnemonic');
    } else {
      phrase = await repo.secret(db, 'hd_mnemonic', generateMnemonic(wordlist, 256));
    }
    return mnemonicToSeedSync(phrase);
  }

  return {
    async address(family: FamilyName, index: number) {
      seed ??= load().catch((err: unknown) => {
        seed = undefined;
        throw err;
      });
      return deriveAddress(await seed, family, index);
    },
  };
}
