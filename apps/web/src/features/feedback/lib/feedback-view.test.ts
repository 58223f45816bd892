import { describe, expect, it } from 'vitest';
import type { FeedbackChunk, FeedbackComment, Recording } from '@parley/contracts';
import { activeChunkId, applyFeedbackChange, feedbackView, momentAt } from './feedback-view.ts';

const at = '2026-11-20T10:30:00.000Z';
const comment = (id: number, text: string): FeedbackComment => ({
  id,
  comment: text,
  audio_comment_url: null,
  is_ai: false,
  user: null,
  likes: { count: 0, user_ids: [] },
  dislikes: { count: 0, user_ids: [] },
  feedback: null,
  corrected_sentence: null,
  comment_type: 'TEXT',
  video_url: null,
  ext: {},
  created_at: at,
});
const chunk = (id: number, start: number, end: number, comments: FeedbackComment[] = []): FeedbackChunk => ({
  id,
  start_time: start,
  end_time: end,
  error_type: null,
  created_at: at,
  updated_at: at,
  comments,
});
const recording = (change: Partial<Recording> = {}, chunks: FeedbackChunk[] = []): Recording => ({
  id: 5,
  created_at: at,
  duration: 12,
  processing_status: 'PROCESSED',
  locked: false,
  test_myself: false,
  event_id: null,
  event_title: null,
  received: [0, 1],
  review: null,
  notice: null,
  feedback: { processed_audio_url: null, transcript_url: null, processed: true, chunks, fluency: null },
  ...change,
});

describe('what the feedback page shows', () => {
  it('opens comments, transcript and findings only when processed and not locked by the plan', () => {
    expect(feedbackView(recording(), null).open).toBe(true);
    expect(feedbackView(recording({ locked: true }), null).open).toBe(false);
    expect(feedbackView(recording({ processing_status: 'PROCESSING' }), null)).toMatchObject({ open: false, processing: true });
    expect(feedbackView(recording({ processing_status: 'RECORDING' }), null)).toMatchObject({ open: false, notStopped: true });
  });

  it('shows the notice as an error when processing failed, with an upgrade when the plan locks it', () => {
    const failed = recording({ processing_status: 'FAILED', notice: 'No speech was heard.' });
    expect(feedbackView(failed, null).notice).toEqual({ text: 'No speech was heard.', severity: 'error', upgrade: false });
    const locked = recording({ locked: true, notice: 'Upgrade to see it.' });
    expect(feedbackView(locked, null).notice).toEqual({ text: 'Upgrade to see it.', severity: 'warning', upgrade: true });
    expect(feedbackView(recording(), null).notice).toBeNull();
  });

  it('lets a student, and only a student, ask a teacher about a processed recording', () => {
    expect(feedbackView(recording(), { status: 'STUDENT' }).canAskTeacher).toBe(true);
    expect(feedbackView(recording({ locked: true }), { status: 'STUDENT' }).canAskTeacher).toBe(true);
    expect(feedbackView(recording(), { status: 'TEACHER' }).canAskTeacher).toBe(false);
    expect(feedbackView(recording({ processing_status: 'PROCESSING' }), { status: 'STUDENT' }).canAskTeacher).toBe(false);
  });

  it('offers its deletion to the student who owns it, in any state, and never to a teacher', () => {
    expect(feedbackView(recording({ processing_status: 'PROCESSING' }), { status: 'STUDENT' }).canDelete).toBe(true);
    expect(feedbackView(recording(), { status: 'TEACHER' }).canDelete).toBe(false);
  });
});

describe('following the audio', () => {
  const chunks = [chunk(1, 0, 2), chunk(2, 1.5, 4), chunk(3, 6, 7)];

  it('lights the latest finding started, a moment past its end', () => {
    expect(activeChunkId(chunks, 1.8)).toBe(2);
    expect(activeChunkId(chunks, 4.2)).toBe(2);
    expect(activeChunkId(chunks, 5)).toBeUndefined();
  });

  it('comments on three seconds from the audio, cut at the end', () => {
    expect(momentAt(4, 12)).toEqual({ start_time: 4, end_time: 7 });
    expect(momentAt(11, 12)).toEqual({ start_time: 11, end_time: 12 });
  });
});

describe('changes to the shown feedback', () => {
  it('puts a saved chunk in time order, replacing its older self', () => {
    const before = recording({}, [chunk(1, 0, 1), chunk(2, 5, 6)]);
    const added = applyFeedbackChange(before, { type: 'chunkSaved', chunk: chunk(3, 2, 3) });
    expect(added.feedback.chunks.map((c) => c.id)).toEqual([1, 3, 2]);
    const replaced = applyFeedbackChange(added, { type: 'chunkSaved', chunk: chunk(1, 0, 1, [comment(9, 'new')]) });
    expect(replaced.feedback.chunks.map((c) => [c.id, c.comments.length])).toEqual([
      [1, 1],
      [3, 0],
      [2, 0],
    ]);
  });

  it('swaps a voted comment and drops a deleted one, wherever they are', () => {
    const before = recording({}, [chunk(1, 0, 1, [comment(7, 'a'), comment(8, 'b')])]);
    const voted = { ...comment(8, 'b'), likes: { count: 1, user_ids: [3] } };
    const after = applyFeedbackChange(before, { type: 'commentChanged', comment: voted });
    expect(after.feedback.chunks[0]!.comments[1]!.likes.count).toBe(1);
    const deleted = applyFeedbackChange(after, { type: 'commentDeleted', commentId: 7 });
    expect(deleted.feedback.chunks[0]!.comments.map((c) => c.id)).toEqual([8]);
  });

  it('shows the review asked for', () => {
    const review = { teacher_id: 9, teacher_name: 'Tess Teacher', status: 'accepted' as const };
    expect(applyFeedbackChange(recording(), { type: 'reviewAsked', review }).review).toEqual(review);
  });
});
