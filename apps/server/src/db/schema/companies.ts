import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An organisation on the Team plan (ADR 0072). `seats` is what its live subscription pays for (0 before the first
 * payment); the join code lets anyone holding it take a free seat.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo'),
    billingEmail: text('billing_email').notNull(),
    joinCode: text('join_code').notNull(),
    seats: integer('seats').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_join_code_idx').on(t.joinCode), check('companies_seats_not_negative', sql`${t.seats} >= 0`)],
);

/** A member holds one of the company's seats; a person belongs to one company at a time. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), uniqueIndex('company_members_user_idx').on(t.userId)],
);

/** An invitation by email (kept in lower case): its token is in the mailed link; it is used once. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token: text('token').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    uniqueIndex('company_invitations_token_idx').on(t.token),
    uniqueIndex('company_invitations_open_email_idx')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null`),
  ],
);

/**
 * The company's Team subscription as the provider last told us; `quantity` is the seats paid for. event_at orders
 * events as in plan_subscriptions.
 */
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerId: text('provider_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    period: text('period', { enum: ['6_month', '1_month'] }).notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    eventAt: at('event_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerId] }), index('company_subscriptions_company_idx').on(t.companyId)],
);
