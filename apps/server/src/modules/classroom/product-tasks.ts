import { productTaskSchema, type ProductTask, type TaskProduct } from '@parley/contracts';
import * as z from 'zod/mini';
import { BUILT_IN_QUESTIONS } from '../interview/public.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import toefl from './toefl-questions.json' with { type: 'json' };

/**
 * The questions a teacher may add as IELTS or TOEFL tasks: IELTS from the practice workshop's bank, TOEFL speaking
 * prompts of ours (ADR 0059), parsed at start-up so that a malformed entry stops the server, not a lesson.
 */
export const PRODUCT_TASKS: Record<TaskProduct, readonly ProductTask[]> = {
  ielts: BUILT_IN_QUESTIONS.ielts.map((q) => ({
    id: q.id,
    product: 'ielts',
    part: q.kind,
    question: q.text,
    cue_card: q.cueCard,
  })),
  toefl: z.parse(
    z.array(productTaskSchema),
    toefl.map((q) => ({ ...q, product: 'toefl', cue_card: [] })),
  ),
};

/** The task's one question: the prompt, and the cue card as a list. */
export function productQuestionHtml(q: ProductTask): string {
  const cues = q.cue_card.length ? `<ul>${q.cue_card.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>` : '';
  return `<p><strong>${escapeHtml(q.part)}</strong></p><p>${escapeHtml(q.question)}</p>${cues}`;
}
