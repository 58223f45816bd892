import type { InterviewSession } from '@parley/contracts';
import type { SessionWithStatus } from './interview.store.ts';

export const presentSession = (row: SessionWithStatus): InterviewSession => ({
  id: row.id,
  workshop: row.workshop,
  recording_id: row.recordingId,
  difficulty: row.difficulty,
  counter: row.counter,
  questions: row.questions,
  processing_status: row.status,
  created_at: row.createdAt.toISOString(),
});
