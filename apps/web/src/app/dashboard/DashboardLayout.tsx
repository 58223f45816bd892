import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { NextEventCard } from '../../features/events/components/NextEventCard.tsx';
import { GoalsCard } from '../../features/onboarding/components/GoalsCard.tsx';
import { useUser } from '../../lib/session/session.ts';
import { WelcomeCard } from './WelcomeCard.tsx';

// Below the fold on a phone and not needed to show the page: loaded after it, outside the first download.
const WorkspaceLinks = lazy(() => import('./WorkspaceLinks.tsx').then((m) => ({ default: m.WorkspaceLinks })));

/** Left column (welcome, next event) beside the page; stacked below the tablet breakpoint. */
export function DashboardLayout() {
  const user = useUser();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        p: { xs: 2, sm: 3 },
        maxWidth: 1440,
        mx: 'auto',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)', lg: '320px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2}>
        {user && <WelcomeCard user={user} />}
        {/* The product tour points at these (features/onboarding/lib/tour.ts). */}
        <Box data-tour="next-event">
          <NextEventCard />
        </Box>
        <GoalsCard />
        <Suspense fallback={null}>
          <WorkspaceLinks />
        </Suspense>
      </Stack>
      <Box data-tour="page">
        <Outlet />
      </Box>
    </Box>
  );
}
