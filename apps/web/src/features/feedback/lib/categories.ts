import type { FeedbackErrorType } from '@parley/contracts';

/** DESIGN.md's feedback colours: always shown with an icon and a label too, never colour alone. */
export const CATEGORY_COLOURS: Record<FeedbackErrorType | 'COMMENT', string> = {
  GRAMMAR: '#4F46E5',
  VOCAB: '#B45309',
  MISPRONUNCIATION: '#BE123C',
  COMMENT: '#475569',
};
