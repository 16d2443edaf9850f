import { useEffect, useState } from 'react';
import { fetchPhoto } from './post-form';

/** An object URL for a stored ID photo, released when the component goes away. */
export function usePhoto(path: string | null | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchPhoto(path, controller.signal)
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
  }, [path]);
  return state;
}
