/**
 * What a visitor typed into a trading form before being asked to log in or sign up (issue 30): kept
 * in this tab's sessionStorage under the screen's path, and given back once to the same screen
 * after the login or registration brings the visitor there. Nothing of it is sent anywhere.
 */
const PREFIX = 'visitor-draft:';

export function saveVisitorDraft(path: string, draft: object): void {
  try {
    sessionStorage.setItem(PREFIX + path, JSON.stringify(draft));
  } catch {
    /* storage full or off: the visitor types again */
  }
}

/**
 * The draft left on this screen, or null. Reading does not remove it (React may run an initial
 * state twice): the form that has used it calls dropVisitorDraft.
 */
export function readVisitorDraft(path: string): Partial<Record<string, unknown>> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + path);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Partial<Record<string, unknown>>) : null;
  } catch {
    return null;
  }
}

export function dropVisitorDraft(path: string): void {
  try {
    sessionStorage.removeItem(PREFIX + path);
  } catch {
    /* nothing kept */
  }
}

/** A string field of a draft, or undefined. */
export function draftText(draft: Partial<Record<string, unknown>> | null, key: string): string | undefined {
  const v = draft?.[key];
  return typeof v === 'string' ? v : undefined;
}
