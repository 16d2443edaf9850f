import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_CODES, resolveLocale, type Locale } from '@aurelix/shared/locales';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import en_US from './locales/en_US.json';
import { loadUiLocale } from './ui-locale';
import { bundleOf, featureEnglish, type FeatureMessages } from './feature-bundles';

export type Messages = typeof en_US & FeatureMessages;

/** English ships with the first page; the other nine load when chosen. */
const loaders = import.meta.glob<{ default: typeof en_US }>(['./locales/*.json', '!./locales/en_US.json']);
const featureLoaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../features/*/locales/*.json',
  '!../features/*/locales/en_US.json',
]);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALE_CODES,
  resources: { [DEFAULT_LOCALE]: { translation: { ...en_US, ...featureEnglish } } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The locale in use, always one of the 10 of SPEC 1. */
export function currentLocale(): Locale {
  return resolveLocale(i18n.language);
}

/** BCP 47 form for <html lang> and Intl: en_US -> en-US. */
export function toBcp47(locale: Locale): string {
  return locale.replace('_', '-');
}

export function storedLocale(): Locale {
  return resolveLocale(readStorage(STORAGE_KEYS.lang) ?? DEFAULT_LOCALE);
}

async function loadMessages(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const load = loaders[`./locales/${locale}.json`];
  if (!load) return;
  const features = Object.entries(featureLoaders).filter(([path]) => bundleOf(path)?.locale === locale);
  const [core, ...parts] = await Promise.all([load(), ...features.map(([, loadPart]) => loadPart())]);
  const messages: Record<string, unknown> = { ...core!.default };
  features.forEach(([path], i) => (messages[bundleOf(path)!.feature] = parts[i]!.default));
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

/**
 * Switches the UI language: loads its messages and antd/dayjs packs first (so the whole UI changes in
 * one render), persists it and updates <html lang> (the `lang` header follows). `waitForUi: false`
 * (the first paint) waits for the messages only.
 */
export async function changeLocale(locale: Locale, { waitForUi = true }: { waitForUi?: boolean } = {}): Promise<void> {
  const ui = loadUiLocale(locale);
  // At start the shell paints before antd has loaded (issue 30): only the texts are waited for,
  // and antd's pack joins when antd does (app/antd-root.tsx switches to it once it is loaded).
  if (!waitForUi) ui.catch(() => undefined);
  await Promise.all([loadMessages(locale), waitForUi ? ui : undefined]);
  await i18n.changeLanguage(locale);
  writeStorage(STORAGE_KEYS.lang, locale);
  document.documentElement.lang = toBcp47(locale);
}
