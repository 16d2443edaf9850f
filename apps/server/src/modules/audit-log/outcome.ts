import { ERROR_CODES, ERROR_MESSAGES, SUCCESS_MESSAGES, type ErrorKey } from '@aurelix/shared/errors';
import type { Locale } from '@aurelix/shared/locales';

export interface Outcome {
  code: number;
  /** The catalogue key of the answer's message; 'success' for a plain ok, 'unknown' when not found. */
  key: string;
  data: unknown;
}

const ERROR_KEYS = Object.keys(ERROR_CODES) as ErrorKey[];

/**
 * The answer as the admin read it: the envelope's code, the catalogue key behind its message (found
 * back from the message in the request's language: the envelope carries the text, not the key) and
 * its data. A body that is no envelope (a file, an empty 204) is recorded by its HTTP status.
 */
export function outcomeOf(payload: unknown, statusCode: number, locale: Locale): Outcome {
  let envelope: { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  try {
    envelope = typeof payload === 'string' ? JSON.parse(payload) : undefined;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.code !== 'number' || typeof envelope.msg !== 'string') return { code: statusCode, key: `http_${statusCode}`, data: null };
  const { code, msg } = envelope;
  return { code, key: keyOf(code, msg, locale), data: envelope.data ?? null };
}

function keyOf(code: number, msg: string, locale: Locale): string {
  if (code === 200) {
    if (msg === 'success') return 'success';
    const found = Object.entries(SUCCESS_MESSAGES[locale]).find(([, text]) => text === msg);
    return found?.[0] ?? 'unknown';
  }
  const sameCode = ERROR_KEYS.filter((k) => ERROR_CODES[k] === code);
  return sameCode.find((k) => ERROR_MESSAGES[locale][k] === msg) ?? sameCode[0] ?? 'unknown';
}
