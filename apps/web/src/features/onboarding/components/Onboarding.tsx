import { ROUTES, type User } from '@parley/contracts';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { pendingOptional, useModules, useSubmitModules } from '../api/modules.ts';
import { closeOpenedDialog, useOpenedDialog } from '../lib/opened.ts';
import { tourSelector, tourSteps } from '../lib/tour.ts';
import { useTargetsPresent } from '../lib/use-targets-present.ts';
import {
  LazyExitSurveyDialog,
  LazyGiftDialog,
  LazyGoalsQuestionnaireDialog,
  LazyProductTour,
  LazyRequiredModulesDialog,
} from './LazyDialogs.tsx';
import type { TourExit } from './ProductTour.tsx';

/**
 * Everything onboarding shows, one thing at a time: the required modules first, then a dialog the person opened
 * (goals, survey), then the tour, then the gift. Mounted once in the app shell; nothing of it covers a live room,
 * where the person is in a call: it waits until they leave.
 */
export function Onboarding() {
  const user = useUser();
  const inCall = useMatch(ROUTES.live) !== null;
  return user && !inCall ? <OnboardingFor key={user.id} user={user} /> : null;
}

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

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
  if (modules.required.length > 0)
    return (
      <Loading>
        <LazyRequiredModulesDialog user={user} required={modules.required} />
      </Loading>
    );
  if (opened === 'goals')
    return (
      <Loading>
        <LazyGoalsQuestionnaireDialog onClose={closeOpenedDialog} />
      </Loading>
    );
  if (opened === 'survey')
    return (
      <Loading>
        <LazyExitSurveyDialog userId={user.id} onClose={closeOpenedDialog} />
      </Loading>
    );

  if (tourOffered) {
    if (!targetsPresent) return null;
    const exit = (data: TourExit) => {
      setTourEnded(true);
      submitTour.mutate([{ id: 'OnboardingTourModule', data }], {
        onError: () => showToast(t('onboarding.tour.failed'), 'warning'),
      });
    };
    return (
      <Loading>
        <LazyProductTour steps={steps} onExit={exit} />
      </Loading>
    );
  }
  if (pendingOptional(modules, 'GiftRecordingFeedbackModule') && !giftLater) {
    return (
      <Loading>
        <LazyGiftDialog onLater={() => setGiftLater(true)} />
      </Loading>
    );
  }
  return null;
}
