import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelpArticleSummary } from '@aurelix/shared/schemas/help';
import { highlight } from '../utils/highlight';
import styles from '../pages/help.module.css';

export const articleHref = (id: number) => `/user/helpDetail?id=${id}`;

/** Articles as links to their detail page; with search words, the matches are highlighted. */
export function ArticleList({ articles, words = [], testId }: { articles: HelpArticleSummary[]; words?: string[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} data-testid={testId}>
      {articles.map((a) => (
        <li key={a.id}>
          <Link to={articleHref(a.id)} className={styles.item} data-testid={`help-article-${a.slug}`}>
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>{highlight(a.title, words)}</span>
              <span className={styles.itemSummary}>{highlight(a.excerpt || a.summary, words)}</span>
            </span>
            <span className={styles.itemMeta}>
              <span className={styles.tag}>{t(`help.category.${a.category}`)}</span>
              <RightOutlined aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
