import { notificationApi, type Notification, type NotificationList } from '@parley/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/** The bell shows the newest 20; the stream keeps them current between fetches. */
const LIMIT = 20;

export const notificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['notifications', userId] as const,
    queryFn: ({ signal }) => call(notificationApi.list, { query: { limit: LIMIT, offset: 0 }, signal }),
  });

type Key = ReturnType<typeof notificationsQuery>['queryKey'];

const update = (client: QueryClient, key: Key, change: (list: NotificationList) => NotificationList) =>
  client.setQueryData(key, (list) => (list ? change(list) : list));

/** A notification the stream brought: first in the list (once), with the server's unread count. */
export function addArrived(client: QueryClient, userId: number, notification: Notification, unread: number) {
  update(client, notificationsQuery(userId).queryKey, (list) => ({
    ...list,
    items: [notification, ...list.items.filter((n) => n.id !== notification.id)].slice(0, LIMIT),
    total: list.items.some((n) => n.id === notification.id) ? list.total : list.total + 1,
    unread,
  }));
}

export function useMarkRead(userId: number) {
  const client = useQueryClient();
  const key = notificationsQuery(userId).queryKey;
  return useMutation({
    mutationFn: (id: number) => call(notificationApi.read, { params: { id } }),
    onSuccess: (read) =>
      update(client, key, (list) => {
        const before = list.items.find((n) => n.id === read.id);
        return {
          ...list,
          items: list.items.map((n) => (n.id === read.id ? read : n)),
          unread: before && !before.read ? Math.max(0, list.unread - 1) : list.unread,
        };
      }),
  });
}

export function useMarkAllRead(userId: number) {
  const client = useQueryClient();
  const key = notificationsQuery(userId).queryKey;
  return useMutation({
    mutationFn: () => call(notificationApi.readAll),
    onSuccess: () =>
      update(client, key, (list) => ({ ...list, items: list.items.map((n) => ({ ...n, read: true })), unread: 0 })),
  });
}
