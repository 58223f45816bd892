import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES, type FeedbackChunk, type FeedbackComment, type Recording } from '@parley/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, generatePath, useParams } from 'react-router';
import { failureText } from '../../../lib/api/api-error.ts';
import { useUser } from '../../../lib/session/session.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import {
  addAudioComment,
  addTextComment,
  deleteComment,
  recordingQueryOptions,
  transcriptQueryOptions,
  updateRecording,
  voteOn,
} from '../api/feedback.ts';
import { AskTeacher } from '../components/AskTeacher.tsx';
import { CommentBox } from '../components/CommentBox.tsx';
import { FindingCard } from '../components/FindingCard.tsx';
import { FluencyFigures } from '../components/FluencyFigures.tsx';
import { Timeline } from '../components/Timeline.tsx';
import { Transcript } from '../components/Transcript.tsx';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';

/** A comment on "this moment" covers a few seconds from where the audio is. */
const MOMENT_SECONDS = 3;

const withChunk = (recording: Recording, chunk: FeedbackChunk): Recording => {
  const others = recording.feedback.chunks.filter((c) => c.id !== chunk.id);
  const chunks = [...others, chunk].sort((a, b) => a.start_time - b.start_time || a.id - b.id);
  return { ...recording, feedback: { ...recording.feedback, chunks } };
};
const withComment = (recording: Recording, comment: FeedbackComment): Recording => ({
  ...recording,
  feedback: {
    ...recording.feedback,
    chunks: recording.feedback.chunks.map((c) => ({
      ...c,
      comments: c.comments.map((x) => (x.id === comment.id ? comment : x)),
    })),
  },
});
const withoutComment = (recording: Recording, commentId: number): Recording => ({
  ...recording,
  feedback: {
    ...recording.feedback,
    chunks: recording.feedback.chunks.map((c) => ({ ...c, comments: c.comments.filter((x) => x.id !== commentId) })),
  },
});

/** /dashboard/feedback/{id}: the recording's audio, transcript following playback, findings and comments. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const recordingId = Number(useParams().feedbackId);
  const me = useUser();
  const queryClient = useQueryClient();
  const recording = useQuery({
    ...recordingQueryOptions(recordingId),
    enabled: Number.isInteger(recordingId) && recordingId > 0,
  });
  const transcript = useQuery(transcriptQueryOptions(recording.data?.feedback.transcript_url ?? null));
  const audio = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);

  if (recording.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (recording.isError) return <ErrorAlert error={recording.error} />;
  const data = recording.data;
  const seek = (seconds: number) => {
    if (!audio.current) return;
    audio.current.currentTime = seconds;
    void audio.current.play().catch(() => undefined);
  };
  const act = <T,>(work: Promise<T>, apply: (value: T) => void) =>
    work.then(apply, (err: unknown) => {
      showToast(failureText(err), 'error');
      throw err;
    });
  /** A new comment's chunk goes into the page at once. */
  const saved = (work: Promise<FeedbackChunk>) =>
    act(work, (changed) => {
      updateRecording(queryClient, recordingId, (r) => withChunk(r, changed));
      showToast(t('feedback.commentSent'), 'success');
    });
  const moment = () => ({ start_time: time, end_time: Math.min(data.duration, time + MOMENT_SECONDS) });
  const chunks = data.feedback.chunks;
  const activeId = chunks.findLast((c) => c.start_time <= time && time <= c.end_time + 0.3)?.id;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h1">{t('feedback.title')}</Typography>
          <Typography color="text.secondary">
            {new Date(data.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          </Typography>
        </Box>
        {data.processing_status === 'PROCESSED' && !data.locked && (
          <Button component={RouterLink} to={generatePath(ROUTES.dashboardSummaryItem, { feedbackId: String(data.id) })}>
            {t('feedback.summaryLink')}
          </Button>
        )}
      </Stack>

      {data.processing_status === 'PROCESSING' && (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('feedback.processing')}</Typography>
        </Stack>
      )}
      {data.processing_status === 'RECORDING' && <Alert severity="info">{t('feedback.notStopped')}</Alert>}
      {data.notice && (
        <Alert
          severity={data.processing_status === 'FAILED' ? 'error' : 'warning'}
          action={
            data.locked ? (
              <Button color="inherit" component={RouterLink} to={ROUTES.pricing}>
                {t('feedback.upgrade')}
              </Button>
            ) : undefined
          }
        >
          {data.notice}
        </Alert>
      )}

      {data.feedback.processed_audio_url && (
        <Box>
          <audio
            ref={audio}
            src={data.feedback.processed_audio_url}
            controls
            preload="metadata"
            aria-label={t('feedback.audio')}
            onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
            style={{ width: '100%' }}
          />
          <Timeline duration={data.duration} chunks={chunks} time={time} onSeek={seek} />
          {data.processing_status === 'PROCESSED' && !data.locked && (
            <CommentBox
              open={t('feedback.commentHere', { at: formatMmSs(time) })}
              onSend={(text) => saved(addTextComment(recordingId, moment(), text))}
              onSendAudio={(audio) => saved(addAudioComment(recordingId, moment(), audio))}
            />
          )}
        </Box>
      )}

      {data.feedback.fluency && <FluencyFigures fluency={data.feedback.fluency} />}

      {me?.status === 'STUDENT' && data.processing_status === 'PROCESSED' && (
        <AskTeacher recording={data} onSent={(review) => updateRecording(queryClient, recordingId, (r) => ({ ...r, review }))} />
      )}

      {data.processing_status === 'PROCESSED' && !data.locked && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <Box component="section" aria-labelledby="transcript-title">
            <Typography id="transcript-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('feedback.transcript')}
            </Typography>
            {transcript.isPending ? (
              <Skeleton variant="rounded" height={200} />
            ) : transcript.isError ? (
              <ErrorAlert error={transcript.error} />
            ) : (
              <Transcript lines={transcript.data} time={time} onSeek={seek} />
            )}
          </Box>
          <Box component="section" aria-labelledby="findings-title">
            <Typography id="findings-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('feedback.findings')}
            </Typography>
            {chunks.length === 0 ? (
              <EmptyState title={t('feedback.noFindings')} hint={t('feedback.noFindingsHint')} />
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label={t('feedback.findings')}>
                {chunks.map((chunk) => (
                  <FindingCard
                    key={chunk.id}
                    chunk={chunk}
                    meId={me?.id ?? 0}
                    active={chunk.id === activeId}
                    onSeek={seek}
                    onVote={(comment, vote) =>
                      void act(voteOn(comment.id, vote), (changed) =>
                        updateRecording(queryClient, recordingId, (r) => withComment(r, changed)),
                      ).catch(() => undefined)
                    }
                    onComment={(text) => saved(addTextComment(recordingId, { chunk_id: chunk.id }, text))}
                    onVoiceComment={(audio) => saved(addAudioComment(recordingId, { chunk_id: chunk.id }, audio))}
                    onDelete={(comment) =>
                      void act(deleteComment(comment.id), () =>
                        updateRecording(queryClient, recordingId, (r) => withoutComment(r, comment.id)),
                      ).catch(() => undefined)
                    }
                  />
                ))}
              </Stack>
            )}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
