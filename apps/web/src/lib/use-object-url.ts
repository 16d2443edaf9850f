import { useEffect, useState } from 'react';

/**
 * An object URL of bytes read with the session (an <img src> cannot send the `token` header),
 * loaded for `key` and released when the key changes or the component goes away. No key: nothing.
 */
export function useObjectUrl<K extends string | number>(
  key: K | null | undefined,
  load: (key: K, signal: AbortSignal) => Promise<string>,
): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (key === null || key === undefined || key === '') return;
    const controller = new AbortController();
    let url: string | null = null;
    load(key, controller.signal)
      .then((u) => {
        url = u;
        setState({ url: u, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `load` is a module function of the caller: the key alone says what to read.
  }, [key]);
  return state;
}
