import { App, Button, Empty, List, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { p2pApi, p2pKeys, useCard, useCards } from '../api/p2p-api';
import { CardForm } from '../components/card-form';
import styles from '../components/p2p.module.css';

/** /user/c-collAddr: the user's collection methods, masked, with edit and delete (after a confirmation). */
export function CardsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.user.collAddr'));
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const cards = useCards();
  const remove = (id: number) =>
    modal.confirm({
      title: t('p2p.cards.deleteTitle'),
      content: t('p2p.cards.deleteText'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'p2p-card-delete-ok' } as never,
      onOk: async () => {
        await p2pApi.deleteCard(id);
        notify.success(t('p2p.deleted'));
        await queryClient.invalidateQueries({ queryKey: p2pKeys.all });
      },
    });
  return (
    <div data-testid="p2p-cards">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('routes.user.collAddr')}</h1>
        <Link to="/user/addCollAddr">
          <Button type="primary" data-testid="p2p-card-add">{t('p2p.cards.add')}</Button>
        </Link>
      </div>
      {cards.isPending ? (
        <Spin />
      ) : (cards.data ?? []).length === 0 ? (
        <Empty description={t('p2p.cards.empty')} />
      ) : (
        <List
          bordered
          dataSource={cards.data ?? []}
          renderItem={(c) => (
            <List.Item
              data-testid={`p2p-card-${c.id}`}
              actions={[
                <Link key="edit" to={`/user/editCollAddr?id=${c.id}`}>{t('p2p.edit')}</Link>,
                <Button key="del" type="link" danger onClick={() => remove(c.id)} data-testid={`p2p-card-delete-${c.id}`}>
                  {t('p2p.delete')}
                </Button>,
              ]}
            >
              <List.Item.Meta title={`${c.bank_name} · ${c.fiat}`} description={`${c.real_name} ${c.card_no}${c.branch ? ` · ${c.branch}` : ''}`} />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}

/** /user/addCollAddr and /user/editCollAddr?id=: the card form; `back` returns into a deal flow. */
export function CardEditPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  useDocumentTitle(t(mode === 'add' ? 'routes.user.addCollAddr' : 'routes.user.editCollAddr'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(params.get('id') ?? 0);
  const back = params.get('back');
  const card = useCard(mode === 'edit' ? id : 0);
  const done = async () => {
    notify.success(t('p2p.saved'));
    await queryClient.invalidateQueries({ queryKey: p2pKeys.all });
    navigate(back && back.startsWith('/deal/') ? back : '/user/c-collAddr');
  };
  return (
    <div style={{ maxWidth: 480 }}>
      <h1 className={styles.title} style={{ marginBottom: 16 }}>{t(mode === 'add' ? 'routes.user.addCollAddr' : 'routes.user.editCollAddr')}</h1>
      {mode === 'edit' && card.isPending ? (
        <Spin />
      ) : (
        <CardForm
          initial={card.data}
          fixedFiat={params.get('fiat') ?? undefined}
          onSubmit={(body) => void (mode === 'add' ? p2pApi.addCard(body) : p2pApi.editCard(id, body)).then(done, () => undefined)}
        />
      )}
    </div>
  );
}
