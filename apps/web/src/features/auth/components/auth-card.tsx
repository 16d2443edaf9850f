import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './auth-card.module.css';

/** The frame of every sign-in screen: a centred card with a title, an optional subtitle and a footer. */
export function AuthCard({
  title,
  subtitle,
  footer,
  children,
  testId,
}: {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <section className={styles.card} data-testid={testId} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}

export { styles as authStyles };
