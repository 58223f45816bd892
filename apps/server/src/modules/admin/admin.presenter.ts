import type { AdminEvent, AdminReport, AdminUser, AdminUserDetail, AuditEntry, TeacherCandidate } from '@parley/contracts';
import type { AdminAuditRow, UserRow } from '../../db/schema/index.ts';
import type { ReportInContext } from './admin-reports.store.ts';
import type { UserWithRoles } from './admin-users.store.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function presentAdminUser({ user, roles }: UserWithRoles): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    display_name: user.displayName,
    full_name: user.fullName,
    image: user.image,
    status: user.status,
    plan: user.plan,
    roles,
    is_verified: user.isVerified,
    is_guest: user.isGuest,
    teacher_approved_at: iso(user.teacherApprovedAt),
    teacher_candidate: user.status === 'TEACHER' && user.teacherApprovedAt === null,
    disabled_at: iso(user.disabledAt),
    created_at: user.createdAt.toISOString(),
  };
}

const teacherProfile = (user: UserRow) =>
  user.profile
    ? { bio: user.profile.bio, experience: user.profile.experience, video_link: user.profile.video_link, tags: user.profile.tags }
    : null;

export function presentReport(row: ReportInContext): AdminReport {
  const { report } = row;
  return {
    id: report.id,
    reporter: row.reporter,
    reported: { ...row.reported, disabled_at: iso(row.reported.disabled_at) },
    reason: report.reason,
    details: report.details,
    event: row.event,
    status: report.status,
    note: report.note,
    resolved_at: iso(report.resolvedAt),
    created_at: report.createdAt.toISOString(),
    updated_at: report.updatedAt.toISOString(),
  };
}

interface Subscription {
  plan: string;
  period: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export function presentUserDetail(
  row: UserWithRoles,
  extra: { homepageUrl: string | null; reports: ReportInContext[]; subscriptions: Subscription[] },
): AdminUserDetail {
  return {
    ...presentAdminUser(row),
    bio: row.user.bio,
    about_me: row.user.aboutMe,
    country: row.user.country,
    teacher_profile: teacherProfile(row.user),
    homepage_url: extra.homepageUrl,
    reports: extra.reports.map(presentReport),
    subscriptions: extra.subscriptions.map((s) => ({
      plan: s.plan,
      period: s.period,
      status: s.status,
      current_period_end: iso(s.currentPeriodEnd),
      cancel_at_period_end: s.cancelAtPeriodEnd,
    })),
  };
}

export const presentCandidate = (row: UserWithRoles & { homepage: { url: string; name: string } | null }): TeacherCandidate => ({
  ...presentAdminUser(row),
  teacher_profile: teacherProfile(row.user),
  homepage_url: row.homepage?.url ?? null,
  homepage_name: row.homepage?.name ?? null,
});

interface EventRow {
  event: {
    id: string;
    shortId: string;
    title: string;
    startsAt: Date;
    endsAt: Date;
    isPrivate: boolean;
    cancelledAt: Date | null;
  };
  host: AdminEvent['host'];
  participants: number;
}

export const presentEvent = ({ event, host, participants }: EventRow): AdminEvent => ({
  event_id: event.id,
  short_event_id: event.shortId,
  title: event.title,
  host,
  start_time_utc: event.startsAt.toISOString(),
  end_time_utc: event.endsAt.toISOString(),
  participants,
  is_private: event.isPrivate,
  cancelled: event.cancelledAt !== null,
});

export const presentAudit = ({ entry, admin }: { entry: AdminAuditRow; admin: AuditEntry['admin'] }): AuditEntry => ({
  id: entry.id,
  admin: admin?.id ? admin : null,
  action: entry.action,
  target_type: entry.targetType,
  target_id: entry.targetId,
  before: entry.before,
  after: entry.after,
  created_at: entry.createdAt.toISOString(),
});
