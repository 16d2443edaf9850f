import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC 3/4: name_status 1 unverified, 2 pending review, 3 verified, 4 review failed. */
const STATUS = {
  1: { key: 'user.verification.unverified', color: 'default' },
  2: { key: 'user.verification.pending', color: 'gold' },
  3: { key: 'user.verification.verified', color: 'green' },
  4: { key: 'user.verification.failed', color: 'red' },
} as const;

export function VerificationBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const entry = STATUS[status as keyof typeof STATUS] ?? STATUS[1];
  return (
    <Tag color={entry.color} bordered={false} style={{ marginTop: 4, marginInlineEnd: 0 }}>
      {t(entry.key)}
    </Tag>
  );
}
