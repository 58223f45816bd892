import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { recordingQueryOptions, transcriptQueryOptions } from '../api/feedback.ts';
import { AskTeacher } from '../components/AskTeacher.tsx';
import { FeedbackDetails } from '../components/FeedbackDetails.tsx';
import { FeedbackHeader } from '../components/FeedbackHeader.tsx';
import { FeedbackPlayer } from '../components/FeedbackPlayer.tsx';
import { FeedbackStatus } from '../components/FeedbackStatus.tsx';
import { FluencyFigures } from '../components/FluencyFigures.tsx';
import { feedbackView } from '../lib/feedback-view.ts';
import { useFeedbackChanges } from '../lib/use-feedback-changes.ts';
import { usePlayer } from '../lib/use-player.ts';

/** /dashboard/feedback/{id}: the recording's audio, transcript following playback, findings and comments. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const recordingId = Number(useParams().feedbackId);
  const me = useUser();
  const recording = useQuery({
    ...recordingQueryOptions(recordingId),
    enabled: Number.isInteger(recordingId) && recordingId > 0,
  });
  const transcript = useQuery(transcriptQueryOptions(recordingId, recording.data?.feedback.transcript_url ?? null));
  const { audioRef, time, setTime, seek } = usePlayer();
  const changes = useFeedbackChanges(recordingId);

  if (recording.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (recording.isError) return <ErrorAlert error={recording.error} />;
  const data = recording.data;
  const view = feedbackView(data, me);
  const audio = data.feedback.processed_audio_url;

  return (
    <Stack spacing={3}>
      <FeedbackHeader recording={data} withSummary={view.open} deletable={view.canDelete} />
      <FeedbackStatus view={view} />
      {audio && (
        <FeedbackPlayer
          recording={data}
          src={audio}
          onExpired={() => void recording.refetch()}
          audioRef={audioRef}
          time={time}
          onTime={setTime}
          onSeek={seek}
          onComment={view.open ? changes.comment : null}
        />
      )}
      {data.feedback.fluency && <FluencyFigures fluency={data.feedback.fluency} />}
      {view.canAskTeacher && <AskTeacher recording={data} onSent={changes.reviewAsked} />}
      {view.open && (
        <FeedbackDetails
          recording={data}
          transcript={transcript}
          meId={me?.id ?? 0}
          time={time}
          onSeek={seek}
          changes={changes}
        />
      )}
    </Stack>
  );
}
