import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BIGINT_ID_MAX, bigRowId, INTEGER_ID_MAX, intRowId } from './id';

describe('row ids', () => {
  it('takes a number or a string of digits, as the web app sends them, and gives a number', () => {
    expect(bigRowId.parse(42)).toBe(42);
    expect(bigRowId.parse('42')).toBe(42);
    expect(bigRowId.parse(BIGINT_ID_MAX)).toBe(BIGINT_ID_MAX);
    expect(bigRowId.parse(String(BIGINT_ID_MAX))).toBe(BIGINT_ID_MAX);
    expect(intRowId.parse(INTEGER_ID_MAX)).toBe(INTEGER_ID_MAX);
  });

  it.each([
    ['past bigint', '9223372036854775808'],
    ['past a safe integer', BIGINT_ID_MAX + 1],
    ['a long string', '99999999999999999999999'],
    ['zero', 0],
    ['negative', -1],
    ['negative text', '-1'],
    ['fractional', 1.5],
    ['fractional text', '1.5'],
    ['exponent', '1e3'],
    ['hex', '0x10'],
    ['padded', ' 1'],
    ['leading zero', '012'],
    ['empty', ''],
    ['infinite', Infinity],
    ['NaN', Number.NaN],
    ['an array', [1]],
    ['an object', { id: 1 }],
    ['a boolean', true],
    ['null', null],
  ])('refuses %s with INVALID_PARAMS', (_, value) => {
    const result = bigRowId.safeParse(value);
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((i) => i.message))).toEqual(new Set(['INVALID_PARAMS']));
  });

  it('refuses an id past what an integer column holds', () => {
    expect(intRowId.safeParse(INTEGER_ID_MAX + 1).success).toBe(false);
    expect(intRowId.safeParse(String(INTEGER_ID_MAX + 1)).success).toBe(false);
    expect(bigRowId.safeParse(INTEGER_ID_MAX + 1).success).toBe(true);
  });

  it('documents both forms in the generated API reference', () => {
    const schema = z.toJSONSchema(z.object({ id: intRowId }), { io: 'input' }) as unknown as { properties: { id: { anyOf: Array<{ type: string }> } } };
    expect(schema.properties.id.anyOf.map((s) => s.type)).toEqual(['number', 'string']);
  });
});
