import { emailAddress, mobileNumber } from '@aurelix/shared/schemas/auth';
import type { SendCodeBody } from '@aurelix/shared/schemas/auth';
import { normalizeAreaCode } from './area-codes';

export type IdentityType = 'email' | 'mobile';

/** Who is registering or resetting: the shape register, check-code and reset take. */
export type Identity = { type: 'email'; email: string } | { type: 'mobile'; area_code: string; mobile: string };

/** The identity fields of the e-mail / mobile forms. */
export interface IdentityValues {
  email?: string;
  area_code?: string;
  mobile?: string;
}

export function toIdentity(type: IdentityType, values: IdentityValues): Identity {
  if (type === 'email') return { type, email: emailAddress.parse(values.email ?? '') };
  return {
    type,
    area_code: normalizeAreaCode(values.area_code ?? ''),
    mobile: mobileNumber.parse(values.mobile ?? ''),
  };
}

export function sendCodeBodyOf(identity: Identity, purpose: SendCodeBody['purpose']): SendCodeBody {
  return identity.type === 'email'
    ? { type: 'email', address: identity.email, purpose }
    : { type: 'mobile', address: identity.mobile, area_code: identity.area_code, purpose };
}

/** 'user@example.com' or '+44 7700900123', for 'code sent to …'. */
export function describeIdentity(identity: Identity): string {
  return identity.type === 'email' ? identity.email : `+${identity.area_code} ${identity.mobile}`;
}

/** Router state of /reg-next and /set-pass, checked because history state can be anything. */
export function readIdentityState(state: unknown): { identity: Identity; code?: string } | null {
  if (!state || typeof state !== 'object') return null;
  const { identity, code } = state as { identity?: Partial<Identity> & { type?: string }; code?: unknown };
  if (!identity) return null;
  const codeValue = typeof code === 'string' ? code : undefined;
  if (identity.type === 'email' && typeof (identity as { email?: unknown }).email === 'string')
    return { identity: identity as Identity, code: codeValue };
  if (
    identity.type === 'mobile' &&
    typeof (identity as { mobile?: unknown }).mobile === 'string' &&
    typeof (identity as { area_code?: unknown }).area_code === 'string'
  )
    return { identity: identity as Identity, code: codeValue };
  return null;
}
