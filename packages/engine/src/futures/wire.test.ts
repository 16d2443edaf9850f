import { describe, expect, it } from 'vitest';
import { futuresContractSettings, futuresPositionView } from '@aurelix/shared/schemas/futures';
import { lots } from '../units';
import { BTC_USDT_CONTRACT } from './contract';
import { isolatedLiquidationPrice } from './liquidation-price';
import { increasePosition } from './position';
import { BTC, px, usdt } from './testing/fixtures';
import { leverage } from './units';
import { describePosition, formatLots, lotsOfText, parseContractText, priceOfText, type ContractText } from './wire';

const BTC_TEXT: ContractText = {
  symbol: 'BTC_USDT',
  tick_size: '0.1',
  step_size: '0.001',
  maker_fee_rate: '0.0002',
  taker_fee_rate: '0.0005',
  brackets: [
    { cap: '50000', max_leverage: 125, maintenance_rate: '0.004', maintenance_amount: '0' },
    { cap: '250000', max_leverage: 100, maintenance_rate: '0.005', maintenance_amount: '50' },
    { cap: '1000000', max_leverage: 50, maintenance_rate: '0.01', maintenance_amount: '1300' },
    { cap: '5000000', max_leverage: 20, maintenance_rate: '0.025', maintenance_amount: '16300' },
    { cap: '10000000', max_leverage: 10, maintenance_rate: '0.05', maintenance_amount: '141300' },
    { cap: null, max_leverage: 5, maintenance_rate: '0.125', maintenance_amount: '891300' },
  ],
};

describe('the decimal boundary', () => {
  it('parses operator settings (validated by the shared schema) into the BTC default contract', () => {
    const settings = futuresContractSettings.parse(BTC_TEXT);
    expect(parseContractText(settings)).toEqual({ ok: true, value: BTC_USDT_CONTRACT });
  });

  it('refuses text that does not parse or a table that is not continuous', () => {
    expect(parseContractText({ ...BTC_TEXT, tick_size: '0.1x' })).toEqual({ ok: false, code: 'CONTRACT_INVALID_TICK' });
    expect(parseContractText({ ...BTC_TEXT, taker_fee_rate: '0.000000001' })).toEqual({ ok: false, code: 'CONTRACT_INVALID_FEE' });
    const gap = BTC_TEXT.brackets.map((b, i) => (i === 1 ? { ...b, maintenance_amount: '49' } : b));
    expect(parseContractText({ ...BTC_TEXT, brackets: gap })).toEqual({ ok: false, code: 'BRACKET_AMOUNT_DISCONTINUOUS' });
  });

  it('reads sizes and prices on the grid only', () => {
    expect(lotsOfText(BTC, '1.234')).toBe(1234);
    expect(lotsOfText(BTC, '1.2345')).toBeNull();
    expect(lotsOfText(BTC, '0')).toBeNull();
    expect(priceOfText(BTC, '43210.1')).toBe(px('43210.1'));
    expect(priceOfText(BTC, '43210.15')).toBeNull();
    expect(formatLots(BTC, lots(1234))).toBe('1.23400000');
  });

  it('describes a position in the shared view shape', () => {
    const open = increasePosition(BTC, null, 'long', px('40000'), lots(1000));
    if (!open.ok) throw new Error(open.code);
    const view = describePosition(open.value, {
      contract: BTC,
      mark: px('40400'),
      leverage: leverage(10),
      marginMode: 'isolated',
      isolatedMargin: usdt('4000'),
      pendingCloseQty: lots(400),
      liquidationPrice: isolatedLiquidationPrice(BTC, open.value, usdt('4000')),
    });
    expect(futuresPositionView.parse(view)).toEqual({
      symbol: 'BTC_USDT',
      side: 'long',
      margin_mode: 'isolated',
      leverage: 10,
      size: '1.00000000',
      closable: '0.60000000',
      entry_price: '40000.00000000',
      mark_price: '40400.00000000',
      unrealised_pnl: '400.00000000',
      roe: '0.10000000',
      margin: '4000.00000000',
      maintenance_margin: '161.60000000',
      liquidation_price: '36144.57831325',
    });
  });
});
