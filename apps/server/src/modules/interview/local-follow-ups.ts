import { FOLLOW_UP_MAX, type Workshop } from '@parley/contracts';
import nlp from 'compromise';
import type { TimedWord } from '../../platform/speech/port.ts';

/** Words the recogniser was unsure of could put a topic in the learner's mouth that they never said. */
export const CONFIDENT_WORD = 0.6;

/** Nouns too general to ask about: "tell me more about the thing" helps nobody. */
const GENERAL = new Set(
  'thing things time times way ways people person lot lots year years day days week weeks month months kind sort part bit problem problems question questions example answer something anything everything nothing someone anyone everyone one ones'.split(
    ' ',
  ),
);

const TEMPLATES: Record<Workshop, readonly ((topic: string) => string)[]> = {
  'job-interview': [
    (t) => `You mentioned ${t}. Could you tell me more about your part in it?`,
    (t) => `What was the hardest thing about ${t}, and how did you handle it?`,
    (t) => `Looking back on ${t}, what would you do differently today?`,
  ],
  ielts: [
    (t) => `You talked about ${t}. Why is that important to you?`,
    (t) => `Do you think people's attitudes to ${t} have changed in recent years?`,
    (t) => `How might ${t} be different in the future?`,
  ],
};

/** When nothing usable was heard, questions that still follow on from an answer. */
const GENERAL_FOLLOW_UPS: Record<Workshop, readonly string[]> = {
  'job-interview': [
    'Could you give me a concrete example of what you just described?',
    'What did you learn from that experience?',
    'How would your colleagues describe the way you work?',
  ],
  ielts: [
    'Could you give me an example of that from your own life?',
    'Why do you think that is?',
    'Is that the same for most people in your country?',
  ],
};

/**
 * Follow-up questions from what the learner said (issue 19): the topics they talked about most (noun phrases of the
 * confident words, multi-word and repeated ones first), each put into one of the workshop's question shapes; general
 * follow-ups fill the steps the answers gave no topic for.
 */
export function localFollowUps(words: readonly TimedWord[], workshop: Workshop): string[] {
  const text = words
    .filter((w) => w.confidence >= CONFIDENT_WORD && !w.heardVariant)
    .map((w) => w.word)
    .join(' ');
  const questions = topicsOf(text)
    .slice(0, FOLLOW_UP_MAX)
    .map((topic, i) => TEMPLATES[workshop][i % TEMPLATES[workshop].length]!(topic));
  for (const general of GENERAL_FOLLOW_UPS[workshop]) {
    if (questions.length >= FOLLOW_UP_MAX) break;
    questions.push(general);
  }
  return questions;
}

export function topicsOf(text: string): string[] {
  const counts = new Map<string, number>();
  const phrases = nlp(text).match('#Adjective? #Noun+').not('#Pronoun').out('array') as string[];
  for (const raw of phrases) {
    const phrase = raw
      .toLowerCase()
      .replace(/[^a-z' -]/g, '')
      .trim();
    const words = phrase.split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.every((w) => GENERAL.has(w) || w.length < 3)) continue;
    counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  const score = (phrase: string) => counts.get(phrase)! * 2 + phrase.split(' ').length;
  return [...counts.keys()].sort((a, b) => score(b) - score(a)).filter((p, i, all) => !overlaps(p, all.slice(0, i)));
}

/** "night shift" after "night shift team" asks the same thing twice. */
const overlaps = (phrase: string, earlier: readonly string[]) => earlier.some((e) => e.includes(phrase) || phrase.includes(e));
