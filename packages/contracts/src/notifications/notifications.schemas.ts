import * as z from 'zod/mini';
import { MAX_ROW_ID } from '../common/ids.ts';
import { emailPreferencesSchema } from '../onboarding/onboarding.schemas.ts';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS } from './notifications.constants.ts';

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the app, such as /events/abc, or null. */
  link: z.nullable(z.string()),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number(),
  unread: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationParamsSchema = z.object({
  id: z.coerce
    .number({ error: NOTIFICATION_TEXTS.notFound })
    .check(
      z.int(NOTIFICATION_TEXTS.notFound),
      z.gte(1, NOTIFICATION_TEXTS.notFound),
      z.lte(MAX_ROW_ID, NOTIFICATION_TEXTS.notFound),
    ),
});

export const unreadCountSchema = z.object({ unread: z.number() });

/** What the stream sends: a new notification and the unread count after it. */
export const notificationStreamMessageSchema = z.object({ notification: notificationSchema, unread: z.number() });
export type NotificationStreamMessage = z.infer<typeof notificationStreamMessageSchema>;

export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .check(z.minLength(1, NOTIFICATION_TEXTS.badUnsubscribeLink), z.maxLength(2000, NOTIFICATION_TEXTS.badUnsubscribeLink)),
});

export const unsubscribeResultSchema = z.object({
  /** The preference now off. */
  preference: z.keyof(emailPreferencesSchema),
  email: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
