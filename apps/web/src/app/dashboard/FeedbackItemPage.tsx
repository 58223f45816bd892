import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { FeedbackPage } from '../../features/feedback/pages/FeedbackPage.tsx';
import { InterviewReport } from '../../features/interview/components/InterviewReport.tsx';

// Loaded after the feedback itself: a short list that is there only when the learner attached notes.
const RecordingNotes = lazy(() =>
  import('../../features/notes/components/RecordingNotes.tsx').then((m) => ({ default: m.RecordingNotes })),
);

/**
 * /dashboard/feedback/{id}: the recording's feedback and, when it was a practice session, the practice report under it;
 * then the learner's notes attached to the recording.
 */
export function FeedbackItemPage() {
  const recordingId = Number(useParams().feedbackId);
  const valid = Number.isInteger(recordingId) && recordingId > 0;
  return (
    <Stack spacing={4}>
      <FeedbackPage />
      {valid && <InterviewReport recordingId={recordingId} />}
      {valid && (
        <Suspense fallback={null}>
          <RecordingNotes recordingId={recordingId} />
        </Suspense>
      )}
    </Stack>
  );
}
