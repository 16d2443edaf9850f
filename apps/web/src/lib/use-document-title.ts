import { useEffect } from 'react';
import { useBrand } from './brand';

/** Sets the tab title to '<title> | <brand>' (or just the brand). */
export function useDocumentTitle(title?: string): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
  }, [title, name]);
}
