import { FOLLOW_UP_MAX, WORKSHOP_SETTINGS, type FollowUpQuestions, type Workshop } from '@parley/contracts';
import * as z from 'zod/mini';
import type { ChatModelPort } from '../../platform/ai/index.ts';
import type { Db } from '../../platform/db/port.ts';
import type { SpeechPort, TimedWord } from '../../platform/speech/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { heardSoFar } from './heard-so-far.ts';
import * as store from './interview.store.ts';
import { CONFIDENT_WORD, localFollowUps } from './local-follow-ups.ts';

export interface FollowUpDeps {
  db: Db;
  storage: StoragePort;
  speech: SpeechPort;
  ai: ChatModelPort;
  aiTimeoutMs: number;
}

const SYSTEM = [
  'You are a friendly examiner in a spoken English practice session.',
  'From what the candidate has said so far, write follow-up questions that pick up their own words and ask them to',
  'say more, explain or give an example. Answer with one JSON object: {"questions": [{"question": "..."}]}.',
  'Each question is one sentence under 25 words ending with "?". Safe for anyone: no politics, religion or health.',
].join(' ');

const writtenSchema = z.object({
  questions: z.array(z.object({ question: z.string().check(z.trim(), z.minLength(8), z.maxLength(300)) })).check(z.minLength(1)),
});

/**
 * The session's follow-ups, made once: the page asks for them at step 3 and "Next question" may need them at the
 * same moment, so the two share one making; what is kept first is what every later step asks.
 */
export function createFollowUpMaker(deps: FollowUpDeps) {
  const making = new Map<number, Promise<FollowUpQuestions>>();
  return async function followUpsFor(session: store.SessionWithStatus): Promise<FollowUpQuestions> {
    if (session.followUps) return session.followUps;
    let made = making.get(session.id);
    if (!made) {
      made = make(deps, session).finally(() => making.delete(session.id));
      making.set(session.id, made);
    }
    return made;
  };
}

async function make(deps: FollowUpDeps, session: store.SessionWithStatus): Promise<FollowUpQuestions> {
  const words = await heardSoFar(deps, session.recordingId);
  const asked = session.questions.map((q) => q.text);
  const written = await writtenByModel(deps, session.workshop, words, asked);
  const made: FollowUpQuestions = written
    ? { questions: written.map((question) => ({ question })), source: 'ai' }
    : { questions: localFollowUps(words, session.workshop).map((question) => ({ question })), source: 'local' };
  await store.keepFollowUps(deps.db, session.id, made);
  return (await store.sessionById(deps.db, session.id))?.followUps ?? made;
}

/** Null when the model is off, fails, is late or answers something else: our own follow-ups take over. */
async function writtenByModel(
  deps: FollowUpDeps,
  workshop: Workshop,
  words: readonly TimedWord[],
  asked: readonly string[],
): Promise<string[] | null> {
  if (!deps.ai.available) return null;
  const said = words
    .filter((w) => w.confidence >= CONFIDENT_WORD && !w.heardVariant)
    .map((w) => w.word)
    .join(' ');
  const user = [
    `Session: ${WORKSHOP_SETTINGS[workshop].title}. Write ${FOLLOW_UP_MAX} follow-up questions.`,
    `Questions asked so far:\n${asked.map((q) => `- ${q}`).join('\n')}`,
    `What the candidate said (speech recognition, may contain mistakes): ${said || '(nothing clear)'}`,
  ].join('\n');
  try {
    const written = writtenSchema.safeParse(await deps.ai.completeJson({ system: SYSTEM, user, timeoutMs: deps.aiTimeoutMs }));
    return written.success ? written.data.questions.slice(0, FOLLOW_UP_MAX).map((q) => q.question) : null;
  } catch {
    return null;
  }
}
