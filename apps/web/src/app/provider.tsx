import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Brand } from '@aurelix/shared/schemas/platform';
import { i18n } from '../i18n/i18n';
import { setBrand } from '../lib/brand';
import { queryClient } from '../lib/query-client';
import { usePlatConfig } from '../lib/reference-data';
import { cssVariables, DEFAULT_BRAND } from '../styles/tokens';

/** The operator's brand from plat_config, each field falling back to the house brand. */
function useBrandFromConfig(): Brand {
  const config = usePlatConfig();
  const fromServer = config.data?.brand;
  return useMemo(
    () => ({
      name: fromServer?.name || DEFAULT_BRAND.name,
      logo: fromServer?.logo || DEFAULT_BRAND.logo,
      accent: fromServer?.accent || DEFAULT_BRAND.accent,
      up: fromServer?.up || DEFAULT_BRAND.up,
      down: fromServer?.down || DEFAULT_BRAND.down,
    }),
    [fromServer],
  );
}

/** Applies the brand: the store antd's theme and the logo read, and the CSS variables the shell uses. */
function BrandShell({ children }: { children: ReactNode }) {
  const brand = useBrandFromConfig();
  useEffect(() => {
    setBrand(brand);
    const root = document.documentElement;
    for (const [name, value] of Object.entries(cssVariables(brand))) root.style.setProperty(name, value);
    document.querySelector('link[rel="icon"]')?.setAttribute('href', brand.logo);
  }, [brand]);
  return children;
}

/**
 * Query cache, i18n and the brand: what the shell needs to paint. antd's providers are not here but
 * in app/antd-root.tsx, loaded with the route (issue 30).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandShell>{children}</BrandShell>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
