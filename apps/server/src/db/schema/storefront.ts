import type { Availability, FeedbackFocus, HomepageFeature, HomepageOffer, HomepageVideo } from '@parley/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A teacher's public homepage, one per teacher, created when the teacher claims its url. Its short lists (features,
 * offers, slots, videos) are edited as a whole by one settings page each, so they live here as JSON.
 */
export const teacherHomepages = pgTable(
  'teacher_homepages',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    profilePic: text('profile_pic'),
    welcomeMessage: text('welcome_message'),
    videoUrl: text('video_url'),
    thumbnail: text('thumbnail'),
    color: text('color').notNull(),
    faqColor: text('faq_color').notNull(),
    features: jsonb('features').$type<HomepageFeature[]>().notNull().default([]),
    price: integer('price').notNull(),
    aiPrice: integer('ai_price').notNull(),
    visiblePrices: jsonb('visible_prices').$type<number[]>().notNull(),
    expectedDays: integer('expected_days').notNull(),
    acceptingStudents: boolean('accepting_students').notNull().default(true),
    maxSubscribers: integer('max_subscribers'),
    focus: jsonb('focus').$type<FeedbackFocus[]>().notNull().default([]),
    offers: jsonb('offers').$type<HomepageOffer[]>().notNull().default([]),
    availability: jsonb('availability').$type<Availability>(),
    videos: jsonb('videos').$type<HomepageVideo[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teacher_homepages_url_lower_idx').on(sql`lower(${t.url})`)],
);
export type TeacherHomepageRow = typeof teacherHomepages.$inferSelect;

/** People waiting for a place with a teacher: one row per teacher and email, a student's account when signed in. */
export const teacherWaitlist = pgTable(
  'teacher_waitlist',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teacherHomepages.userId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    message: text('message'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teacher_waitlist_email_idx').on(t.teacherId, sql`lower(${t.email})`),
    index('teacher_waitlist_teacher_idx').on(t.teacherId, t.createdAt),
  ],
);

/** A teacher's connected payout account at the payments provider; charges_enabled follows the provider's events. */
export const teacherPaymentAccounts = pgTable(
  'teacher_payment_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    accountId: text('account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    /** The time of the provider event the row reflects; an older event never overwrites it. */
    eventAt: at('event_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teacher_payment_accounts_provider_account').on(t.provider, t.accountId)],
);

/** A student's plan with a teacher as the provider last told us (ADR 0030): written only from provider events. */
export const teacherSubscriptions = pgTable(
  'teacher_subscriptions',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerId: text('provider_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['ai', 'basic', 'premium'] }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    eventAt: at('event_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerId] }),
    index('teacher_subscriptions_teacher_idx').on(t.teacherId, t.status),
    index('teacher_subscriptions_student_idx').on(t.studentId, t.teacherId),
  ],
);
export type TeacherSubscriptionRow = typeof teacherSubscriptions.$inferSelect;

/**
 * A place with a teacher held for a student while their checkout for Basic or Premium is open (ADR 0035): counted
 * with live plans against max_subscribers until it expires with the checkout or the plan it became goes live.
 */
export const teacherCheckoutHolds = pgTable(
  'teacher_checkout_holds',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.studentId] })],
);
