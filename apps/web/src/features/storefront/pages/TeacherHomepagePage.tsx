import Box from '@mui/material/Box';
import { TEACHER_PLAN_NAMES, type TeacherHomepage, type User } from '@parley/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api/api-error.ts';
import { usePageName } from '../../../lib/page-title/page-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useUser } from '../../../lib/session/session.ts';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { useMySubscriptions } from '../api/my-subscriptions.ts';
import { useTrialHad } from '../api/trials.ts';
import { teacherPageQueryOptions, useTeacherPage } from '../api/teacher-page.ts';
import { ConnectPrompt } from '../components/ConnectPrompt.tsx';
import { AboutTeacher } from '../homepage/AboutTeacher.tsx';
import { AvailabilityList } from '../homepage/AvailabilityList.tsx';
import { CheckoutErrorDialog } from '../homepage/CheckoutErrorDialog.tsx';
import { Faq } from '../homepage/Faq.tsx';
import { Hero } from '../homepage/Hero.tsx';
import { HowItWorks } from '../homepage/HowItWorks.tsx';
import { LeaveGuard } from '../homepage/LeaveGuard.tsx';
import { OffersList } from '../homepage/OffersList.tsx';
import { PageSection } from '../homepage/PageSection.tsx';
import { PlansSection } from '../homepage/PlansSection.tsx';
import { Testimonials } from '../homepage/Testimonials.tsx';
import { TrialDialog } from '../homepage/TrialDialog.tsx';
import { usePlanChoice } from '../homepage/use-plan-choice.ts';
import { VideoPlayer } from '../../../ui/VideoPlayer.tsx';
import { VideosList } from '../homepage/VideosList.tsx';
import { WaitlistForm } from '../homepage/WaitlistForm.tsx';
import { WelcomeDialog } from '../homepage/WelcomeDialog.tsx';
import '../texts.ts';

/** Spec §8: a teacher page that cannot be fetched is "Page not found". */
export async function teacherHomepageLoader({ params }: LoaderFunctionArgs) {
  try {
    await queryClient.ensureQueryData(teacherPageQueryOptions(params.teacherUrl ?? ''));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new Response('Not Found', { status: 404 });
    throw err;
  }
  return null;
}

/** Brings an anchor of the page into view once its content is there (#pricing from a shared link). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/** Who is looking decides what the plan buttons do; the reason shows when they cannot be used. */
function usePlanButtons(homepage: TeacherHomepage, user: User | null) {
  const { t } = useTranslation();
  const student = user?.status === 'STUDENT';
  const subscriptions = useMySubscriptions(student);
  const current = subscriptions.data?.find((s) => s.teacher_id === homepage.user_id);
  if (user?.id === homepage.user_id) return t('storefront.plans.ownPage');
  if (user && !student) return t('storefront.plans.studentsOnly');
  if (current) return t('storefront.plans.subscribed', { plan: TEACHER_PLAN_NAMES[current.tier] });
  return null;
}

/** What the app adds to a teacher's page from other features: the bookable lessons under the weekly times. */
export interface HomepageSlots {
  lessons?: (homepage: TeacherHomepage) => ReactNode;
}

function TeacherHomepageView({ homepage, lessons }: { homepage: TeacherHomepage } & HomepageSlots) {
  const { t } = useTranslation();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const welcome = params.has('welcome') && user?.status === 'STUDENT';
  // A new object each time, so asking about the same offer twice fills the message again.
  const [ask, setAsk] = useState<{ message: string } | null>(null);
  const trialHad = useTrialHad(user?.status === 'STUDENT', homepage.user_id);
  const choice = usePlanChoice(user, trialHad);
  const disabledReason = usePlanButtons(homepage, user);
  usePageName(homepage.name);

  const toWaitlist = (message: string) => {
    setAsk({ message });
    document.getElementById('waitlist')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <Box component="article" aria-labelledby="homepage-title">
      {welcome && <WelcomeDialog teacherId={homepage.user_id} onClose={() => setParams({}, { replace: true })} />}
      <Hero homepage={homepage} />
      {homepage.video_url && (
        <PageSection id="intro" title={t('storefront.page.intro', { name: homepage.teacher_name })}>
          <Box sx={{ maxWidth: 800 }}>
            <VideoPlayer
              url={homepage.video_url}
              title={t('storefront.page.introVideo', { name: homepage.teacher_name })}
              thumbnail={homepage.thumbnail}
            />
          </Box>
        </PageSection>
      )}
      <AboutTeacher name={homepage.teacher_name} teaching={homepage.teaching} />
      <HowItWorks homepage={homepage} />
      <PlansSection
        homepage={homepage}
        disabledReason={disabledReason}
        onChoose={choice.choose}
        busy={choice.busy}
        trialHad={trialHad}
        notice={user?.id === homepage.user_id ? <ConnectPrompt /> : null}
      />
      <OffersList offers={homepage.offers} onAsk={(title) => toWaitlist(t('storefront.page.askMessage', { title }))} />
      <AvailabilityList availability={homepage.availability}>{lessons?.(homepage)}</AvailabilityList>
      <VideosList videos={homepage.videos} />
      <Faq background={homepage.faq_color} days={homepage.expected_days} />
      <Testimonials />
      <PageSection
        id="waitlist"
        title={t('storefront.waitlist.title')}
        intro={t('storefront.waitlist.intro', { name: homepage.teacher_name })}
      >
        <WaitlistForm url={homepage.url} ownerId={homepage.user_id} user={user} prefill={ask} />
      </PageSection>
      <TrialDialog
        plan={choice.trialPlan}
        teacherName={homepage.teacher_name}
        busy={choice.busy}
        onCancel={choice.closeTrial}
        onContinue={choice.continueTrial}
      />
      <CheckoutErrorDialog
        refusal={choice.refusal}
        teacherName={homepage.teacher_name}
        onClose={choice.closeRefusal}
        onWaitlist={() => {
          choice.closeRefusal();
          toWaitlist('');
        }}
      />
      <LeaveGuard guest={!user} />
    </Box>
  );
}

/** /{teacher_url}: a teacher's public homepage, open to anyone (spec §2, teacher homepage). */
export function TeacherHomepagePage(slots: HomepageSlots) {
  const { teacherUrl = '' } = useParams();
  const page = useTeacherPage(teacherUrl);
  useScrollToHash(page.isSuccess);
  return page.data ? <TeacherHomepageView homepage={page.data} {...slots} /> : <PageSkeleton />;
}
