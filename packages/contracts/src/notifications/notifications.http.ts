import { endpoint } from '../common/endpoint.ts';
import { NOTIFICATION_PREFIX as P } from './notifications.constants.ts';
import * as s from './notifications.schemas.ts';

/** Notifications (issue 21 §4); methods and paths are ours (ADR 0063). */
export const notificationApi = {
  list: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's notifications, newest first, with the unread count",
    auth: 'access',
    query: s.notificationListQuerySchema,
    status: 200,
    response: s.notificationListSchema,
  }),
  read: endpoint({
    method: 'PUT',
    path: `${P}/{id}/read`,
    summary: 'Mark one notification read',
    auth: 'access',
    params: s.notificationParamsSchema,
    status: 200,
    response: s.notificationSchema,
  }),
  readAll: endpoint({
    method: 'PUT',
    path: `${P}/read_all`,
    summary: "Mark all the caller's notifications read",
    auth: 'access',
    status: 200,
    response: s.unreadCountSchema,
  }),
  stream: endpoint({
    method: 'GET',
    path: `${P}/stream`,
    summary:
      'text/event-stream: a `notification` event with {notification, unread} as each one arrives, a comment every 25 s to keep it open',
    auth: 'access',
    status: 200,
    response: s.notificationStreamMessageSchema,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: `${P}/unsubscribe`,
    summary:
      'One-click unsubscribe (RFC 8058): turns off the mail preference the signed token names; mail clients post List-Unsubscribe=One-Click',
    auth: 'none',
    query: s.unsubscribeQuerySchema,
    status: 200,
    response: s.unsubscribeResultSchema,
  }),
};
export type NotificationApi = typeof notificationApi;
