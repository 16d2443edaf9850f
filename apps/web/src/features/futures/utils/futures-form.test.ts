import { describe, expect, it } from 'vitest';
import { contract } from '../components/fixtures.test-data';
import { bracketCapAt, contractRules, openCost, percentOfMax, quantityAtPercent, validateFuturesDraft } from './futures-form';
import { countdownText, formatIndex } from './format';
import Decimal from 'decimal.js';

describe('futures form maths', () => {
  it('costs an opening order as initial margin plus the taker fee, rounded up', () => {
    const cost = openCost(new Decimal('50000.1'), '0.003', 7, '0.0005');
    // 150.0003 notional: 21.42861428... margin -> 21.4287, 0.07500015 fee -> 0.0751.
    expect(cost?.margin.toFixed()).toBe('21.4287');
    expect(cost?.fee.toFixed()).toBe('0.0751');
    expect(cost?.total.toFixed()).toBe('21.5038');
    expect(openCost(null, '1', 10, '0.0005')).toBeNull();
  });

  it('turns a slider share into a quantity on the step, and back', () => {
    expect(quantityAtPercent(100, '0.178', '0.001')).toBe('0.178');
    expect(quantityAtPercent(33, '0.178', '0.001')).toBe('0.058');
    expect(quantityAtPercent(50, '0', '0.001')).toBe('');
    expect(percentOfMax('0.089', '0.178')).toBe(50);
    expect(percentOfMax('1', '0.178')).toBe(100);
  });

  it('refuses a close above the closable amount and a close with nothing to close', () => {
    const rules = contractRules(contract);
    const draft = { direction: 'close_long' as const, type: 'market' as const, price: '', quantity: '0.02' };
    expect(validateFuturesDraft(draft, rules, '0.015')).toEqual({ field: 'quantity', key: 'aboveClosable', values: { closable: '0.015' } });
    expect(validateFuturesDraft(draft, rules, '0')?.key).toBe('nothingToClose');
    expect(validateFuturesDraft({ ...draft, quantity: '0.015' }, rules, '0.015')).toBeNull();
    expect(validateFuturesDraft({ ...draft, direction: 'open_long', type: 'limit', price: '50000.05' }, rules)?.key).toBe('precision');
  });

  it('reads the notional cap of the widest bracket allowing a leverage', () => {
    expect(bracketCapAt(contract, 125)).toBe('50000');
    expect(bracketCapAt(contract, 5)).toBeNull();
  });

  it('floors the index to 4 decimals and counts down to funding', () => {
    expect(formatIndex('50005.12349', 'en-US')).toBe('50,005.1234');
    expect(countdownText(10_000_000, 10_000_000 - 3_723_000)).toBe('01:02:03');
    expect(countdownText(0, 5)).toBe('00:00:00');
  });
});
