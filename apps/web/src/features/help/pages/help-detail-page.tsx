import { Alert, Breadcrumb, Button, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { HelpArticle } from '@aurelix/shared/schemas/help';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpArticle } from '../api/help-api';
import { articleHref } from '../components/article-list';
import { SectionBody } from '../components/section-body';
import styles from './help.module.css';

/** The envelope code of HELP_ARTICLE_NOT_FOUND (packages/shared catalogue). */
const ARTICLE_NOT_FOUND = 3800;

/** ?id=12 or ?slug=fees; anything else is no article at all. */
function articleKey(params: URLSearchParams): { id: number } | { slug: string } | null {
  const id = params.get('id');
  if (id && /^\d{1,9}$/.test(id) && Number(id) > 0) return { id: Number(id) };
  const slug = params.get('slug');
  if (slug && /^[a-z0-9-]{1,64}$/.test(slug)) return { slug };
  return null;
}

/** /user/helpDetail?id=…: one article with its sections, the way back, and related articles. */
export default function HelpDetailPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const key = articleKey(params);
  const article = useHelpArticle(key, locale);
  useDocumentTitle(article.data?.title ?? t('help.title'));

  const notFound = key === null || (article.error instanceof ApiError && article.error.code === ARTICLE_NOT_FOUND);
  return (
    <div className={styles.page} data-testid="help-detail-page">
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/user/helpcenter" data-testid="help-breadcrumb-home">{t('help.title')}</Link> },
          ...(article.data
            ? [
                { title: <Link to={`/user/helpcenter?cat=${article.data.category}`}>{t(`help.category.${article.data.category}`)}</Link> },
                { title: article.data.title },
              ]
            : []),
        ]}
      />
      {notFound ? (
        <Result
          status="404"
          title={t('help.notFoundTitle')}
          subTitle={t('help.notFoundText')}
          extra={
            <Link to="/user/helpcenter">
              <Button type="primary">{t('help.backToHelp')}</Button>
            </Link>
          }
          data-testid="help-not-found"
        />
      ) : article.isPending ? (
        <div className={styles.panel} data-testid="help-detail-loading">
          <Skeleton active title paragraph={{ rows: 10 }} />
        </div>
      ) : article.isError || !article.data ? (
        <Alert
          type="error"
          showIcon
          message={t('errors.loadFailed')}
          action={<Button onClick={() => void article.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <ArticleView article={article.data} />
      )}
    </div>
  );
}

function ArticleView({ article }: { article: HelpArticle }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  return (
    <div className={styles.columns}>
      <article className={`${styles.panel} ${styles.main}`} data-testid="help-article">
        <h1 className={styles.articleTitle} data-testid="help-article-title">
          {article.title}
        </h1>
        <p className={styles.articleMeta}>
          <span className={styles.tag}>{t(`help.category.${article.category}`)}</span>
          <time dateTime={article.updated_at}>
            {t('help.updated', { date: new Date(article.updated_at).toLocaleDateString(intl) })}
          </time>
        </p>
        <p className={styles.lead}>{article.summary}</p>
        {article.sections.map((s, i) => (
          <section key={i} className={styles.section}>
            <h2 className={styles.sectionTitle}>{s.heading}</h2>
            <SectionBody body={s.body} />
          </section>
        ))}
        <Link to="/user/helpcenter" className={styles.back} data-testid="help-back">
          <ArrowLeftOutlined aria-hidden="true" /> {t('help.backToHelp')}
        </Link>
      </article>
      <aside className={`${styles.panel} ${styles.aside}`} aria-labelledby="help-related-title">
        <h2 id="help-related-title" className={styles.panelTitle}>
          {t('help.related')}
        </h2>
        {article.related.length === 0 ? (
          <p className={styles.muted}>{t('help.noRelated')}</p>
        ) : (
          <ul className={styles.relatedList} data-testid="help-related">
            {article.related.map((r) => (
              <li key={r.id}>
                <Link to={articleHref(r.id)} className={styles.related}>
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
