import type { ReportStatus } from '@parley/contracts';

/** Every admin query starts with `admin`, so an action refreshes what it may have changed in one go. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (id: number) => ['admin', 'user', id] as const,
  roles: () => ['admin', 'roles'] as const,
  candidates: () => ['admin', 'candidates'] as const,
  reports: (status: ReportStatus) => ['admin', 'reports', status] as const,
  events: (q: string) => ['admin', 'events', q] as const,
  payments: () => ['admin', 'payments'] as const,
  audit: () => ['admin', 'audit'] as const,
};

export const ADMIN_PAGE_SIZE = 20;
