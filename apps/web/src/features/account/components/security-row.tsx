import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

/** One setting of /user/s-securityset: what it is, whether it is set, and the way to change it. */
export function Row({
  icon,
  label,
  hint,
  value,
  action,
  onAction,
  testId,
  danger,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  value?: string;
  action: string;
  onAction: () => void;
  testId: string;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.row} data-testid={testId}>
      <div className={styles.rowMain}>
        <span className={styles.rowIcon}>{icon}</span>
        <div className={styles.rowText}>
          <div className={styles.rowLabel}>{label}</div>
          <div className={styles.rowHint}>{hint}</div>
        </div>
      </div>
      <div className={styles.rowValue}>
        {value ? (
          <span className="num">{value}</span>
        ) : (
          <Tag bordered={false} color="default">
            {t('account.notSet')}
          </Tag>
        )}
        <Button size="small" danger={danger} onClick={onAction} data-testid={`${testId}-action`}>
          {action}
        </Button>
      </div>
    </div>
  );
}

