import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import styles from './orders-page.module.css';

/** One labelled figure of an order detail: label, value, test id. */
export type DetailField = [label: string, value: ReactNode, testId: string];

interface OrderDetailFrameProps {
  testId: string;
  orderId: string;
  back: { to: string; label: string };
  title: string;
  /** Shown while the order rests: the cancel button's label and action. */
  cancel?: { label: string; onClick: () => void };
  fields: readonly DetailField[];
  dealsTitle: string;
  /** The deal records table. */
  children: ReactNode;
}

/** The frame of an order detail screen (spot and futures): back link, title, cancel, figures, deals. */
export function OrderDetailFrame({
  testId,
  orderId,
  back,
  title,
  cancel,
  fields,
  dealsTitle,
  children,
}: OrderDetailFrameProps) {
  return (
    <div className={`container ${styles.page}`} data-testid={testId} data-order-id={orderId}>
      <div className={styles.detailHead}>
        <Link to={back.to} className={styles.back}>
          ← {back.label}
        </Link>
        <h2>{title}</h2>
        <span className={styles.spacer} />
        {cancel && (
          <Button danger onClick={cancel.onClick} data-testid="detail-cancel">
            {cancel.label}
          </Button>
        )}
      </div>
      <div className={styles.card}>
        <dl className={styles.detailGrid}>
          {fields.map(([label, value, id]) => (
            <div key={id}>
              <dt>{label}</dt>
              <dd data-testid={id}>{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className={styles.sectionTitle}>{dealsTitle}</h3>
        {children}
      </div>
    </div>
  );
}
