import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JSON_MAX_VALUES, jsonShapeProblem } from './json-body';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
const list = (values: number) => `[${Array.from({ length: values }, () => '0').join(',')}]`;

describe('the shape of a JSON body', () => {
  it('takes 32 levels and refuses 33, of arrays and objects alike', () => {
    expect(jsonShapeProblem(nested(JSON_MAX_DEPTH))).toBeUndefined();
    expect(jsonShapeProblem(nested(JSON_MAX_DEPTH + 1))).toBe('depth');
    expect(jsonShapeProblem('{"a":'.repeat(JSON_MAX_DEPTH) + '1' + '}'.repeat(JSON_MAX_DEPTH))).toBeUndefined();
    expect(jsonShapeProblem('{"a":'.repeat(JSON_MAX_DEPTH + 1) + '1' + '}'.repeat(JSON_MAX_DEPTH + 1))).toBe('depth');
  });

  it('counts depth, not brackets: many shallow containers are fine', () => {
    expect(jsonShapeProblem(`[${Array.from({ length: 500 }, () => '[[]]').join(',')}]`)).toBeUndefined();
  });

  it('takes 10,000 values and refuses more (each comma and container counts one)', () => {
    expect(jsonShapeProblem(list(JSON_MAX_VALUES))).toBeUndefined(); // 9,999 commas and the array
    expect(jsonShapeProblem(list(JSON_MAX_VALUES + 1))).toBe('values');
  });

  it('skips strings, with their brackets, commas and escaped quotes', () => {
    const text = JSON.stringify({ a: '['.repeat(100) + ','.repeat(20_000) + '\\"[[[' + '"'.repeat(50), b: [1] });
    expect(jsonShapeProblem(text)).toBeUndefined();
    expect(jsonShapeProblem(`{"a":"\\\\"${nested(40)}}`)).toBe('depth');
  });

  it('leaves malformed text to JSON.parse', () => {
    expect(jsonShapeProblem('{"a": "never closed')).toBeUndefined();
    expect(jsonShapeProblem(']]]]}}}}')).toBeUndefined();
  });

  it('reads a large base64 image body in one pass', () => {
    const image = 'A'.repeat(7_000_000);
    expect(jsonShapeProblem(JSON.stringify({ id: 1, images: [image, image, image] }))).toBeUndefined();
  });
});
