import { App, Button, Drawer, Form, Input, InputNumber, Result, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminIcoProject, AdminIcoProjectBody } from '@aurelix/shared/schemas/ico';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIcoAdminProjects, useListIcoPair, useSaveIcoProject } from '../api/ico-api';
import { amountText, ProjectTags } from '../components/ico-bits';
import styles from '../components/ico.module.css';

const ADMIN_ONLY_CODE = 3500;
const DAY = 24 * 3600 * 1000;

interface Draft {
  symbol: string;
  name: string;
  logo: string;
  description: string;
  links: string;
  price: string;
  total_supply: string;
  lot_size: string;
  max_lots: number;
  start: string;
  end: string;
  freeze_ratio: string;
  thaw_schedule: string;
}

/** datetime-local text in the browser's time zone <-> epoch ms. */
const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocalInput = (text: string) => new Date(text).getTime();

function draftOf(p?: AdminIcoProject): Draft {
  if (!p) {
    const start = Date.now() + DAY;
    return {
      symbol: '',
      name: '',
      logo: '',
      description: '',
      links: '',
      price: '0.1',
      total_supply: '100000',
      lot_size: '1000',
      max_lots: 10,
      start: toLocalInput(start),
      end: toLocalInput(start + 7 * DAY),
      freeze_ratio: '0.8',
      thaw_schedule: ['0 = 20', ...Array.from({ length: 8 }, (_, i) => `${(i + 1) * 7} = 10`)].join('\n'),
    };
  }
  return {
    symbol: p.symbol,
    name: p.name,
    logo: p.logo,
    description: p.description,
    links: p.links.map((l) => `${l.label} | ${l.url}`).join('\n'),
    price: p.price,
    total_supply: p.total_supply,
    lot_size: p.lot_size,
    max_lots: p.max_lots,
    start: toLocalInput(p.start_at),
    end: toLocalInput(p.end_at),
    freeze_ratio: p.freeze_ratio,
    thaw_schedule: p.thaw_schedule.map((s) => `${s.days} = ${s.percent}`).join('\n'),
  };
}

/** The text areas parsed; null when a line does not read. */
function bodyOf(d: Draft, id?: number): AdminIcoProjectBody | null {
  const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
  const links = lines(d.links).map((l) => {
    const [label, url] = l.split('|').map((x) => x.trim());
    return label && url ? { label, url } : null;
  });
  const steps = lines(d.thaw_schedule).map((l) => {
    const m = /^(\d+)\s*=\s*(\d+)\s*%?$/.exec(l);
    return m ? { days: Number(m[1]), percent: Number(m[2]) } : null;
  });
  if (links.includes(null) || steps.includes(null)) return null;
  return {
    ...(id ? { id } : {}),
    symbol: d.symbol.trim().toUpperCase(),
    name: d.name,
    logo: d.logo,
    description: d.description,
    links: links as { label: string; url: string }[],
    price: d.price.trim(),
    total_supply: d.total_supply.trim(),
    lot_size: d.lot_size.trim(),
    max_lots: d.max_lots,
    start_at: fromLocalInput(d.start),
    end_at: fromLocalInput(d.end),
    freeze_ratio: d.freeze_ratio.trim(),
    thaw_schedule: steps as { days: number; percent: number }[],
  };
}

function ProjectForm({ project, onDone }: { project?: AdminIcoProject; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveIcoProject();
  const [form] = Form.useForm<Draft>();
  const submit = async (d: Draft) => {
    const body = bodyOf(d, project?.id);
    if (!body) return notify.error(t('ico.admin.badLines'));
    try {
      await save.mutateAsync(body);
      notify.success(t('ico.admin.saved'));
      onDone();
    } catch {
      /* the server's message was shown */
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={draftOf(project)} onFinish={submit} data-testid="ico-admin-form">
      <Form.Item name="symbol" label={t('ico.admin.symbol')} rules={[{ required: true }]}>
        <Input maxLength={10} data-testid="f-symbol" />
      </Form.Item>
      <Form.Item name="name" label={t('ico.admin.name')} rules={[{ required: true }]}>
        <Input maxLength={60} data-testid="f-name" />
      </Form.Item>
      <Form.Item name="logo" label={t('ico.admin.logo')}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label={t('ico.admin.description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="links" label={t('ico.admin.links')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label={t('ico.admin.raise')}>
        <Input value="USDT" disabled />
      </Form.Item>
      <Form.Item name="price" label={t('ico.admin.price')} rules={[{ required: true }]}>
        <Input inputMode="decimal" data-testid="f-price" />
      </Form.Item>
      <Form.Item name="total_supply" label={t('ico.admin.totalSupply')} rules={[{ required: true }]}>
        <Input inputMode="decimal" data-testid="f-supply" />
      </Form.Item>
      <Form.Item name="lot_size" label={t('ico.admin.lotSize')} rules={[{ required: true }]}>
        <Input inputMode="decimal" data-testid="f-lot" />
      </Form.Item>
      <Form.Item name="max_lots" label={t('ico.admin.maxLots')} rules={[{ required: true }]}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="start" label={t('ico.admin.start')} rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="f-start" />
      </Form.Item>
      <Form.Item name="end" label={t('ico.admin.end')} rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="f-end" />
      </Form.Item>
      <Form.Item name="freeze_ratio" label={t('ico.admin.freezeRatio')} rules={[{ required: true }]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="thaw_schedule" label={t('ico.admin.thawSchedule')}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} block data-testid="ico-admin-save">
        {t('ico.admin.save')}
      </Button>
    </Form>
  );
}

/** /admin/ico (issue 19): the projects; create, edit before the start; list a spot pair after the allocation. Admins only. */
export default function AdminIcoPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const { modal } = App.useApp();
  useDocumentTitle(t('ico.admin.title'));
  const query = useIcoAdminProjects();
  const listPair = useListIcoPair();
  const [editing, setEditing] = useState<AdminIcoProject | 'new' | null>(null);

  if (query.error instanceof ApiError && (query.error.code === ADMIN_ONLY_CODE || query.error.kind === 'session')) {
    return (
      <Result
        status="403"
        title={t('ico.admin.forbiddenTitle')}
        subTitle={t('ico.admin.forbiddenText')}
        extra={
          <Link to="/home">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
      />
    );
  }

  const confirmPair = (p: AdminIcoProject) => {
    const pair = `${p.symbol}_${p.raise_currency}`;
    modal.confirm({
      title: t('ico.admin.listPairTitle', { pair }),
      content: t('ico.admin.listPairText'),
      okText: t('ico.admin.listPair'),
      cancelText: t('ico.actions.cancel'),
      onOk: async () => {
        try {
          await listPair.mutateAsync(p.id);
          notify.success(t('ico.admin.listed', { pair }));
        } catch {
          /* shown */
        }
      },
    });
  };

  const columns: ColumnsType<AdminIcoProject> = [
    { title: t('ico.orders.project'), key: 'p', fixed: 'left', render: (_, p) => <Link to={`/subscribe/${p.id}`}>{`${p.symbol} · ${p.name}`}</Link> },
    { title: t('ico.orders.status'), key: 's', render: (_, p) => <ProjectTags project={p} /> },
    { title: t('ico.list.price'), dataIndex: 'price', render: (v: string) => amountText(v, intl) },
    { title: t('ico.list.total'), dataIndex: 'total_supply', render: (v: string) => amountText(v, intl) },
    { title: t('ico.list.progress'), key: 'pr', render: (_, p) => `${p.subscribed_lots}/${p.offered_lots} (${p.progress}%)` },
    { title: t('ico.admin.subscribers'), dataIndex: 'subscribers' },
    { title: t('ico.admin.raised'), dataIndex: 'raised', render: (v: string) => amountText(v, intl) },
    { title: t('ico.detail.recruitTime'), key: 't', render: (_, p) => `${formatDateTime(p.start_at, intl)} – ${formatDateTime(p.end_at, intl)}` },
    {
      title: t('ico.orders.action'),
      key: 'a',
      render: (_, p) =>
        p.status === 'upcoming' ? (
          <Button size="small" onClick={() => setEditing(p)}>
            {t('ico.admin.edit')}
          </Button>
        ) : p.allocated ? (
          <Button size="small" onClick={() => confirmPair(p)} data-testid={`list-pair-${p.symbol}`}>
            {t('ico.admin.listPair')}
          </Button>
        ) : (
          <Tag>{t(`ico.status.${p.status}`)}</Tag>
        ),
    },
  ];

  return (
    <div className={`container ${styles.page}`} data-testid="admin-ico-page">
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('ico.admin.title')}</h1>
          <p className={styles.subtitle}>{t('ico.admin.lockedNote')}</p>
        </div>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="ico-admin-new">
          {t('ico.admin.new')}
        </Button>
      </div>
      <div className={styles.section}>
        <Table<AdminIcoProject> rowKey="id" size="small" columns={columns} dataSource={query.data?.list ?? []} loading={query.isPending} scroll={{ x: 'max-content' }} pagination={false} />
      </div>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('ico.admin.new') : t('ico.admin.edit')}
        width={Math.min(480, typeof window === 'undefined' ? 480 : window.innerWidth)}
        destroyOnHidden
      >
        {editing !== null && <ProjectForm project={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Drawer>
    </div>
  );
}
