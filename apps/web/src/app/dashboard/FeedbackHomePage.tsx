import { RecordingsToReviewPage } from '../../features/feedback/pages/RecordingsToReviewPage.tsx';
import { RecordingsPage } from '../../features/recordings/pages/RecordingsPage.tsx';
import { useUser } from '../../lib/session/session.ts';

/** /dashboard/feedback: learners record and see their recordings; teachers see the recordings sent to them. */
export function FeedbackHomePage() {
  const user = useUser();
  return user?.status === 'TEACHER' ? <RecordingsToReviewPage /> : <RecordingsPage />;
}
