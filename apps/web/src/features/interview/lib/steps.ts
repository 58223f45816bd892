import {
  FOLLOW_UP_COUNTER,
  INTERVIEW_LAST_COUNTER,
  TTS_TEXT_MAX,
  type AskedQuestion,
  type InterviewSession,
} from '@parley/contracts';

/** The spec's button: "Next question" until the last step, where it reads "Submit". */
export const stepAction = (counter: number): 'next' | 'submit' => (counter >= INTERVIEW_LAST_COUNTER ? 'submit' : 'next');

/** The step whose answer makes the server's follow-up questions: reached by the third "Next question". */
export const fetchesFollowUps = (counter: number): boolean => counter === FOLLOW_UP_COUNTER;

/** The question of the session's current step (the last asked, should the server ever answer out of order). */
export const currentQuestion = (session: InterviewSession): AskedQuestion | null =>
  session.questions.find((q) => q.counter === session.counter) ?? session.questions.at(-1) ?? null;

/**
 * What the examiner reads aloud, in parts the text-to-speech call takes (at most TTS_TEXT_MAX characters each): the
 * question, then a part 2 cue card's prompts.
 */
export function spokenParts(question: Pick<AskedQuestion, 'text' | 'cue_card'>, cueCardIntro: string): string[] {
  const parts = [question.text];
  if (question.cue_card.length) parts.push(`${cueCardIntro} ${question.cue_card.join('. ')}`);
  return parts.map((part) => part.slice(0, TTS_TEXT_MAX));
}
