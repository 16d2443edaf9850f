import styles from './page-skeleton.module.css';

/**
 * What a route shows while its code loads: a title bar and six lines, drawn like antd's Skeleton but
 * with CSS only, so the shell paints it before antd has loaded (issue 30).
 */
export function PageSkeleton() {
  return (
    <div className="container" style={{ paddingTop: 40, paddingBottom: 40 }} aria-busy="true" data-testid="page-skeleton">
      <div className={styles.title} />
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <div key={row} className={row === 5 ? `${styles.line} ${styles.last}` : styles.line} />
      ))}
    </div>
  );
}
