import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';

/** Copies `text` to the clipboard with 'Copied' / 'Copy failed' (SPEC 8). */
export async function copyText(text: string, t: (key: 'common.copySuccess' | 'common.copyFailed') => string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(t('common.copySuccess'), 'copy');
  } catch {
    notify.error(t('common.copyFailed'), 'copy');
  }
}

export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      type="text"
      icon={<CopyOutlined aria-hidden />}
      aria-label={label}
      title={label}
      onClick={() => void copyText(text, t)}
      data-testid={testId}
    />
  );
}
