import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { errorMessage, type ErrorKey } from '@aurelix/shared/errors';
import type { Locale } from '@aurelix/shared/locales';
import { currentLocale } from '../../../i18n/i18n';

/**
 * Form validation built on the shared zod schemas: a failing check answers an error-catalogue key
 * (errors.ts), shown in the user's language with the server's own wording.
 */

/** The catalogue key of the first problem of `value`, or null when it passes. Empty input answers `requiredKey`. */
export function checkField(schema: z.ZodType, value: unknown, requiredKey: ErrorKey): ErrorKey | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return requiredKey;
  }
  const result = schema.safeParse(value);
  if (result.success) return null;
  return (result.error.issues[0]?.message as ErrorKey | undefined) ?? requiredKey;
}

/** Null when `confirm` repeats `password`, else PASSWORD_MISMATCH (a blank repeat is a mismatch too). */
export function checkConfirm(password: unknown, confirm: unknown): ErrorKey | null {
  if (typeof confirm !== 'string' || confirm === '') return 'PASSWORD_MISMATCH';
  return password === confirm ? null : 'PASSWORD_MISMATCH';
}

/** Null when the fund password differs from the login password (SPEC 5, register step 2). */
export function checkDiffers(loginPassword: unknown, fundPassword: unknown): ErrorKey | null {
  if (typeof fundPassword !== 'string' || fundPassword === '') return null;
  return loginPassword === fundPassword ? 'PASSWORDS_MUST_DIFFER' : null;
}

export function messageOf(key: ErrorKey, locale: Locale = currentLocale()): string {
  return errorMessage(key, locale);
}

const toPromise = (key: ErrorKey | null) =>
  key ? Promise.reject(new Error(messageOf(key))) : Promise.resolve();

/** An antd rule checking one field against a shared schema. */
export function schemaRule(schema: z.ZodType, requiredKey: ErrorKey): Rule {
  return { validator: (_rule, value) => toPromise(checkField(schema, value, requiredKey)) };
}

/** An antd rule: this field must repeat `field`. */
export function confirmRule(field: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value) => toPromise(checkConfirm(getFieldValue(field), value)),
  });
}

/** An antd rule: this field must differ from `field`. */
export function differsRule(field: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value) => toPromise(checkDiffers(getFieldValue(field), value)),
  });
}

/** An antd rule for the agreement checkbox. */
export function agreementRule(): Rule {
  return { validator: (_rule, value) => toPromise(value === true ? null : 'AGREEMENT_REQUIRED') };
}
