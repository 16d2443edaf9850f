import { describe, expect, it } from 'vitest';
import { parseAmount, planEntry, type Leg } from './entry';
import { formatUnits } from './units';

const leg = (userId: number, amount: string, extra: Partial<Leg> = {}): Leg => ({
  userId,
  account: 'spot',
  currency: 'USDT',
  field: 'available',
  amount,
  ...extra,
});

describe('parseAmount', () => {
  it('accepts plain decimals up to 18 places and below 1e18', () => {
    expect(parseAmount('0.000000000000000001', { signed: false })?.toFixed()).toBe('0.000000000000000001');
    expect(parseAmount('999999999999999999.5', { signed: false })?.toFixed()).toBe('999999999999999999.5');
    expect(parseAmount('-12.5', { signed: true })?.toFixed()).toBe('-12.5');
    // Trailing zeros are not precision: the value has 1 decimal.
    expect(parseAmount('1.50000000000000000000', { signed: false })?.toFixed()).toBe('1.5');
  });

  it.each([
    '',
    '0',
    '0.000',
    '-0',
    '1e5',
    '0x10',
    'Infinity',
    'NaN',
    '+1',
    '1.',
    '.5',
    ' 1',
    '1,5',
    '0.0000000000000000001',
    '1000000000000000000',
  ])('rejects %j', (text) => expect(parseAmount(text, { signed: true })).toBeNull());

  it('rejects negatives unless signed, and non-strings', () => {
    expect(parseAmount('-1', { signed: false })).toBeNull();
    expect(parseAmount(1 as unknown as string, { signed: true })).toBeNull();
  });
});

describe('planEntry', () => {
  it('nets legs per row and sorts rows in lock order', () => {
    const plan = planEntry({
      reason: 'trade',
      legs: [
        leg(9, '-5'),
        leg(2, '3', { currency: 'BTC' }),
        leg(2, '-3', { currency: 'BTC', field: 'frozen' }),
        leg(1, '5'),
        leg(9, '1'),
        leg(1, '-1'),
      ],
    });
    if (!plan.ok) throw new Error(plan.detail);
    expect(
      plan.rows.map((r) => [r.userId, r.currency, formatUnits(r.available), formatUnits(r.frozen), r.legs]),
    ).toEqual([
      [1, 'USDT', '4', '0', [3, 5]],
      [2, 'BTC', '3', '-3', [1, 2]],
      [9, 'USDT', '-4', '0', [0, 4]],
    ]);
  });

  it('rejects legs that do not sum to zero in each currency', () => {
    const plan = planEntry({ reason: 'x', legs: [leg(1, '1'), leg(2, '-1', { currency: 'BTC' })] });
    expect(plan).toMatchObject({ ok: false, rejection: 'UNBALANCED' });
  });

  it('rejects malformed entries and amounts', () => {
    expect(planEntry({ reason: '', legs: [leg(1, '1'), leg(2, '-1')] })).toMatchObject({
      rejection: 'MALFORMED',
    });
    expect(planEntry({ reason: 'x', legs: [leg(1, '0')] })).toMatchObject({ rejection: 'MALFORMED' });
    expect(
      planEntry({ reason: 'x', legs: [leg(1, '1', { account: 'margin' as never }), leg(2, '-1')] }),
    ).toMatchObject({ rejection: 'MALFORMED' });
    expect(
      planEntry({ reason: 'x', legs: [leg(1, '1', { field: 'locked' as never }), leg(2, '-1')] }),
    ).toMatchObject({ rejection: 'MALFORMED' });
    expect(planEntry({ reason: 'x', legs: [leg(0, '1'), leg(2, '-1')] })).toMatchObject({
      rejection: 'MALFORMED',
    });
    expect(planEntry({ reason: 'x', legs: [leg(1, '0'), leg(2, '0')] })).toMatchObject({
      rejection: 'INVALID_AMOUNT',
    });
    expect(planEntry({ reason: 'x', legs: [leg(1, '1e2'), leg(2, '-100')] })).toMatchObject({
      rejection: 'INVALID_AMOUNT',
    });
  });
});
