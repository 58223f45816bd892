import CheckIcon from '@mui/icons-material/Check';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { TEACHER_FREE_TRIAL_DAYS, type TeacherPlan } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** What a plan holds, line by line (spec §9, teacher plans); the AI plan has no teacher part and no trial. */
export function PlanLines({ plan }: { plan: TeacherPlan }) {
  const { t } = useTranslation();
  const teacherLines =
    plan.teacher_feedback_days === null
      ? []
      : [
          t('storefront.plans.recordings', { count: plan.teacher_recordings_per_month }),
          plan.live_sessions_per_week >= 7
            ? t('storefront.plans.daily')
            : t('storefront.plans.sessions', { count: plan.live_sessions_per_week }),
        ];
  const lines = [
    ...teacherLines,
    t('storefront.plans.aiFeedback', { count: plan.ai_feedback_per_month }),
    ...(plan.teacher_feedback_days === null
      ? []
      : [
          t('storefront.plans.teacherFeedback', { count: plan.teacher_feedback_days }),
          t('storefront.plans.trial', { days: TEACHER_FREE_TRIAL_DAYS }),
        ]),
  ];
  return (
    <List dense disablePadding>
      {lines.map((line) => (
        <ListItem key={line} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckIcon fontSize="small" color="success" />
          </ListItemIcon>
          <ListItemText primary={line} />
        </ListItem>
      ))}
    </List>
  );
}
