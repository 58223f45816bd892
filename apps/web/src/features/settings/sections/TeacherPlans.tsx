import Typography from '@mui/material/Typography';
import { TEACHER_PLAN_NAMES, type TeacherSubscription } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import '../texts.ts';

/** The student's plans with teachers, each with when it renews or ends; the billing portal manages them too. */
export function TeacherPlans({ plans }: { plans: readonly TeacherSubscription[] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {t('settings.subscription.teacherPlans')}
      </Typography>
      {plans.map((p) => (
        <Typography component="dd" key={p.teacher_id} data-testid="teacher-plan">
          {t('settings.subscription.teacherPlan', { plan: TEACHER_PLAN_NAMES[p.tier], teacher: p.teacher_name })}
          {p.current_period_end && (
            <Typography component="span" color={p.cancel_at_period_end ? 'warning.main' : 'text.secondary'}>
              {' · '}
              {t(p.cancel_at_period_end ? 'settings.subscription.ends' : 'settings.subscription.renews', {
                date: formatLongDate(p.current_period_end, i18n.language),
              })}
            </Typography>
          )}
        </Typography>
      ))}
    </>
  );
}
