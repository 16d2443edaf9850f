/**
 * Hostile requests for the route fuzz (test/request-fuzz.test.ts): nested, huge, deep, wrong-typed
 * and garbage bodies and queries, and malformed ids, built from a route's OpenAPI operation so that
 * a field is attacked in a body that is otherwise what a client would send.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
};
export type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** One request of the fuzz: what it is (for the failure list), and what goes on the wire. */
export interface FuzzCase {
  name: string;
  /** The raw body text (sent as application/json unless contentType says otherwise). */
  payload?: string | Buffer;
  contentType?: string;
  query?: string;
  /** Replaces the route's path parameters (already URL-encoded). */
  param?: string;
}

/** The depth a body may reach (http/json-body.ts); the fuzz goes far past it. */
export const DEEP = 30_000;
/** `[[[...]]]` DEEP levels: 60 KB, inside the 64 KiB API limit; it overflowed the stack of the recursive text check. */
export const deepArrays = (depth = DEEP) => '['.repeat(depth) + ']'.repeat(depth);
export const deepObjects = (depth = 10_000) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Ids as hostile clients write them: past bigint and the integer column, negative, fractional, exotic. */
export const BAD_IDS: unknown[] = [
  '9223372036854775808',
  '99999999999999999999999',
  2 ** 53,
  2 ** 31,
  '2147483648',
  -1,
  '-1',
  0,
  '0',
  1.5,
  '1.5',
  1e308,
  '1e3',
  '0x10',
  ' 1',
  '00012',
  '',
  'NaN',
  'Infinity',
  [1],
  { id: 1 },
  true,
  null,
];
/** The same as raw JSON number literals that JSON.parse rounds or turns into Infinity-like floats. */
const BAD_ID_LITERALS = ['9223372036854775808', '1e400', '-0', '123456789012345678901234567890'];
/** Path parameters: the same, as they appear in a URL. */
export const BAD_PARAMS = ['9223372036854775808', '2147483648', '-1', '0', '1.5', '1e3', '0x10', 'abc', '%20', '9'.repeat(400)];

const SAMPLES: Record<string, unknown> = {
  account: 'fuzz@example.com', email: 'fuzz@example.com', password: 'Secret123pw', fund_password: 'Fund456pw',
  currency: 'USDT', coin: 'USDT', network: 'TRC20', symbol: 'BTC_USDT', pair: 'BTC_USDT', amount: '1', quantity: '1',
  price: '1', code: '123456', lang: 'en_US',
};

const isType = (s: JsonSchema | undefined, type: string): boolean =>
  !!s && (s.type === type || (Array.isArray(s.type) && s.type.includes(type)) || !!s.anyOf?.some((x) => isType(x, type)));

/** A body a real client would send: each field a plausible value of its declared type. */
export function sampleOf(name: string, s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0];
  // Ids take a number or a string of digits: the number is what the web app sends most.
  if (isType(s, 'integer') || isType(s, 'number')) return 1;
  if (isType(s, 'string')) return typeof SAMPLES[name] === 'string' ? SAMPLES[name] : 'x';
  if (isType(s, 'boolean')) return false;
  if (isType(s, 'array')) return [];
  if (s.properties) return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, sampleOf(k, v)]));
  return undefined;
}

/** Whether a field holds an id: `id`, `*_id` (client_*id are the client's own keys, not row ids). */
export const isIdField = (name: string) => (name === 'id' || name.endsWith('_id')) && !name.startsWith('client_');

const json = (v: unknown) => JSON.stringify(v);

/** Bodies that are not what any route takes: shapes, sizes and bytes. */
function garbageBodies(sample: Record<string, unknown>): FuzzCase[] {
  const firstField = Object.keys(sample)[0] ?? 'x';
  const withRaw = (raw: string) => json({ ...sample, [firstField]: '\u0001' }).replace(json('\u0001'), raw);
  return [
    { name: 'deep arrays', payload: deepArrays() },
    { name: 'deep objects', payload: deepObjects() },
    { name: 'deep arrays in a field', payload: withRaw(deepArrays(5_000)) },
    { name: 'deep objects in a field', payload: withRaw(deepObjects(3_000)) },
    { name: '33 levels', payload: withRaw(deepArrays(33)) },
    { name: 'wide array', payload: `[${'0,'.repeat(30_000)}0]` },
    { name: 'wide object', payload: `{${Array.from({ length: 2_000 }, (_, i) => `"k${i}":${i}`).join(',')}}` },
    { name: 'long string in a field', payload: json({ ...sample, [firstField]: 'x'.repeat(60_000) }) },
    { name: 'over the limit (2 MB)', payload: json({ ...sample, [firstField]: 'x'.repeat(2_000_000) }) },
    { name: 'null', payload: 'null' },
    { name: 'array', payload: '[]' },
    { name: 'string', payload: '"x"' },
    { name: 'number', payload: '1e999' },
    { name: 'true', payload: 'true' },
    { name: 'broken JSON', payload: '{"a":' },
    { name: 'prototype keys', payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
    { name: 'bytes', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0xc3]) },
    { name: 'text/plain', payload: json(sample), contentType: 'text/plain' },
    { name: 'form', payload: 'a[b][c][d]=1&id=9223372036854775808', contentType: 'application/x-www-form-urlencoded' },
    { name: 'multipart without boundary', payload: '--x\r\n', contentType: 'multipart/form-data' },
  ];
}

/** Each field of the sample body in turn replaced by a value of the wrong type or size. */
function wrongTypes(sample: Record<string, unknown>): FuzzCase[] {
  const values: unknown[] = [{ $gt: '' }, [[['x']]], null, 1e308, 'x'.repeat(10_000)];
  return Object.keys(sample).flatMap((field) =>
    values.map((v, i) => ({ name: `${field} wrong type #${i}`, payload: json({ ...sample, [field]: v }) })),
  );
}

/** Every id field of the body gets each bad id, as a value and as a raw number literal. */
function badIds(sample: Record<string, unknown>, schema: JsonSchema | undefined): FuzzCase[] {
  const fields = Object.keys(schema?.properties ?? {}).filter(isIdField);
  return fields.flatMap((field) => [
    ...BAD_IDS.map((id) => ({ name: `${field}=${json(id)}`, payload: json({ ...sample, [field]: id }) })),
    ...BAD_ID_LITERALS.map((raw) => ({
      name: `${field}=${raw} (literal)`,
      payload: json({ ...sample, [field]: '\u0001' }).replace(json('\u0001'), raw),
    })),
  ]);
}

/** Queries: nested brackets, a huge value, and the query names of the route with bad ids. */
function badQueries(op: Operation): FuzzCase[] {
  const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return [
    { name: 'nested query', query: `${'a['.repeat(500)}b${']'.repeat(500)}=1` },
    { name: 'huge query value', query: `q=${'x'.repeat(8_000)}` },
    { name: 'repeated query', query: Array.from({ length: 500 }, () => 'id=1').join('&') },
    ...names.flatMap((n) => BAD_PARAMS.map((v) => ({ name: `?${n}=${v.slice(0, 24)}`, query: `${n}=${v}` }))),
  ];
}

/** All the hostile requests for one route. */
export function fuzzCases(op: Operation, method: string, hasParams: boolean): FuzzCase[] {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const sample = (sampleOf('', schema ?? {}) ?? {}) as Record<string, unknown>;
  const cases: FuzzCase[] = [...badQueries(op)];
  if (hasParams) cases.push(...BAD_PARAMS.map((p) => ({ name: `path ${p.slice(0, 24)}`, param: p })));
  if (method !== 'GET') cases.push(...garbageBodies(sample), ...wrongTypes(sample), ...badIds(sample, schema));
  return cases;
}
