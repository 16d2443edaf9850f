import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table } from 'antd';
import type { AddressItem } from '@aurelix/shared/schemas/funding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAddressBook, useDeleteAddress } from '../api/address-book';
import { useNetworks } from '../api/networks';
import { AddAddressDialog } from '../components/add-address-dialog';
import styles from '../components/funding.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /user/c-symAddr: the withdrawal address book (SPEC 3, 5): list, add, delete after a confirmation. */
export default function AddressBookPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  useDocumentTitle(t('routes.user.symAddr'));
  const [adding, setAdding] = useState(false);
  const book = useAddressBook();
  const networks = useNetworks('withdraw');
  const remove = useDeleteAddress();
  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      notify.success(t('funding.addressDeleted'));
    } catch {
      // The API client already showed the server's message.
    }
  };
  return (
    <div className={styles.panel} data-testid="address-book-page">
      <div className={styles.head} style={{ marginBottom: 12 }}>
        <div>
          <h1 className={styles.title}>{t('funding.bookTitle')}</h1>
          <p className={styles.label} style={{ margin: '4px 0 0' }}>{t('funding.bookIntro')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)} disabled={!networks.data} data-testid="add-address">
          {t('funding.addAddress')}
        </Button>
      </div>
      <Table<AddressItem>
        size="middle"
        rowKey="id"
        loading={book.isPending}
        dataSource={book.data ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: book.isError ? t('errors.loadFailed') : t('funding.noAddresses') }}
        columns={[
          { title: t('funding.note'), dataIndex: 'note' },
          { title: t('funding.currency'), dataIndex: 'currency' },
          { title: t('funding.network'), dataIndex: 'network' },
          { title: t('funding.address'), dataIndex: 'address', render: (v: string) => <span className={styles.mono} style={{ wordBreak: 'break-all' }}>{v}</span> },
          { title: t('funding.added'), dataIndex: 'time', render: (v: string) => formatDateTime(new Date(v), intl) },
          {
            title: t('funding.action'),
            key: 'action',
            render: (_: unknown, a) => (
              <Popconfirm title={t('funding.deleteConfirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={() => onDelete(a.id)}>
                <Button type="link" danger size="small">{t('funding.delete')}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <AddAddressDialog open={adding} networks={networks.data ?? []} onClose={() => setAdding(false)} />
    </div>
  );
}
