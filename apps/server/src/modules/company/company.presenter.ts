import type { CompanyDashboard, CompanyRole, CompanySummary } from '@parley/contracts';
import type * as store from './company.store.ts';

export const presentSummary = (company: store.CompanyRow, role: CompanyRole, memberCount: number): CompanySummary => ({
  id: company.id,
  name: company.name,
  logo: company.logo,
  role,
  seats: company.seats,
  member_count: memberCount,
});

/** The join page's address: opening it signed out leads through sign-up with the code kept. */
export const joinLink = (publicUrl: string, code: string) => `${publicUrl}/company/join/${code}`;

export function presentDashboard(
  publicUrl: string,
  company: store.CompanyRow,
  members: Awaited<ReturnType<typeof store.membersOf>>,
  invitations: Awaited<ReturnType<typeof store.openInvitationsOf>>,
  subscription: Awaited<ReturnType<typeof store.liveSubscriptionOf>>,
): CompanyDashboard {
  return {
    ...presentSummary(company, 'admin', members.length),
    billing_email: company.billingEmail,
    join_code: company.joinCode,
    join_link: joinLink(publicUrl, company.joinCode),
    subscription: subscription
      ? {
          status: subscription.status,
          period: subscription.period,
          seats: subscription.quantity,
          current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
        }
      : null,
    members: members.map((m) => ({
      user: { id: m.id, username: m.username, display_name: m.displayName, image: m.image },
      email: m.email,
      role: m.role,
      joined_at: m.joinedAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, invited_at: i.createdAt.toISOString() })),
  };
}
