import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Notification, NotificationList as List } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { useMarkRead } from '../api/notifications.ts';
import '../texts.ts';

interface Props {
  userId: number;
  list: List | undefined;
  loading: boolean;
  /** Called when a notification is opened, so the panel closes. */
  onOpen: () => void;
}

/** The newest notifications, unread ones marked; opening one marks it read and goes where it points. */
export function NotificationList({ userId, list, loading, onOpen }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkRead(userId);
  if (loading)
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  if (!list || list.items.length === 0)
    return (
      <Box sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('notifications.bell.empty')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('notifications.bell.emptyHint')}
        </Typography>
      </Box>
    );
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onOpen();
    if (notification.link) void navigate(notification.link);
  };
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
      {list.items.map((n) => (
        <li key={n.id}>
          <ButtonBase
            onClick={() => open(n)}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: n.read ? undefined : 'action.hover',
            }}
          >
            <Typography sx={{ fontWeight: n.read ? 400 : 700 }}>
              {!n.read && <VisuallyHidden>{`${t('notifications.bell.unread')}: `}</VisuallyHidden>}
              {n.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {n.body}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {shortDateTime(n.created_at)}
            </Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
