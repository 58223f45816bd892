import {
  RECORDING_TEXTS,
  type CommentExt,
  type FeedbackChunk,
  type Recording,
  type RecordingListItem,
  type RecordingSummary,
} from '@parley/contracts';
import { keyOfFileUrl, type FileUrls } from '../../shared/file-url.ts';
import type { FeedbackRows, ListedRecording, RecordingRow, reviewOf } from './recordings.store.ts';

export function presentSummary(row: RecordingRow, eventTitle: string | null, receivedCount?: number): RecordingSummary {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    duration: row.durationSeconds ?? (receivedCount ?? 0) * row.chunkSize,
    processing_status: row.status,
    locked: row.locked,
    test_myself: row.testMyself,
    event_id: row.eventId,
    event_title: eventTitle,
  };
}

/** A list row: the summary with its words per minute and findings, once the feedback is ready and not locked. */
export function presentListItem(summary: RecordingSummary, { recording, findings }: ListedRecording): RecordingListItem {
  const ready = recording.status === 'PROCESSED' && !recording.locked;
  return {
    ...summary,
    words_per_minute: ready ? (recording.fluency?.words_per_minute ?? null) : null,
    findings: ready ? findings : null,
  };
}

export const titleOf = (titles: Map<string, string>, row: RecordingRow) => (row.eventId && titles.get(row.eventId)) || null;

/** A finding keeps its word clip's unsigned address (ADR 0080): the key to sign when it is shown. */
const clipKey = (ext: CommentExt) => {
  const url = ext.user_pronunciation?.url;
  return url ? keyOfFileUrl(url) : null;
};

/** The stored files feedback chunks point at: comments' audio and word clips. */
export const feedbackFileKeys = ({ comments }: FeedbackRows) =>
  comments.flatMap(({ comment }) => [comment.audioKey, clipKey(comment.ext)]);

function presentExt(ext: CommentExt, urls: FileUrls): CommentExt {
  const key = clipKey(ext);
  return key && ext.user_pronunciation ? { ...ext, user_pronunciation: { ...ext.user_pronunciation, url: urls(key)! } } : ext;
}

/** Feedback chunks with their comments and who liked or disliked each; `urls` holds their files' addresses. */
export function presentChunks({ chunks, comments, votes }: FeedbackRows, urls: FileUrls): FeedbackChunk[] {
  const voters = (commentId: number, value: number) =>
    votes.filter((v) => v.commentId === commentId && v.value === value).map((v) => v.userId);
  return chunks.map((chunk) => ({
    id: chunk.id,
    start_time: chunk.startTime,
    end_time: chunk.endTime,
    error_type: chunk.errorType,
    created_at: chunk.createdAt.toISOString(),
    updated_at: chunk.updatedAt.toISOString(),
    comments: comments
      .filter(({ comment }) => comment.chunkId === chunk.id)
      .map(({ comment, user }) => {
        const likes = voters(comment.id, 1);
        const dislikes = voters(comment.id, -1);
        return {
          id: comment.id,
          comment: comment.comment,
          audio_comment_url: urls(comment.audioKey),
          is_ai: comment.isAi,
          user: comment.userId && user ? user : null,
          likes: { count: likes.length, user_ids: likes },
          dislikes: { count: dislikes.length, user_ids: dislikes },
          feedback: comment.feedback,
          corrected_sentence: comment.correctedSentence,
          comment_type: comment.audioKey ? ('AUDIO' as const) : ('TEXT' as const),
          video_url: null,
          ext: presentExt(comment.ext, urls),
          created_at: comment.createdAt.toISOString(),
        };
      }),
  }));
}

export interface RecordingView {
  row: RecordingRow;
  received: number[];
  review: Awaited<ReturnType<typeof reviewOf>>;
  eventTitle: string | null;
  /** Withheld (empty) while the recording is locked. */
  chunks: FeedbackChunk[];
  urls: FileUrls;
}

/** The files the recording's own answer points at; a locked one withholds its transcript. */
export const recordingFileKeys = (row: RecordingRow) => [row.processedAudioKey, row.locked ? null : row.transcriptKey];

/** The recording with everything its feedback page shows; a locked one withholds its findings. */
export function presentRecording(view: RecordingView): Recording {
  const { row, received, review, urls } = view;
  const processed = row.status === 'PROCESSED';
  const notice = row.status === 'FAILED' ? RECORDING_TEXTS.failed : row.locked ? RECORDING_TEXTS.locked : null;
  return {
    ...presentSummary(row, view.eventTitle, received.length),
    received,
    review: review && { teacher_id: review.teacherId, teacher_name: review.teacherName, status: review.status },
    notice,
    feedback: {
      processed_audio_url: urls(row.processedAudioKey),
      transcript_url: row.locked ? null : urls(row.transcriptKey),
      processed,
      chunks: row.locked ? [] : view.chunks,
      fluency: row.locked ? null : row.fluency,
    },
  };
}
