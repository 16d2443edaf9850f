/*
 * What a nickname may not be (issue 15 finding 8): characters that hide or reorder what others read,
 * and names that pass for the platform's own staff.
 */

/**
 * C1 controls, zero-width characters, bidirectional marks, embeddings, overrides and isolates, line
 * and paragraph separators, the BOM, interlinear annotations and tag characters. (C0 controls have
 * their own check, NICKNAME_INVALID.)
 */
const HIDDEN_OR_REORDERING =
  /[\u0080-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/u;

export function hasForbiddenNicknameCharacters(name: string): boolean {
  return HIDDEN_OR_REORDERING.test(name);
}

/** Names only the platform uses; the server adds its brand (BRAND_NAME). */
export const RESERVED_NICKNAMES = [
  'admin', 'administrator', 'aurelix', 'support', 'helpdesk', 'system', 'official', 'moderator', 'mod',
  'root', 'staff', 'operator', 'security', 'service', 'customerservice', 'notice', 'announcement',
];
/** Words that, around a reserved name, still pass for staff ("Aurelix Support", "admin team"). */
const STAFF_WORDS = ['team', 'official', 'staff', 'the', 'real', 'help', 'desk', 'support', 'admin', 'service'];

/** Lower-case letters and digits only, after NFKC: what a reader takes the name to say. */
const squash = (name: string) => name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether `name` is a reserved name, alone or dressed with staff words; `brands` are added to the list. */
export function isReservedNickname(name: string, brands: readonly (string | undefined)[] = []): boolean {
  let rest = squash(name);
  const reserved = [...RESERVED_NICKNAMES, ...brands.filter((b): b is string => !!b).map(squash)].filter(Boolean);
  if (reserved.includes(rest)) return true;
  // Peel staff words and reserved names off both ends; a name made only of them is reserved.
  const parts = [...new Set([...reserved, ...STAFF_WORDS])].sort((a, b) => b.length - a.length);
  let peeled = false;
  for (let changed = true; changed && rest !== ''; ) {
    changed = false;
    for (const p of parts) {
      if (rest.startsWith(p)) rest = rest.slice(p.length);
      else if (rest.endsWith(p)) rest = rest.slice(0, -p.length);
      else continue;
      changed = peeled = true;
      break;
    }
  }
  return peeled && rest === '' && reserved.some((r) => squash(name).includes(r));
}
