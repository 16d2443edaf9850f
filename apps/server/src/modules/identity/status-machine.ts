import { NAME_STATUS, type NameStatus } from '@aurelix/shared/schemas/identity';
import type { ErrorKey } from '@aurelix/shared/errors';

/**
 * The verification status machine (SPEC 4): 1 -> 2 and 4 -> 2 on a submission, 2 -> 3 or 4 by an
 * admin's review. Every other move is refused with the reason a user can act on.
 */
export type IdentityEvent = 'submit' | 'approve' | 'reject';

export type Transition = { ok: true; to: NameStatus } | { ok: false; error: ErrorKey };

export function nextStatus(current: number, event: IdentityEvent): Transition {
  if (event === 'submit') {
    if (current === NAME_STATUS.NONE || current === NAME_STATUS.REJECTED) return { ok: true, to: NAME_STATUS.PENDING };
    if (current === NAME_STATUS.PENDING) return { ok: false, error: 'IDENTITY_ALREADY_PENDING' };
    return { ok: false, error: 'IDENTITY_ALREADY_APPROVED' };
  }
  if (current !== NAME_STATUS.PENDING) return { ok: false, error: 'IDENTITY_NOT_PENDING' };
  return { ok: true, to: event === 'approve' ? NAME_STATUS.APPROVED : NAME_STATUS.REJECTED };
}

/** '110105********1234': enough for the owner to recognise the number, not enough to copy it. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 6) return `${idNumber.slice(0, 1)}***${idNumber.slice(-1)}`;
  return `${idNumber.slice(0, 3)}${'*'.repeat(Math.min(8, idNumber.length - 6))}${idNumber.slice(-3)}`;
}
