import { useObjectUrl } from '../../../lib/use-object-url';
import { fetchPhoto } from './post-form';

/** An object URL for a stored ID photo, released when the component goes away. */
export function usePhoto(path: string | null | undefined): { url: string | null; failed: boolean } {
  return useObjectUrl(path, fetchPhoto);
}
