import { Alert, Button, Empty, Input, Skeleton } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HELP_CATEGORIES, HELP_QUERY_MAX, type HelpCategory } from '@aurelix/shared/schemas/help';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpList, useSupportEmail } from '../api/help-api';
import { ArticleList } from '../components/article-list';
import { searchWords } from '../utils/highlight';
import styles from './help.module.css';

/** Typing pauses this long before the search runs; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 350;

const isCategory = (s: string | null): s is HelpCategory => HELP_CATEGORIES.includes(s as HelpCategory);

/** /user/helpcenter: search, categories, common problems and every article. Query and category live in the URL. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'));
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const categoryParam = params.get('cat');
  const category = isCategory(categoryParam) ? categoryParam : undefined;
  const [input, setInput] = useState(query);

  const update = (next: { q?: string; cat?: HelpCategory | null }) => {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.q) p.set('q', next.q);
        else if (next.q !== undefined) p.delete('q');
        if (next.cat) p.set('cat', next.cat);
        else if (next.cat !== undefined) p.delete('cat');
        return p;
      },
      { replace: true },
    );
  };

  // Back and forward move the URL: the box follows it.
  useEffect(() => {
    setInput((current) => (current.trim() === query ? current : query));
  }, [query]);

  // Debounced search while typing; the URL (and so the results) follows the box.
  useEffect(() => {
    const next = input.trim();
    if (next === query) return;
    const timer = setTimeout(() => update({ q: next }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only typing restarts the wait; a URL change is followed by the effect above, not here.
  }, [input]);

  return (
    <div className={styles.page} data-testid="help-center-page">
      <div className={styles.hero}>
        <h1 className={styles.title}>{t('help.title')}</h1>
        <p className={styles.subtitle}>{t('help.subtitle')}</p>
        <Input.Search
          className={styles.search}
          size="large"
          allowClear
          value={input}
          maxLength={HELP_QUERY_MAX}
          placeholder={t('help.searchPlaceholder')}
          aria-label={t('help.searchPlaceholder')}
          enterButton={t('help.search')}
          onChange={(e) => setInput(e.target.value)}
          onSearch={(value) => update({ q: value.trim() })}
          data-testid="help-search"
        />
      </div>
      <div className={styles.chips} role="group" aria-label={t('help.categories')} data-testid="help-categories">
        {[undefined, ...HELP_CATEGORIES].map((c) => (
          <button
            key={c ?? 'all'}
            type="button"
            className={c === category ? `${styles.chip} ${styles.chipActive}` : styles.chip}
            aria-pressed={c === category}
            onClick={() => update({ cat: c ?? null })}
            data-testid={`help-category-${c ?? 'all'}`}
          >
            {t(c ? `help.category.${c}` : 'help.allCategories')}
          </button>
        ))}
      </div>
      {query ? <SearchResults query={query} category={category} /> : <Browse category={category} />}
    </div>
  );
}

function Browse({ category }: { category?: HelpCategory }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const common = useHelpList({ common: true, limit: 10 }, locale);
  const all = useHelpList({ category, limit: 50 }, locale);
  return (
    <div className={styles.columns}>
      <section className={`${styles.panel} ${styles.aside}`} aria-labelledby="help-common-title">
        <h2 id="help-common-title" className={styles.panelTitle}>
          <QuestionCircleOutlined aria-hidden="true" /> {t('help.commonProblems')}
        </h2>
        <ListState query={common} testId="help-common" />
      </section>
      <section className={`${styles.panel} ${styles.main}`} aria-labelledby="help-all-title">
        <h2 id="help-all-title" className={styles.panelTitle}>
          {category ? t(`help.category.${category}`) : t('help.allArticles')}
        </h2>
        <ListState query={all} testId="help-all" />
      </section>
    </div>
  );
}

function ListState({ query, testId, words }: { query: ReturnType<typeof useHelpList>; testId: string; words?: string[] }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 5 }} data-testid={`${testId}-loading`} />;
  if (query.isError && !query.data)
    return (
      <Alert
        type="error"
        showIcon
        message={t('errors.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!query.data || query.data.list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />;
  return <ArticleList articles={query.data.list} words={words} testId={testId} />;
}

function SearchResults({ query, category }: { query: string; category?: HelpCategory }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const email = useSupportEmail();
  const results = useHelpList({ query, category, limit: 50 }, locale);
  const words = searchWords(query);
  const data = results.data;
  const noResults = !results.isPending && !results.isError && data && data.total === 0;
  return (
    <section className={styles.panel} aria-live="polite" data-testid="help-results">
      <h2 className={styles.panelTitle}>
        {data && !noResults ? t('help.resultCount', { count: data.total, query }) : t('help.searchResults')}
      </h2>
      {noResults ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('help.noResults', { query })} data-testid="help-no-results">
          <p className={styles.contact}>
            {t('help.contactPrompt')}{' '}
            {email ? (
              <a href={`mailto:${email}`} data-testid="help-contact">
                {email}
              </a>
            ) : (
              t('help.contactFallback')
            )}
          </p>
        </Empty>
      ) : (
        <ListState query={results} testId="help-result-list" words={words} />
      )}
    </section>
  );
}
