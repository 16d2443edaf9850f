import { useSyncExternalStore } from 'react';
import type { UserSummary } from '@aurelix/shared/schemas/platform';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The user info of /api/center/index, kept beside the token (SPEC 4: session). */
export type UserInfo = UserSummary['user'];

export interface Session {
  token: string | null;
  user: UserInfo | null;
}

const listeners = new Set<() => void>();
let snapshot: Session = load();

function load(): Session {
  const token = readStorage(STORAGE_KEYS.token) || null;
  let user: UserInfo | null = null;
  const raw = readStorage(STORAGE_KEYS.userInfo);
  if (raw) {
    try {
      user = JSON.parse(raw) as UserInfo;
    } catch {
      user = null;
    }
  }
  return { token, user };
}

function emit(): void {
  snapshot = load();
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

/** SPEC 6: a login-flagged route needs both a token and stored user info. */
export function isLoggedIn(session: Session = snapshot): boolean {
  return Boolean(session.token && session.user);
}

export function setSession(token: string, user: UserInfo): void {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
  emit();
}

export function setUserInfo(user: UserInfo): void {
  writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
  emit();
}

/** Logout and business code 403 both clear token and user info (SPEC 4). */
export function clearSession(): void {
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.userInfo);
  emit();
}

/** Calls `listener` after every login, logout or user-info update (the socket re-authenticates). */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.userInfo) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session, re-rendering on login, logout and changes made in other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
