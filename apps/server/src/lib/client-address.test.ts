import { describe, expect, it } from 'vitest';
import { clientAddressOf, normaliseAddress, parseTrustProxy, UNKNOWN_ADDRESS } from './client-address';

const PROXY = '10.0.0.7';
const oneHop = parseTrustProxy('1');

describe('normaliseAddress', () => {
  it.each([
    ['8.8.8.8:443', '8.8.8.8'],
    ['[2001:4860:4860::8888]', '2001:4860:4860::8888'],
    ['[2001:4860:4860::8888]:443', '2001:4860:4860::8888'],
    ['2001:4860:4860:0:0:0:0:8888', '2001:4860:4860::8888'],
    ['::ffff:808:808', '8.8.8.8'],
    ['::ffff:8.8.8.8', '8.8.8.8'],
    ['::8.8.8.8', '8.8.8.8'],
    ['2002:808:808::1', '8.8.8.8'],
    ['64:ff9b::808:808', '8.8.8.8'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', '8.8.8.8'],
    ['134744072', '8.8.8.8'],
    ['0x08080808', '8.8.8.8'],
    ['008.008.008.008', '8.8.8.8'],
    ['010.010.010.010', '8.8.8.8'],
    ['8.526344', '8.8.8.8'],
    ['FE80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s is %s', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  it.each(['unknown', '', 'example.com', '256.1.1.1', '1.2.3.4.5', '0x1g', '[::1', '::ffff:1.2.3'])(
    '%s cannot be read',
    (raw) => expect(normaliseAddress(raw)).toBe(UNKNOWN_ADDRESS),
  );
});

describe('clientAddressOf', () => {
  it('believes no header without a trusted proxy', () => {
    expect(clientAddressOf(PROXY, '8.8.8.8', parseTrustProxy('0'))).toBe(PROXY);
    expect(clientAddressOf('::ffff:127.0.0.1', undefined, parseTrustProxy(''))).toBe('127.0.0.1');
  });

  // Every one of these came from the client: the proxy appended 81.169.145.105 (a German address).
  it.each([
    '8.8.8.8',
    '8.8.8.8:443',
    '[2001:4860:4860::8888]',
    '::ffff:808:808',
    '::8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::808:808',
    '134744072',
    '0x08080808',
    '008.008.008.008',
    'unknown, 8.8.8.8',
    '10.0.0.1, 8.8.8.8',
  ])('with one hop, a forged %s on the left is not the client', (forged) => {
    expect(clientAddressOf(PROXY, `${forged}, 81.169.145.105`, oneHop)).toBe('81.169.145.105');
  });

  it('reads two header lines as one list, from the right', () => {
    expect(clientAddressOf(PROXY, ['8.8.8.8', '81.169.145.105'], oneHop)).toBe('81.169.145.105');
  });

  it('counts hops from the right', () => {
    const twoHops = parseTrustProxy('2');
    expect(clientAddressOf(PROXY, '8.8.8.8, 81.169.145.105, 10.0.0.1', twoHops)).toBe('81.169.145.105');
    // Fewer entries than hops: the farthest entry there is.
    expect(clientAddressOf(PROXY, '81.169.145.105', twoHops)).toBe('81.169.145.105');
    expect(clientAddressOf(PROXY, undefined, twoHops)).toBe(PROXY);
  });

  it('walks past trusted proxy ranges only', () => {
    const ranges = parseTrustProxy('10.0.0.0/8, 192.168.1.1, fd00::/8');
    expect(clientAddressOf(PROXY, '8.8.8.8, 81.169.145.105, 10.1.2.3, 192.168.1.1', ranges)).toBe('81.169.145.105');
    expect(clientAddressOf('fd00::5', '81.169.145.105', ranges)).toBe('81.169.145.105');
    // A peer that is not a trusted proxy is the client, whatever it writes.
    expect(clientAddressOf('81.169.145.105', '8.8.8.8', ranges)).toBe('81.169.145.105');
  });

  it('is unknown when the entry the proxy wrote cannot be read, never the entry to its left', () => {
    expect(clientAddressOf(PROXY, '8.8.8.8, garbage', oneHop)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddressOf(PROXY, '8.8.8.8, 10.0.0.9, garbage', parseTrustProxy('10.0.0.0/8'))).toBe(UNKNOWN_ADDRESS);
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustProxy('proxy.local')).toThrow(/TRUST_PROXY/);
  });
});
