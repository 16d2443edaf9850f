/*
 * The shape of a withdrawal address on each network, so a form can say "not an address of this
 * network" while the user types. Shapes only: the server still verifies checksums (funding/chains),
 * which need hashing libraries the web app does not ship.
 */

const BECH32 = '[qpzry9x8gf2tvdw0s3jn54khce6mua7l]';
/** Witness v0: P2WPKH (38 data characters after 'q') or P2WSH (58). */
const segwitV0 = (hrp: string) => new RegExp(`^${hrp}1q(?:${BECH32}{38}|${BECH32}{58})$`, 'i');
const EVM = /^0x[0-9a-fA-F]{40}$/;

const SHAPES: Record<string, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: EVM,
  BEP20: EVM,
  AVAXC: EVM,
  BTC: segwitV0('bc'),
  LTC: segwitV0('ltc'),
};

/**
 * False when `address` cannot be an address of `network`; true when it has the network's shape, or
 * when the network is one this check does not know (the server decides then).
 */
export function looksLikeAddressOf(network: string, address: string): boolean {
  const shape = SHAPES[network.toUpperCase()];
  return shape ? shape.test(address.trim()) : true;
}
