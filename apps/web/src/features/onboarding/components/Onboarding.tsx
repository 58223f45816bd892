import { type User } from '@parley/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session/session.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { pendingOptional, useModules, useSubmitModules } from '../api/modules.ts';
import { closeOpenedDialog, useOpenedDialog } from '../lib/opened.ts';
import { tourSelector, tourSteps } from '../lib/tour.ts';
import { useTargetsPresent } from '../lib/use-targets-present.ts';
import { ExitSurveyDialog } from './ExitSurveyDialog.tsx';
import { GiftDialog } from './GiftDialog.tsx';
import { GoalsQuestionnaireDialog } from './GoalsQuestionnaireDialog.tsx';
import { ProductTour, type TourExit } from './ProductTour.tsx';
import { RequiredModulesDialog } from './RequiredModulesDialog.tsx';

/**
 * Everything onboarding shows, one thing at a time: the required modules first, then a dialog the person opened
 * (goals, survey), then the tour, then the gift. Mounted once in the app shell.
 */
export function Onboarding() {
  const user = useUser();
  return user ? <OnboardingFor key={user.id} user={user} /> : null;
}

function OnboardingFor({ user }: { user: User }) {
  const { t } = useTranslation();
  const { data: modules } = useModules();
  const opened = useOpenedDialog();
  const submitTour = useSubmitModules();
  const [tourEnded, setTourEnded] = useState(false);
  const [giftLater, setGiftLater] = useState(false);
  // A dialog opened by this person must not stay open for whoever signs in next.
  useEffect(() => closeOpenedDialog, []);
  const steps = tourSteps(user.status);
  const tourOffered = Boolean(pendingOptional(modules, 'OnboardingTourModule')) && !user.completed_onboarding && !tourEnded;
  const targetsPresent = useTargetsPresent(
    steps.map((step) => tourSelector(step.target)),
    tourOffered,
  );

  if (!modules) return null;
  if (modules.required.length > 0) return <RequiredModulesDialog user={user} required={modules.required} />;
  if (opened === 'goals') return <GoalsQuestionnaireDialog onClose={closeOpenedDialog} />;
  if (opened === 'survey') return <ExitSurveyDialog userId={user.id} onClose={closeOpenedDialog} />;

  if (tourOffered) {
    if (!targetsPresent) return null;
    const exit = (data: TourExit) => {
      setTourEnded(true);
      submitTour.mutate([{ id: 'OnboardingTourModule', data }], {
        onError: () => showToast(t('onboarding.tour.failed'), 'warning'),
      });
    };
    return <ProductTour steps={steps} onExit={exit} />;
  }
  if (pendingOptional(modules, 'GiftRecordingFeedbackModule') && !giftLater) {
    return <GiftDialog onLater={() => setGiftLater(true)} />;
  }
  return null;
}
