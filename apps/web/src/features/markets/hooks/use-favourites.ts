import { useCallback, useSyncExternalStore } from 'react';

/** Favourite pairs live in this browser only (no account needed): keys such as 'btc_usdt'. */
const STORAGE_KEY = 'favouritePairs';
const listeners = new Set<() => void>();
let cache: { raw: string | null; set: ReadonlySet<string> } = { raw: null, set: new Set() };

function read(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.set;
  let list: unknown = [];
  try {
    list = raw ? JSON.parse(raw) : [];
  } catch {
    list = [];
  }
  const set = new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  cache = { raw, set };
  return set;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The favourite pairs and a toggle; every table showing stars re-renders together. */
export function useFavourites(): { favourites: ReadonlySet<string>; toggle: (key: string) => void } {
  const favourites = useSyncExternalStore(subscribe, read, read);
  const toggle = useCallback((key: string) => {
    const next = new Set(read());
    if (next.has(key)) next.delete(key);
    else next.add(key);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
    } catch {
      /* storage unavailable: the star does not stick */
    }
    for (const l of listeners) l();
  }, []);
  return { favourites, toggle };
}
