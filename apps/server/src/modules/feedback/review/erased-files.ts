import { eq, or } from 'drizzle-orm';
import { feedbackChunks, feedbackComments, recordings } from '../../../db/schema/index.ts';
import type { ErasurePart } from '../../../plugins/account-erasure.ts';
import { keyOfFileUrl } from '../../../shared/file-url.ts';

/**
 * Comment audio and word clips an erasure takes away (ADR 0079): those of every comment on the person's recordings
 * (the AI's pronunciation findings keep the learner's word clip in `ext`), and the audio of the person's own comments
 * on others' recordings. The reference readings are shared words read aloud, nobody's.
 */
export const commentFiles: ErasurePart = {
  files: async (tx, userId) => {
    const comments = await tx
      .select({ audio: feedbackComments.audioKey, ext: feedbackComments.ext })
      .from(feedbackComments)
      .innerJoin(feedbackChunks, eq(feedbackChunks.id, feedbackComments.chunkId))
      .innerJoin(recordings, eq(recordings.id, feedbackChunks.recordingId))
      .where(or(eq(recordings.userId, userId), eq(feedbackComments.userId, userId)));
    return comments.flatMap(({ audio, ext }) => {
      const clip = ext.user_pronunciation?.url;
      return [audio, clip ? keyOfFileUrl(clip) : null];
    });
  },
};
