import { z } from 'zod';

/*
 * The one schema of a row id that a request names (an order, an ad, a card, a project, a notice, a
 * user in the back office, ...). A value the column cannot hold never reaches the database: there it
 * failed the whole query (`9223372036854775808` into a bigint, `2147483648` into an integer) and
 * answered HTTP 500. An id outside the column is refused as INVALID_PARAMS, like any malformed one.
 */

/** The largest id of an `integer` (`serial`) column. */
export const INTEGER_ID_MAX = 2_147_483_647;
/** The largest id of a `bigint` (`bigserial`) column as the server reads it: a JS number, exact to 2^53 - 1. */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

/** The kind of column the id points into. */
export type IdColumn = 'integer' | 'bigint';

/** Digits as the web app writes an id it read as a string (order ids): no sign, no leading zero, no exponent. */
const DIGITS = /^[1-9]\d{0,15}$/;

/**
 * A row id as clients send it today, a JSON number (`42`) or a string of digits (`"42"`), parsed to
 * a positive safe integer no larger than the column holds. Everything else (negative, zero,
 * fractional, `1e3`, `0x10`, padded, arrays, objects, booleans, too large) is INVALID_PARAMS.
 */
export function rowId(column: IdColumn = 'bigint') {
  const max = column === 'integer' ? INTEGER_ID_MAX : BIGINT_ID_MAX;
  return z
    .union([z.number('INVALID_PARAMS'), z.string('INVALID_PARAMS').regex(DIGITS, 'INVALID_PARAMS').transform(Number)], 'INVALID_PARAMS')
    .pipe(z.number().int('INVALID_PARAMS').min(1, 'INVALID_PARAMS').max(max, 'INVALID_PARAMS'));
}

/** The id of a `bigserial` row (orders, ads, cards, notices, withdrawals, ...). */
export const bigRowId = rowId('bigint');
/** The id of a `serial` row (users, projects, products, articles, identity applications, ...). */
export const intRowId = rowId('integer');
