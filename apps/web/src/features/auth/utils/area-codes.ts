import { areaCode as areaCodeSchema } from '@aurelix/shared/schemas/auth';

/** Country calling codes offered by the area-code select; names come from Intl in the user's language. */
export const AREA_CODES: readonly { code: string; region: string }[] = [
  { code: '1', region: 'US' },
  { code: '44', region: 'GB' },
  { code: '86', region: 'CN' },
  { code: '852', region: 'HK' },
  { code: '853', region: 'MO' },
  { code: '886', region: 'TW' },
  { code: '81', region: 'JP' },
  { code: '82', region: 'KR' },
  { code: '65', region: 'SG' },
  { code: '60', region: 'MY' },
  { code: '66', region: 'TH' },
  { code: '84', region: 'VN' },
  { code: '62', region: 'ID' },
  { code: '63', region: 'PH' },
  { code: '91', region: 'IN' },
  { code: '61', region: 'AU' },
  { code: '64', region: 'NZ' },
  { code: '7', region: 'RU' },
  { code: '380', region: 'UA' },
  { code: '90', region: 'TR' },
  { code: '49', region: 'DE' },
  { code: '33', region: 'FR' },
  { code: '34', region: 'ES' },
  { code: '39', region: 'IT' },
  { code: '31', region: 'NL' },
  { code: '41', region: 'CH' },
  { code: '43', region: 'AT' },
  { code: '32', region: 'BE' },
  { code: '48', region: 'PL' },
  { code: '351', region: 'PT' },
  { code: '971', region: 'AE' },
  { code: '966', region: 'SA' },
  { code: '55', region: 'BR' },
  { code: '52', region: 'MX' },
  { code: '54', region: 'AR' },
  { code: '57', region: 'CO' },
  { code: '27', region: 'ZA' },
  { code: '234', region: 'NG' },
];

/** The default area code for each UI language. */
const BY_LOCALE: Record<string, string> = {
  en_US: '1',
  zh_CN: '86',
  zh_TW: '886',
  ja_JP: '81',
  ko_KR: '82',
  ru_RU: '7',
  tr_TR: '90',
  fr_FR: '33',
  es_ES: '34',
  de_DE: '49',
};

export function defaultAreaCode(locale: string): string {
  return BY_LOCALE[locale] ?? '1';
}

export interface AreaCodeOption {
  value: string;
  /** '+44', what the closed select shows. */
  label: string;
  /** The country's name in the UI language. */
  name: string;
}

/** The options of the area-code select, country names in `intlLocale` (BCP 47). */
export function areaCodeOptions(intlLocale: string): AreaCodeOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([intlLocale], { type: 'region' });
  } catch {
    names = null;
  }
  return AREA_CODES.map(({ code, region }) => ({
    value: code,
    label: `+${code}`,
    name: names?.of(region) ?? region,
  }));
}

/** Area code without '+', as the API stores it. */
export function normalizeAreaCode(value: string): string {
  const parsed = areaCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : value;
}
