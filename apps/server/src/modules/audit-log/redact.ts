/**
 * Field names that carry a secret: passwords and fund passwords, authenticator and verification
 * codes, API secrets, tokens, keys and seed phrases. Matched on the name, at any depth, so a route
 * added tomorrow with `new_fund_password` or `google_code` is covered without a list to update.
 */
const SECRET_NAME = /pass(word)?|pwd|secret|token|otp|totp|2fa|mfa|authenticator|google|(^|_)code$|signature|private|mnemonic|seed_?phrase|api_?key/i;

export const REDACTED = '[redacted]';

/** The body with every secret field's value replaced by REDACTED (bounded: depth 20). */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    Object.defineProperty(out, key, { value: SECRET_NAME.test(key) ? REDACTED : redactSecrets(v, depth + 1), enumerable: true });
  }
  return out;
}

/** Names under which a body names what the action is about, in order of preference. */
const TARGET_FIELDS = ['id', 'user_id', 'uid', 'order_id', 'project_id', 'product_id', 'contract_id', 'symbol', 'currency'];

/** The id the action names, when the body has one: a known id field, else the first `*_id` field. */
export function targetOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const name = TARGET_FIELDS.find((f) => isId(fields[f])) ?? Object.keys(fields).find((f) => f.endsWith('_id') && isId(fields[f]));
  return name === undefined ? null : `${name}:${String(fields[name])}`;
}

const isId = (v: unknown) => (typeof v === 'string' && v !== '' && v.length <= 100) || (typeof v === 'number' && Number.isFinite(v));
