import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { channels } from '@aurelix/shared/ticker';
import type { NoticePush } from '@aurelix/shared/schemas/notices';
import { useSession } from '../../../lib/session';
import { useChannel } from '../../../lib/socket';
import { NOTICE_PAGES_KEY, unreadKey, useUnreadCount } from '../api/notices-api';

/**
 * The header bell (SPEC 2): a link to /inform with the unread count. A `notice` push on the private
 * channel sets the count at once and refreshes the list, so a new notice shows without a reload.
 */
export function NoticeBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const unread = useUnreadCount();
  useChannel<NoticePush>(user ? channels.user(user.id) : null, (data) => {
    if (data?.type !== 'notice' || typeof data.unread !== 'number') return;
    queryClient.setQueryData(unreadKey(token), data.unread);
    void queryClient.invalidateQueries({ queryKey: NOTICE_PAGES_KEY });
  });
  const label = unread > 0 ? `${t('aria.notifications')} (${unread})` : t('aria.notifications');
  return (
    <Link to="/inform" className={className} aria-label={label} data-testid="notice-bell">
      <Badge count={unread} size="small" overflowCount={99} offset={[2, -2]} data-testid="notice-bell-count">
        <BellOutlined aria-hidden style={{ fontSize: 'inherit', color: 'inherit' }} />
      </Badge>
    </Link>
  );
}
