import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from './i18n';

// Counted messages read as a native speaker counts: "1 order", "5 ордеров", "2 ордера".
describe('counted messages', () => {
  afterAll(() => changeLocale('en_US'));

  it('use the singular for one in English', async () => {
    await changeLocale('en_US');
    expect(i18n.t('second.orders.total', { count: 1 })).toBe('1 order');
    expect(i18n.t('second.orders.total', { count: 12 })).toBe('12 orders');
    expect(i18n.t('funding.confirmationsValue', { count: 1 })).toBe('1 network confirmation');
  });

  it('use the one, few and many forms in Russian', async () => {
    await changeLocale('ru_RU');
    expect([1, 2, 5, 21, 22, 25].map((count) => i18n.t('second.orders.total', { count }))).toEqual([
      '1 ордер',
      '2 ордера',
      '5 ордеров',
      '21 ордер',
      '22 ордера',
      '25 ордеров',
    ]);
    expect(i18n.t('wallet.log.total', { count: 3 })).toBe('3 записи');
    expect(i18n.t('ico.detail.lots', { count: 11 })).toBe('11 лотов');
  });

  it('fall back to the one form of a language without plurals', async () => {
    await changeLocale('ja_JP');
    expect(i18n.t('second.orders.total', { count: 1 })).toBe('1件');
  });
});
