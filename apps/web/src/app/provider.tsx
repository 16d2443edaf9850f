import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import antdEnUS from 'antd/es/locale/en_US';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Brand } from '@aurelix/shared/schemas/platform';
import { currentLocale, i18n } from '../i18n/i18n';
import { loadedUiLocale, loadUiLocale } from '../i18n/ui-locale';
import { setBrand } from '../lib/brand';
import { setToaster } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { antdTheme } from '../styles/antd-theme';
import { cssVariables, DEFAULT_BRAND } from '../styles/tokens';
import { usePlatConfig } from '../lib/reference-data';
import { useRegionRestricted } from '../lib/region-restriction';

/** The region dialog (antd Modal) loads only for a visitor the server refuses (SPEC 8). */
const RegionDialog = lazy(() => import('../components/ui/region-dialog').then((m) => ({ default: m.RegionDialog })));

function RegionGate() {
  const restricted = useRegionRestricted();
  return restricted ? (
    <Suspense fallback={null}>
      <RegionDialog />
    </Suspense>
  ) : null;
}

/** Registers antd's themed message instance as the app's toaster. */
function ToasterBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setToaster(message), [message]);
  return null;
}

/**
 * antd's and dayjs's locale follow the app's language. Always a pack, never undefined: antd wraps the
 * tree in a locale provider only when it has one, and adding it later would remount the whole app.
 */
function useUiLocale(): AntdLocale {
  const [pack, setPack] = useState<AntdLocale>(() => loadedUiLocale(currentLocale()) ?? antdEnUS);
  useEffect(() => {
    let latest = 0;
    const apply = () => {
      const locale = currentLocale();
      const ready = loadedUiLocale(locale);
      if (ready) {
        setPack(ready);
        return;
      }
      const request = ++latest;
      void loadUiLocale(locale).then((loaded) => {
        if (request === latest) setPack(loaded);
      });
    };
    apply();
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, []);
  return pack;
}

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

function ThemeShell({ children }: { children: ReactNode }) {
  const brand = useBrandFromConfig();
  const locale = useUiLocale();
  const theme = useMemo(() => antdTheme(brand), [brand]);

  useEffect(() => {
    setBrand(brand);
    const root = document.documentElement;
    for (const [name, value] of Object.entries(cssVariables(brand))) root.style.setProperty(name, value);
    document.querySelector('link[rel="icon"]')?.setAttribute('href', brand.logo);
  }, [brand]);

  return (
    <ConfigProvider theme={theme} locale={locale}>
      <AntApp message={{ maxCount: 3 }}>
        <ToasterBridge />
        {children}
        <RegionGate />
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeShell>{children}</ThemeShell>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
