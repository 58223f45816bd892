import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, WORKSHOP_SETTINGS, type Workshop } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { usePageName } from '../../../lib/page-title/page-title.ts';
import { useUser } from '../../../lib/session/session.ts';
import { PlanGate } from '../components/PlanGate.tsx';
import { WorkshopRun } from '../components/WorkshopRun.tsx';
import { hasInterviewPlan, isWorkshop } from '../lib/plan.ts';
import '../texts.ts';

/** Only the two workshops exist: any other name is the app's "Page not found". */
export function workshopLoader({ params }: LoaderFunctionArgs) {
  if (!isWorkshop(params.workshop)) throw new Response('Not Found', { status: 404 });
  return null;
}

/** /workshop/{workshop}: the interview practice page, for Pro and Team learners; the others see the plans. */
export function WorkshopPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const workshop = useParams().workshop as Workshop;
  const user = useUser();
  const title = WORKSHOP_SETTINGS[workshop].title;
  usePageName(title);
  // The spec's close goes back one page; opened from a link elsewhere, there is none here, so it goes to the workshops.
  const close = () => void (location.key === 'default' ? navigate(ROUTES.dashboardInterview) : navigate(-1));

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h1">{title}</Typography>
        <IconButton aria-label={t('interview.session.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {hasInterviewPlan(user?.plan) ? <WorkshopRun workshop={workshop} /> : <PlanGate />}
    </Stack>
  );
}
