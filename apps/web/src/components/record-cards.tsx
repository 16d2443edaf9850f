import type { Key, ReactNode } from 'react';
import { Pagination, Spin } from 'antd';
import styles from './record-cards.module.css';

export interface RecordField<T> {
  key: string;
  title: ReactNode;
  render: (record: T) => ReactNode;
}

interface RecordCardsProps<T> {
  records: T[];
  rowKey: (record: T) => Key;
  /** The card's first line (what the record is, its state). */
  head: (record: T) => ReactNode;
  /** The figures under it, label and value, two a row. */
  fields: RecordField<T>[];
  /** What can be done with the record (cancel), below its figures, in reach of a thumb. */
  actions?: (record: T) => ReactNode;
  loading?: boolean;
  emptyText: ReactNode;
  testId?: string;
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

/**
 * A list of records as cards, for a phone where a wide table would show a few columns and hide the
 * rest sideways (issue 30 item 5): each record's fields are all on screen.
 */
export function RecordCards<T>({ records, rowKey, head, fields, actions, loading, emptyText, testId, pagination }: RecordCardsProps<T>) {
  if (loading && records.length === 0) return <Spin className={styles.loading} />;
  if (records.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={styles.cards} data-testid={testId}>
        {records.map((record) => (
          <li key={rowKey(record)} className={styles.card} data-testid={testId && `${testId}-item`}>
            <div className={styles.head}>{head(record)}</div>
            <dl className={styles.fields}>
              {fields.map((f) => (
                <div key={f.key}>
                  <dt>{f.title}</dt>
                  <dd>{f.render(record)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className={styles.actions}>{actions(record)}</div>}
          </li>
        ))}
      </ul>
      {pagination && pagination.total > pagination.pageSize && (
        <Pagination simple className={styles.pages} current={pagination.current} pageSize={pagination.pageSize} total={pagination.total} onChange={pagination.onChange} />
      )}
    </>
  );
}
