import type { Brand } from '@aurelix/shared/schemas/platform';

/**
 * The one place for the look of the app. Surfaces step up in lightness as they rise (page, panel,
 * raised, hover); text has three levels; up/down and the accent come from the operator's brand.
 */
export const palette = {
  bg: '#0b0e13',
  surface: '#12161d',
  raised: '#191e27',
  hover: '#212733',
  border: '#242b36',
  borderStrong: '#313a48',
  text1: '#e9ecf1',
  text2: '#a9b1be',
  text3: '#778193',
  textDisabled: '#505a6a',
} as const;

export const space = { xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 40 } as const;
export const radius = { sm: 4, md: 8, lg: 12 } as const;

export const fontFamily =
  "'Inter', 'SF Pro Text', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Hiragino Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK JP', sans-serif";

/** The house brand until plat_config answers (the server's default). */
export const DEFAULT_BRAND: Brand = {
  name: 'Aurelix',
  logo: '/brand/logo.svg',
  accent: '#f0b90b',
  up: '#0ecb81',
  down: '#f6465d',
};

/** Black or white, whichever reads better on the given colour (text on accent buttons). */
export function readableOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return '#0b0e13';
  const n = parseInt(m[1]!, 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const lum =
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return lum > 0.4 ? '#0b0e13' : '#ffffff';
}

/** CSS custom properties read by every stylesheet (global.css declares the same names). */
export function cssVariables(brand: Brand): Record<string, string> {
  return {
    '--bg': palette.bg,
    '--surface': palette.surface,
    '--raised': palette.raised,
    '--hover': palette.hover,
    '--border': palette.border,
    '--border-strong': palette.borderStrong,
    '--text-1': palette.text1,
    '--text-2': palette.text2,
    '--text-3': palette.text3,
    '--accent': brand.accent,
    '--on-accent': readableOn(brand.accent),
    '--up': brand.up,
    '--down': brand.down,
  };
}
