import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { addArrived, notificationsQuery, useMarkAllRead } from '../api/notifications.ts';
import { followNotifications } from '../lib/notification-stream.ts';
import { NotificationList } from './NotificationList.tsx';
import '../texts.ts';

/**
 * The bell in the header: the unread count, kept live by the notification stream, and the newest notifications in a
 * panel. Loaded after the page (the header's first download has no room for it).
 */
export function NotificationBell({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery(notificationsQuery(userId));
  const readAll = useMarkAllRead(userId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const stop = new AbortController();
    void followNotifications(stop.signal, {
      onReady: (unread) => {
        // Anything may have come while the stream was closed: the list is fetched again if the count moved.
        const known = client.getQueryData(notificationsQuery(userId).queryKey);
        if (known?.unread !== unread) void client.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey });
      },
      onNotification: ({ notification, unread }) => addArrived(client, userId, notification, unread),
    });
    return () => stop.abort();
  }, [client, userId]);

  const unread = list.data?.unread ?? 0;
  const open = Boolean(anchor);
  return (
    <>
      <IconButton
        aria-label={unread > 0 ? t('notifications.bell.openUnread', { count: unread }) : t('notifications.bell.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge at all without unread ones: a hidden "0" would still be text the button's name lacks. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        ) : (
          <NotificationsNoneOutlinedIcon />
        )}
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'notifications-title', sx: { width: 380, maxWidth: '100vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="notifications-title" variant="h3" sx={{ flexGrow: 1, fontSize: '1rem' }}>
            {t('notifications.bell.title')}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => readAll.mutate()} loading={readAll.isPending}>
              {t('notifications.bell.readAll')}
            </Button>
          )}
        </Box>
        <ErrorAlert error={list.error ?? readAll.error} />
        <NotificationList userId={userId} list={list.data} loading={list.isPending} onOpen={() => setAnchor(null)} />
      </Drawer>
    </>
  );
}
