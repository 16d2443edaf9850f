import type { ReactNode } from 'react';
import styles from './account.module.css';

/** A titled panel of the user area. */
export function SectionCard({
  title,
  extra,
  children,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.card} data-testid={testId}>
      {title && (
        <h2 className={styles.cardTitle}>
          <span>{title}</span>
          {extra}
        </h2>
      )}
      {children}
    </section>
  );
}

export { styles as accountStyles };
