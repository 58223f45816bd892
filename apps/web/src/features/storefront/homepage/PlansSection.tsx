import Grid from '@mui/material/Grid';
import { teacherPlansOf, type TeacherHomepage, type TeacherPlan } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from './PageSection.tsx';
import { PlanCard } from './PlanCard.tsx';
import '../texts.ts';

/** #pricing: the plans the teacher shows, Premium raised as the popular one (DESIGN: the popular card stands out). */
export function PlansSection({
  homepage,
  disabledReason,
  onChoose,
  busy,
  trialHad,
  notice,
}: {
  homepage: TeacherHomepage;
  disabledReason: string | null;
  onChoose: (plan: TeacherPlan) => void;
  busy: boolean;
  /** The student has had their trial with this teacher: the buttons say Subscribe. */
  trialHad: boolean;
  /** Shown above the cards (the owner's prompt to connect payments). */
  notice: ReactNode;
}) {
  const { t } = useTranslation();
  const plans = teacherPlansOf(homepage);
  return (
    <PageSection
      id="pricing"
      title={t('storefront.plans.title')}
      intro={t('storefront.plans.intro', { name: homepage.teacher_name })}
    >
      {notice}
      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        {plans.map((plan) => (
          <Grid key={plan.tier} size={{ xs: 12, md: 12 / Math.max(plans.length, 2) }}>
            <PlanCard
              plan={plan}
              color={homepage.color}
              popular={plan.tier === 'premium' && plans.length > 1}
              disabledReason={disabledReason}
              busy={busy}
              trialHad={trialHad}
              onChoose={() => onChoose(plan)}
            />
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
