import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@aurelix/shared/errors';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ARTICLES } from './articles/catalogue';

type Page = { list: { id: number; slug: string; category: string; is_common: boolean; title: string; excerpt: string }[]; total: number };

describe('help centre API', () => {
  let t: TestApp;
  const list = (body: unknown, lang = 'en_US') => t.post<Page>('/api/help/list', body, { lang });
  const detail = (body: unknown, lang = 'en_US') => t.post('/api/help/detail', body, { lang });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists every seeded article in the help-centre order, without a login', async () => {
    const res = await list({ limit: 50 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBe(ARTICLES.length);
    expect(res.body.data.list.map((a) => a.slug)).toEqual(ARTICLES.map((a) => a.slug));
  });

  it('accepts an empty body and pages the list', async () => {
    const all = await list(undefined);
    expect(all.body.data.total).toBe(ARTICLES.length);
    const second = await list({ page: 2, limit: 5 });
    expect(second.body.data.list.map((a) => a.slug)).toEqual(ARTICLES.slice(5, 10).map((a) => a.slug));
  });

  it('filters by category and by common problems', async () => {
    const trading = await list({ category: 'trading' });
    expect(trading.body.data.list.map((a) => a.slug)).toEqual(['spot-trading', 'usdm-futures', 'second-contracts']);
    const common = await list({ common: true, limit: 50 });
    expect(common.body.data.list.length).toBeGreaterThanOrEqual(5);
    expect(common.body.data.list.every((a) => a.is_common)).toBe(true);
  });

  it('answers titles in the language of the request', async () => {
    const ja = await list({ category: 'account' }, 'ja_JP');
    expect(ja.body.data.list[0]?.title).toBe('アカウントの作成方法');
    const de = await list({ category: 'account' }, 'de_DE');
    expect(de.body.data.list[0]?.title).toBe('Wie erstelle ich ein Konto?');
  });

  it('finds the withdrawal article by a Japanese search and shows where it matched', async () => {
    const res = await list({ query: '出金' }, 'ja_JP');
    const slugs = res.body.data.list.map((a) => a.slug);
    expect(slugs[0]).toBe('withdraw-crypto');
    expect(res.body.data.list[0]?.excerpt).toContain('出金');
  });

  it('finds the futures article by a German search, case-insensitive, across several words', async () => {
    const res = await list({ query: 'HEBEL liquidationspreis' }, 'de_DE');
    expect(res.body.data.list.map((a) => a.slug)).toEqual(['usdm-futures']);
    const lockout = await list({ query: 'gesperrt' }, 'de_DE');
    expect(lockout.body.data.list.map((a) => a.slug)).toContain('account-security');
  });

  it('searches only the language of the request', async () => {
    const english = await list({ query: 'withdrawal' }, 'en_US');
    expect(english.body.data.total).toBeGreaterThan(0);
    const german = await list({ query: 'zzqx-no-such-word' }, 'de_DE');
    expect(german.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('treats LIKE wildcards and quotes in a search as plain text', async () => {
    for (const query of ['_', '\\', "' or 1=1 --", '%_%', '%%%%']) {
      const res = await list({ query });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(res.body.data.total, query).toBe(0);
    }
    // A lone '%' matches only the two English articles that contain a percent sign ('0.1%', '100%').
    const percent = await list({ query: '%' });
    expect(percent.body.data.list.map((a) => a.slug).sort()).toEqual(['fees', 'usdm-futures']);
    const fee = await list({ query: '0.1%' });
    expect(fee.body.data.list.map((a) => a.slug)).toEqual(['fees']);
  });

  it('refuses a search that is too long with a translated message', async () => {
    const res = await list({ query: 'x'.repeat(65) }, 'fr_FR');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(3801);
    expect(res.body.msg).toBe(errorMessage('HELP_QUERY_TOO_LONG', 'fr_FR'));
  });

  it('refuses bad list input without a server error', async () => {
    for (const body of [{ category: 'casino' }, { page: 0 }, { limit: 500 }, { query: 12 }, { extra: 1 }, { common: 'yes' }]) {
      const res = await list(body);
      expect(res.status).toBe(200);
      expect(res.body.code).not.toBe(200);
      expect(res.body.data).toBeNull();
    }
  });

  it('returns an article by slug with its sections and related articles of the same category', async () => {
    const res = await detail({ slug: 'withdraw-crypto' }, 'es_ES');
    expect(res.body.code).toBe(200);
    const article = res.body.data;
    expect(article.title).toBe('¿Cómo retiro criptomonedas?');
    expect(article.sections.length).toBeGreaterThanOrEqual(3);
    expect(article.sections[0].heading).toBe('Haz una retirada');
    expect(article.sections.map((s: { body: string }) => s.body).join(' ')).toContain('10.000 USDT');
    expect(article.related.map((r: { slug: string }) => r.slug).sort()).toEqual(['deposit-crypto', 'fees']);
  });

  it('returns the same article by id in another language', async () => {
    const bySlug = await detail({ slug: 'fiat-p2p' });
    const byId = await detail({ id: bySlug.body.data.id }, 'ko_KR');
    expect(byId.body.data.slug).toBe('fiat-p2p');
    expect(byId.body.data.title).toBe('법정화폐로 암호화폐 사고팔기(P2P)');
  });

  it('answers a translated not-found for an unknown article', async () => {
    for (const body of [{ id: 99_999 }, { slug: 'no-such-article' }]) {
      const res = await detail(body, 'zh_CN');
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(3800);
      expect(res.body.msg).toBe('该帮助文章不存在或已被删除');
    }
  });

  it('refuses a bad detail request without a server error', async () => {
    for (const body of [{}, { id: 1, slug: 'fees' }, { id: -1 }, { slug: "fees' --" }, { id: 'abc' }, undefined]) {
      const res = await detail(body);
      expect(res.status).toBe(200);
      expect(res.body.code).not.toBe(200);
    }
  });
});
