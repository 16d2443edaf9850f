import type { Brand } from '@aurelix/shared/schemas/platform';

/** The house brand; operators override it in platform_config.brand or with BRAND_* variables (white-label). */
export const DEFAULT_BRAND: Brand = {
  name: 'Aurelix',
  logo: '/brand/logo.svg',
  accent: '#f0b90b',
  up: '#0ecb81',
  down: '#f6465d',
};

export type BrandOverrides = Partial<Pick<Brand, 'name' | 'logo' | 'accent'>>;
