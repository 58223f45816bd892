import type { FeedbackChunk, FeedbackComment, Recording, User } from '@parley/contracts';

/** A comment on "this moment" covers a few seconds from where the audio is. */
const MOMENT_SECONDS = 3;
/** A finding stays lit a moment after its end, so a short one is seen at all. */
const ACTIVE_TAIL_SECONDS = 0.3;

/** What the feedback page shows of a recording, from its processing state, its plan lock and who is looking. */
export interface FeedbackView {
  /** Processed and not locked by the plan: summary link, comments, transcript and findings. */
  open: boolean;
  processing: boolean;
  /** The learner never pressed stop. */
  notStopped: boolean;
  notice: { text: string; severity: 'error' | 'warning'; upgrade: boolean } | null;
  canAskTeacher: boolean;
  /** A student sees only their own recordings (teachers see what was sent to them): the owner may delete it. */
  canDelete: boolean;
}

export function feedbackView(recording: Recording, viewer: Pick<User, 'status'> | null): FeedbackView {
  const status = recording.processing_status;
  return {
    open: status === 'PROCESSED' && !recording.locked,
    processing: status === 'PROCESSING',
    notStopped: status === 'RECORDING',
    notice: recording.notice
      ? { text: recording.notice, severity: status === 'FAILED' ? 'error' : 'warning', upgrade: recording.locked }
      : null,
    canAskTeacher: viewer?.status === 'STUDENT' && status === 'PROCESSED',
    canDelete: viewer?.status === 'STUDENT',
  };
}

/** The finding playing at `time`: the latest one started, still within its end. */
export const activeChunkId = (chunks: readonly FeedbackChunk[], time: number) =>
  chunks.findLast((c) => c.start_time <= time && time <= c.end_time + ACTIVE_TAIL_SECONDS)?.id;

/** Where a comment on "this moment" goes, cut at the recording's end. */
export const momentAt = (time: number, duration: number) => ({
  start_time: time,
  end_time: Math.min(duration, time + MOMENT_SECONDS),
});

export type FeedbackChange =
  | { type: 'chunkSaved'; chunk: FeedbackChunk }
  | { type: 'commentChanged'; comment: FeedbackComment }
  | { type: 'commentDeleted'; commentId: number }
  | { type: 'reviewAsked'; review: NonNullable<Recording['review']> };

const withChunks = (recording: Recording, chunks: FeedbackChunk[]): Recording => ({
  ...recording,
  feedback: { ...recording.feedback, chunks },
});

/** What a saved comment, vote, deletion or review request does to the recording the page shows. */
export function applyFeedbackChange(recording: Recording, change: FeedbackChange): Recording {
  const { chunks } = recording.feedback;
  switch (change.type) {
    case 'chunkSaved': {
      // A new comment's chunk is new or replaces its older self; findings stay in time order.
      const others = chunks.filter((c) => c.id !== change.chunk.id);
      return withChunks(
        recording,
        [...others, change.chunk].sort((a, b) => a.start_time - b.start_time || a.id - b.id),
      );
    }
    case 'commentChanged':
      return withChunks(
        recording,
        chunks.map((c) => ({ ...c, comments: c.comments.map((x) => (x.id === change.comment.id ? change.comment : x)) })),
      );
    case 'commentDeleted':
      return withChunks(
        recording,
        chunks.map((c) => ({ ...c, comments: c.comments.filter((x) => x.id !== change.commentId) })),
      );
    case 'reviewAsked':
      return { ...recording, review: change.review };
  }
}
