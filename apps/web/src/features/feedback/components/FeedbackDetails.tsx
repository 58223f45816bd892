import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Recording, TranscriptLine } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { activeChunkId } from '../lib/feedback-view.ts';
import type { FeedbackChanges } from '../lib/use-feedback-changes.ts';
import { FindingCard } from './FindingCard.tsx';
import { Transcript } from './Transcript.tsx';
import '../texts.ts';

interface Props {
  recording: Recording;
  transcript: UseQueryResult<TranscriptLine[]>;
  meId: number;
  /** Where the audio is, in seconds. */
  time: number;
  onSeek: (seconds: number) => void;
  changes: FeedbackChanges;
}

/** The transcript following the audio beside the findings with their comments and votes. */
export function FeedbackDetails({ recording, transcript, meId, time, onSeek, changes }: Props) {
  const { t } = useTranslation();
  const { chunks } = recording.feedback;
  const activeId = activeChunkId(chunks, time);
  return (
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
          <Transcript lines={transcript.data} time={time} onSeek={onSeek} />
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
                meId={meId}
                active={chunk.id === activeId}
                onSeek={onSeek}
                onVote={changes.vote}
                onComment={(text) => changes.comment({ chunk_id: chunk.id }, text)}
                onVoiceComment={(audio) => changes.comment({ chunk_id: chunk.id }, audio)}
                onDelete={changes.remove}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
