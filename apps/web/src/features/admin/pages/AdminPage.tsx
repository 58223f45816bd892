import { ROUTES } from '@parley/contracts';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { getSession } from '../../../lib/session/session.ts';
import { AdminConsole, type CONSOLE_SECTIONS } from '../components/AdminConsole.tsx';
import { AuditSection } from '../components/AuditSection.tsx';
import { EventsSection } from '../components/EventsSection.tsx';
import { PaymentsSection } from '../components/PaymentsSection.tsx';
import { ReportsSection } from '../components/ReportsSection.tsx';
import { TeachersSection } from '../components/TeachersSection.tsx';
import { UsersSection } from '../components/UsersSection.tsx';

const SECTIONS = {
  users: UsersSection,
  teachers: TeachersSection,
  reports: ReportsSection,
  events: EventsSection,
  payments: PaymentsSection,
  audit: AuditSection,
} satisfies Record<(typeof CONSOLE_SECTIONS)[number], ComponentType>;
type Section = keyof typeof SECTIONS;
const isSection = (s: string): s is Section => s in SECTIONS;

/** The console does not admit it exists to a member without the admin role (the API answers them 403 anyway). */
export function adminLoader() {
  if (!getSession()?.user.roles.includes('admin')) throw new Response('Not Found', { status: 404 });
  return null;
}

/** /admin and /admin/{section}: the console's own sections, each at its own address. */
export function AdminPage() {
  const { section = 'users' } = useParams();
  if (!isSection(section)) return <Navigate to={ROUTES.admin} replace />;
  const Current = SECTIONS[section];
  return (
    <AdminConsole current={section}>
      <Current />
    </AdminConsole>
  );
}
