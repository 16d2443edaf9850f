import { Tag } from 'antd';
import type { DepositStatus, WithdrawalStatus } from '@aurelix/shared/schemas/funding';
import { useTranslation } from 'react-i18next';

const WITHDRAWAL = {
  pending: ['gold', 'funding.statusPending'],
  confirming: ['processing', 'funding.statusToConfirm'],
  completed: ['success', 'funding.statusCompleted'],
  failed: ['error', 'funding.statusFailed'],
  cancelled: ['default', 'funding.statusCancelled'],
} as const;

const DEPOSIT = {
  confirming: ['processing', 'funding.statusConfirming'],
  success: ['success', 'funding.statusSuccess'],
} as const;

/** SPEC 4 withdrawal states: pending payout, to be confirmed, completed, payout failed, cancelled. */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  const [color, key] = WITHDRAWAL[status];
  return <Tag color={color} data-status={status}>{t(key)}</Tag>;
}

/** SPEC 4 deposit states: confirming, success. */
export function DepositStatusTag({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  const [color, key] = DEPOSIT[status];
  return <Tag color={color} data-status={status}>{t(key)}</Tag>;
}
