import { ROUTES } from '@parley/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../lib/session/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { ROUTE_TABLE } from '../../route-table.ts';
import { NAV_ENTRIES } from './nav-entries.ts';
import { usePrimaryNav } from './use-primary-nav.ts';

function navAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(() => usePrimaryNav(), { wrapper }).result.current;
}

afterEach(() => clearSession('logout'));

describe('primary navigation', () => {
  it('offers only areas whose pages are built', () => {
    for (const entry of NAV_ENTRIES) for (const route of entry.routes) expect(ROUTE_TABLE[route].page, route).toBeDefined();
  });

  it('is not shown signed out', () => {
    expect(navAt(ROUTES.login)).toBeNull();
  });

  it("lists a learner's areas and marks the one holding the current page, its sub-pages included", () => {
    setSession(makeSession({ status: 'STUDENT' }));
    const links = navAt('/dashboard/feedback/12');
    expect(links?.map((link) => [link.label, link.to])).toEqual([
      ['Events', ROUTES.events],
      ['My events', ROUTES.dashboardWorkshops],
      ['Practice', ROUTES.dashboardInterview],
      ['Feedback', ROUTES.dashboardFeedback],
      ['Classroom', ROUTES.classroom],
      ['Community', ROUTES.dashboardCommunity],
      ['Connections', ROUTES.dashboardConnections],
    ]);
    expect(links?.filter((link) => link.current).map((link) => link.label)).toEqual(['Feedback']);
    expect(navAt('/event/abc')?.find((link) => link.current)?.label).toBe('Events');
    expect(navAt('/workshop/ielts')?.find((link) => link.current)?.label).toBe('Practice');
    expect(navAt('/classroom/ABC234')?.find((link) => link.current)?.label).toBe('Classroom');
    expect(navAt(ROUTES.profile)?.some((link) => link.current)).toBe(false);
  });

  it('calls the feedback area "Reviews" for a teacher, who sees the recordings sent to them there', () => {
    setSession(makeSession({ status: 'TEACHER' }));
    expect(navAt(ROUTES.dashboardFeedback)?.find((link) => link.current)?.label).toBe('Reviews');
  });
});
