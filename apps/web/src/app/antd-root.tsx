import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import antdEnUS from 'antd/es/locale/en_US';
import { currentLocale, i18n } from '../i18n/i18n';
import { loadedUiLocale, loadUiLocale } from '../i18n/ui-locale';
import { useBrand } from '../lib/brand';
import { setToaster } from '../lib/notify';
import { useRegionRestricted } from '../lib/region-restriction';
import { antdTheme } from '../styles/antd-theme';

/*
 * Everything antd needs around its components (theme, locale pack, the App context and the toaster),
 * in a chunk of its own (issue 30): the shell paints from the entry chunk without antd, and this
 * module, with antd's core, loads beside the route's code. The routes render inside <AntdRoot>; the
 * shell's popups (header menus, drawer, footer documents) inside <PartTheme>.
 */

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

function useAntdTheme(): ThemeConfig {
  const brand = useBrand();
  return useMemo(() => antdTheme(brand), [brand]);
}

/** The theme and locale for a part of the shell (a header menu, the drawer, a footer dialog). */
export function PartTheme({ children }: { children: ReactNode }) {
  const theme = useAntdTheme();
  const locale = useUiLocale();
  return (
    <ConfigProvider theme={theme} locale={locale}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** What the routes render in: theme, locale, antd's App context (the toaster's) and the region gate. */
export default function AntdRoot({ children }: { children: ReactNode }) {
  const theme = useAntdTheme();
  const locale = useUiLocale();
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
