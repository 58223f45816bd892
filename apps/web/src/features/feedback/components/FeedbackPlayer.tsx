import Box from '@mui/material/Box';
import type { Recording } from '@parley/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import type { Place } from '../api/feedback.ts';
import { momentAt } from '../lib/feedback-view.ts';
import { useRenewedSrc } from '../lib/renewed-src.ts';
import { CommentBox } from './CommentBox.tsx';
import { Timeline } from './Timeline.tsx';
import '../texts.ts';

interface Props {
  recording: Recording;
  /** The processed audio's address, as the latest answer signed it. */
  src: string;
  /** Asks for the recording again, with fresh addresses: the one being played has expired. */
  onExpired: () => void;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Where the audio is, in seconds. */
  time: number;
  onTime: (seconds: number) => void;
  onSeek: (seconds: number) => void;
  /** Comments on "this moment" are open (processed, not locked); null hides the box. */
  onComment: ((place: Place, content: string | Blob) => Promise<unknown>) | null;
}

/** The processed audio with its findings on a timeline, and a comment on the moment the audio is at. */
export function FeedbackPlayer({ recording, src, onExpired, audioRef, time, onTime, onSeek, onComment }: Props) {
  const { t } = useTranslation();
  const renewed = useRenewedSrc(src, onExpired);
  return (
    <Box>
      <audio
        ref={audioRef}
        {...renewed}
        controls
        preload="metadata"
        aria-label={t('feedback.audio')}
        onTimeUpdate={(e) => onTime(e.currentTarget.currentTime)}
        style={{ width: '100%' }}
      />
      <Timeline duration={recording.duration} chunks={recording.feedback.chunks} time={time} onSeek={onSeek} />
      {onComment && (
        <CommentBox
          open={t('feedback.commentHere', { at: formatMmSs(time) })}
          onSend={(text) => onComment(momentAt(time, recording.duration), text)}
          onSendAudio={(audio) => onComment(momentAt(time, recording.duration), audio)}
        />
      )}
    </Box>
  );
}
