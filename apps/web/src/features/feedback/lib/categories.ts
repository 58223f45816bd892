import type { FeedbackErrorType } from '@parley/contracts';

/** DESIGN.md's feedback colours: always shown with an icon and a label too, never colour alone. */
export const CATEGORY_COLOURS: Record<FeedbackErrorType | 'COMMENT', string> = {
  GRAMMAR: '#4F46E5',
  VOCAB: '#B45309',
  MISPRONUNCIATION: '#BE123C',
  COMMENT: '#475569',
};

/** 83.4 → "1:23" (the recordings list's mm:ss, minutes unbounded). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
