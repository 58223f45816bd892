import { createHash } from 'node:crypto';
import { discussionTopicSchema, type DiscussionTopic, type TopicLevel } from '@parley/contracts';
import * as z from 'zod/mini';
import type { ChatModelPort } from '../../../platform/ai/index.ts';

const CEFR: Record<TopicLevel, string> = { 1: 'A2', 2: 'B1', 3: 'B2', 4: 'C1' };
const writtenSchema = z.pick(discussionTopicSchema, { category: true, question: true, follow_ups: true, phrases: true });

const SYSTEM = [
  'You write conversation topics for adult English learners who talk in pairs or small groups in a video call.',
  'Answer with one JSON object: {"category": one lowercase word, "question": the topic question,',
  '"follow_ups": 3 to 5 questions that keep the talk going, "phrases": 3 to 6 short phrases that help answer}.',
  'Questions end with "?". Friendly and safe for anyone: no politics of parties, religion, sex or self-harm.',
].join(' ');

/**
 * A topic the chat model writes for the room's level, unlike the ones it had: null when the model is off, fails,
 * is late or writes something that does not fit a topic card, and the bank takes over.
 */
export async function writeTopic(
  ai: ChatModelPort,
  level: TopicLevel,
  earlier: readonly string[],
  timeoutMs: number,
): Promise<DiscussionTopic | null> {
  if (!ai.available) return null;
  const user = [
    `Level: CEFR ${CEFR[level]}; use words and sentences a ${CEFR[level]} learner understands.`,
    earlier.length ? `Not about the same thing as any of these:\n${earlier.map((q) => `- ${q}`).join('\n')}` : '',
  ].join('\n');
  try {
    const written = writtenSchema.safeParse(await ai.completeJson({ system: SYSTEM, user, timeoutMs }));
    if (!written.success) return null;
    const id = `written-${createHash('sha256').update(written.data.question).digest('hex').slice(0, 16)}`;
    return { id, level, ...written.data };
  } catch {
    return null;
  }
}
