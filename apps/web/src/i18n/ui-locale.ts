import dayjs from 'dayjs';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@aurelix/shared/locales';

/** antd's locale pack and dayjs's locale for each app locale; loaded on demand. */
const packs: Record<
  Locale,
  { antd: () => Promise<{ default: AntdLocale }>; dayjs: () => Promise<unknown>; dayjsName: string }
> = {
  en_US: { antd: () => import('antd/es/locale/en_US'), dayjs: () => Promise.resolve(), dayjsName: 'en' },
  ja_JP: {
    antd: () => import('antd/es/locale/ja_JP'),
    dayjs: () => import('dayjs/locale/ja'),
    dayjsName: 'ja',
  },
  ko_KR: {
    antd: () => import('antd/es/locale/ko_KR'),
    dayjs: () => import('dayjs/locale/ko'),
    dayjsName: 'ko',
  },
  zh_TW: {
    antd: () => import('antd/es/locale/zh_TW'),
    dayjs: () => import('dayjs/locale/zh-tw'),
    dayjsName: 'zh-tw',
  },
  zh_CN: {
    antd: () => import('antd/es/locale/zh_CN'),
    dayjs: () => import('dayjs/locale/zh-cn'),
    dayjsName: 'zh-cn',
  },
  ru_RU: {
    antd: () => import('antd/es/locale/ru_RU'),
    dayjs: () => import('dayjs/locale/ru'),
    dayjsName: 'ru',
  },
  tr_TR: {
    antd: () => import('antd/es/locale/tr_TR'),
    dayjs: () => import('dayjs/locale/tr'),
    dayjsName: 'tr',
  },
  fr_FR: {
    antd: () => import('antd/es/locale/fr_FR'),
    dayjs: () => import('dayjs/locale/fr'),
    dayjsName: 'fr',
  },
  es_ES: {
    antd: () => import('antd/es/locale/es_ES'),
    dayjs: () => import('dayjs/locale/es'),
    dayjsName: 'es',
  },
  de_DE: {
    antd: () => import('antd/es/locale/de_DE'),
    dayjs: () => import('dayjs/locale/de'),
    dayjsName: 'de',
  },
};

const loaded = new Map<Locale, AntdLocale>();

/** Loads antd's pack for the locale and switches dayjs to it; returns the pack for ConfigProvider. */
export async function loadUiLocale(locale: Locale): Promise<AntdLocale> {
  const pack = packs[locale];
  const [antd] = await Promise.all([pack.antd(), pack.dayjs()]);
  dayjs.locale(pack.dayjsName);
  loaded.set(locale, antd.default);
  return antd.default;
}

/** The pack if it is already loaded (changeLocale loads it before switching the language). */
export function loadedUiLocale(locale: Locale): AntdLocale | undefined {
  return loaded.get(locale);
}
