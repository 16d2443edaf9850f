import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * How far a JSON body may nest, and how many values it may hold. No request of the API comes near
 * either (the deepest is about 4 levels, the largest a few dozen values); a body of 20 MB of nested
 * arrays held the event loop for 28 s and one of 30,000 nested arrays overflowed the stack.
 */
export const JSON_MAX_DEPTH = 32;
export const JSON_MAX_VALUES = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/** The index of the quote that closes the string opened at `open`, or -1 when it is never closed. */
function endOfString(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return -1;
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
  }
}

/**
 * Whether a text is too short to count more than `maxValues` (every comma and bracket counted is a
 * character of its own) and has too few opening brackets, in strings or not, to nest deeper than
 * `maxDepth`. Counted with indexOf (native code): an order body (one brace) is decided at once.
 */
function cannotExceed(text: string, maxDepth: number, maxValues: number): boolean {
  if (text.length > maxValues) return false;
  let openings = 0;
  for (const bracket of ['{', '[']) {
    for (let at = text.indexOf(bracket); at >= 0; at = text.indexOf(bracket, at + 1)) {
      if (++openings > maxDepth) return false;
    }
  }
  return true;
}

/**
 * What makes a JSON text too costly to parse: nesting deeper than `maxDepth`, or more than
 * `maxValues` values (each comma and each array or object counts one). One pass over the text with
 * no recursion and no allocation; strings are skipped with indexOf, so a large image in base64
 * costs little. Malformed text is left to JSON.parse, which refuses it.
 */
export function jsonShapeProblem(text: string, maxDepth = JSON_MAX_DEPTH, maxValues = JSON_MAX_VALUES): 'depth' | 'values' | undefined {
  if (cannotExceed(text, maxDepth, maxValues)) return undefined;
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = endOfString(text, i);
      if (i < 0) return undefined;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return 'depth';
      if (++values > maxValues) return 'values';
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === COMMA && ++values > maxValues) {
      return 'values';
    }
  }
  return undefined;
}

/**
 * The API's JSON body parser. The body is read as text within the route's bodyLimit (Fastify refuses
 * a larger Content-Length before reading and stops a stream that grows past it), its shape is checked
 * before JSON.parse builds anything (JSON_TOO_COMPLEX), and an empty body means "no payload" (the
 * SPEC 7 calls that take none), not an error.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonShapeProblem(text) !== undefined) return done(new AppError('JSON_TOO_COMPLEX'), undefined);
    parse(request, text, done);
  });
}
