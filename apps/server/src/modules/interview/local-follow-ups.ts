import { FOLLOW_UP_MAX, type Workshop } from '@parley/contracts';
import nlp from 'compromise';
import type { TimedWord } from '../../platform/speech/port.ts';

/** Words the recogniser was unsure of could put a topic in the learner's mouth that they never said. */
export const CONFIDENT_WORD = 0.6;

/** Nouns too general to ask about: "tell me more about the thing" helps nobody. */
const GENERAL = new Set(
  'thing things time times way ways people person lot lots year years day days week weeks month months kind sort part bit problem problems question questions example answer end half something anything everything nothing someone anyone everyone one ones'.split(
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

/**
 * How a topic is asked back: the learner's "my job" is the examiner's "your job", and "a problem" they had becomes
 * "the problem" once it has been mentioned.
 */
const ASKED_BACK: Record<string, string> = {
  my: 'your',
  our: 'your',
  a: 'the',
  an: 'the',
  every: 'the',
  each: 'the',
  the: 'the',
  this: 'that',
  that: 'that',
};

export function topicsOf(text: string): string[] {
  const counts = new Map<string, { count: number; asked: string }>();
  const phrases = nlp(text).match('(#Determiner|#Possessive)? #Adjective? #Noun+').not('#Pronoun').out('array') as string[];
  for (const raw of phrases) {
    const words = raw
      .toLowerCase()
      .replace(/[^a-z' -]/g, '')
      .split(/\s+/)
      .filter(Boolean);
    const determiner = words[0] !== undefined ? ASKED_BACK[words[0]] : undefined;
    const topic = (determiner ? words.slice(1) : words).join(' ');
    if (!topic || topic.split(' ').every((w) => GENERAL.has(w) || w.length < 3)) continue;
    const seen = counts.get(topic);
    counts.set(topic, { count: (seen?.count ?? 0) + 1, asked: seen?.asked ?? (determiner ? `${determiner} ${topic}` : topic) });
  }
  const score = (topic: string) => counts.get(topic)!.count * 2 + topic.split(' ').length;
  return [...counts.keys()]
    .sort((a, b) => score(b) - score(a))
    .filter((topic, i, all) => !overlaps(topic, all.slice(0, i)))
    .map((topic) => counts.get(topic)!.asked);
}

/** "night shift" after "night shift team" asks the same thing twice. */
const overlaps = (phrase: string, earlier: readonly string[]) => earlier.some((e) => e.includes(phrase) || phrase.includes(e));
