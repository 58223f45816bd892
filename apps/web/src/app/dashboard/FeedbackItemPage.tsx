import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { FeedbackPage } from '../../features/feedback/pages/FeedbackPage.tsx';
import { InterviewReport } from '../../features/interview/components/InterviewReport.tsx';

/** /dashboard/feedback/{id}: the recording's feedback and, when it was a practice session, the practice report under it. */
export function FeedbackItemPage() {
  const recordingId = Number(useParams().feedbackId);
  const valid = Number.isInteger(recordingId) && recordingId > 0;
  return (
    <Stack spacing={4}>
      <FeedbackPage />
      {valid && <InterviewReport recordingId={recordingId} />}
    </Stack>
  );
}
