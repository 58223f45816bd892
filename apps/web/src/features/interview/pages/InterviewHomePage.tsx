import Stack from '@mui/material/Stack';
import { ROUTES, WORKSHOPS, type Workshop } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { PastSessions } from '../components/PastSessions.tsx';
import { PlanDialog } from '../components/PlanDialog.tsx';
import { WorkshopCard } from '../components/WorkshopCard.tsx';
import { hasInterviewPlan } from '../lib/plan.ts';
import '../texts.ts';

/** /dashboard/interview-ai: the two workshops and the sessions done; Start opens the plans without Pro or Team. */
export function InterviewHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const [plansOpen, setPlansOpen] = useState(false);
  const start = (workshop: Workshop) => {
    if (hasInterviewPlan(user?.plan)) void navigate(generatePath(ROUTES.workshop, { workshop }));
    else setPlansOpen(true);
  };
  return (
    <Stack spacing={3}>
      <SectionHeader title={t('interview.home.title')} help={t('interview.home.intro')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {WORKSHOPS.map((workshop) => (
          <WorkshopCard key={workshop} workshop={workshop} onStart={() => start(workshop)} />
        ))}
      </Stack>
      <PastSessions />
      <PlanDialog open={plansOpen} onClose={() => setPlansOpen(false)} />
    </Stack>
  );
}
