import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session/session.ts';
import { useModules } from '../api/modules.ts';
import { openGoalsQuestionnaire } from '../lib/opened.ts';

/** The way into the goals questionnaire for students; it stays (as a thank-you) once answered, as a tour target. */
export function GoalsCard() {
  const { t } = useTranslation();
  const user = useUser();
  const modules = useModules();
  if (user?.status !== 'STUDENT') return null;
  const offered = modules.data?.optional.find((module) => module.id === 'GoalsQuestionnaireModule');
  const open = offered && !offered.is_submitted;
  return (
    <Card component="section" aria-labelledby="goals-card-title" data-tour="goals">
      <CardContent>
        <Typography id="goals-card-title" variant="h3" sx={{ mb: 1 }}>
          {t('onboarding.goals.cardTitle')}
        </Typography>
        {modules.isPending ? (
          <Skeleton variant="text" width="80%" />
        ) : open ? (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('onboarding.goals.cardText')}
            </Typography>
            <Button variant="contained" fullWidth onClick={openGoalsQuestionnaire}>
              {t('onboarding.goals.open')}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('onboarding.goals.cardDone')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
