import type { CommentExt, FeedbackErrorType } from '@parley/contracts';

/** One AI finding as the pipeline stores it: a chunk of the recording with the AI's comment on it. */
export interface NewFinding {
  start: number;
  end: number;
  errorType: FeedbackErrorType;
  comment: string;
  /** The one-line explanation, when the comment itself is not one. */
  feedback: string | null;
  correctedSentence: string | null;
  ext: CommentExt;
}
