import { describe, expect, it } from 'vitest';
import { isMainLinkActive, MAIN_LINKS } from './nav-items';

const activeOn = (pathname: string) => MAIN_LINKS.filter((l) => isMainLinkActive(l.to, pathname)).map((l) => l.label);

describe('which header link is lit', () => {
  it('lights Spot alone on any pair’s trading page, and Markets alone on the list', () => {
    expect(activeOn('/markets/kline/BTC_USDT')).toEqual(['nav.spot']);
    expect(activeOn('/markets/kline/eth_usdt')).toEqual(['nav.spot']);
    expect(activeOn('/markets')).toEqual(['nav.markets']);
    expect(activeOn('/markets/')).toEqual(['nav.markets']);
  });

  it('keeps futures and second contracts apart and lights nothing elsewhere', () => {
    expect(activeOn('/contract/eth_usdt')).toEqual(['nav.uContract']);
    expect(activeOn('/contract_sec/btc_usdt')).toEqual(['nav.secContract']);
    expect(activeOn('/deal')).toEqual(['nav.buyCrypto']);
    expect(activeOn('/home')).toEqual([]);
    expect(activeOn('/wallet/wallet')).toEqual([]);
  });
});
