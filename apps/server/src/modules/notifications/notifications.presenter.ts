import type { Notification } from '@parley/contracts';
import type { NotificationRow } from '../../db/schema/index.ts';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});
