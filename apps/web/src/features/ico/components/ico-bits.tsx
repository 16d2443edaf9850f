import { Tag } from 'antd';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import type { IcoProject, IcoSubStatus } from '@aurelix/shared/schemas/ico';
import { formatFixed } from '../../../lib/format';

const STATUS_COLOR = { upcoming: 'default', in_progress: 'blue', ending_soon: 'orange', ended: 'default' } as const;
const SUB_COLOR = { holding: 'blue', to_settle: 'orange', settled: 'green' } as const;

/** In progress / ending soon / ended, and Hot when subscribed above the supply. */
export function ProjectTags({ project }: { project: Pick<IcoProject, 'status' | 'hot'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={STATUS_COLOR[project.status]} data-testid="ico-status">
        {t(`ico.status.${project.status}`)}
      </Tag>
      {project.hot && (
        <Tag color="red" data-testid="ico-hot">
          {t('ico.status.hot')}
        </Tag>
      )}
    </>
  );
}

export function SubStatusTag({ status }: { status: IcoSubStatus }) {
  const { t } = useTranslation();
  return <Tag color={SUB_COLOR[status]}>{t(`ico.subStatus.${status}`)}</Tag>;
}

/** An exact decimal with its own decimals (up to 8), grouped for the locale: 12,500 or 0.05. */
export function amountText(value: string, intl: string): string {
  const d = new Decimal(value);
  return formatFixed(value, Math.min(8, Math.max(0, d.decimalPlaces())), intl);
}

/** "3 d 4 h 12 min" */
export function useRemaining() {
  const { t } = useTranslation();
  return (ms: number) => {
    const minutes = Math.max(0, Math.floor(ms / 60_000));
    return t('ico.remaining', { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 });
  };
}

/** Progress in percent for a bar (capped at 100; the label says the real figure). */
export const barPercent = (progress: string) => Math.min(100, Number(progress));
