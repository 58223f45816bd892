/**
 * Vocabulary and its quiz (issue 21 §2; spec platform §2 routes, §7 dictionary call): the learner's words, collected
 * from feedback, added by hand or from the dictionary, and practised with spaced repetition. Numbers are ours
 * (ADR 0064).
 */
export const VOCABULARY_PREFIX = '/api/v1/sdk/vocabulary';

/** Longer than any everyday English word ("internationalization" is 20), short enough for a card. */
export const VOCABULARY_WORD_MAX = 40;
export const VOCABULARY_MEANING_MAX = 500;
export const VOCABULARY_EXAMPLE_MAX = 500;
export const VOCABULARY_QUERY_MAX = 100;
export const VOCABULARY_PER_USER_MAX = 2000;
/** A quiz session: at most this many due cards. */
export const QUIZ_SESSION_MAX = 20;
/** A spoken answer: one word, a few seconds; more is not a word. */
export const QUIZ_SPOKEN_MAX_BYTES = 512 * 1024;

/** Where an entry came from: a kind of feedback finding, the dictionary, or typed by hand. */
export const VOCABULARY_SOURCES = ['VOCAB', 'GRAMMAR', 'MISPRONUNCIATION', 'DICTIONARY', 'MANUAL'] as const;
export type VocabularySource = (typeof VOCABULARY_SOURCES)[number];

export const QUIZ_QUESTION_TYPES = ['MEANING_TO_WORD', 'WORD_TO_MEANING', 'SAY_THE_WORD', 'FILL_THE_GAP'] as const;
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];

/** FSRS's four ratings, which the server gives an answer (ADR 0064): wrong, right with a slip, right, right at once. */
export const QUIZ_GRADES = ['AGAIN', 'HARD', 'GOOD', 'EASY'] as const;
export type QuizGrade = (typeof QUIZ_GRADES)[number];

/** Sentences the server answers and the pages show. */
export const VOCABULARY_TEXTS = {
  wordRequired: 'Please enter a word',
  wordTooLong: `A word can have at most ${VOCABULARY_WORD_MAX} letters`,
  wordInvalid: 'Please enter one word, with letters only (a hyphen or an apostrophe is fine)',
  meaningTooLong: `A meaning can have at most ${VOCABULARY_MEANING_MAX} characters`,
  exampleTooLong: `An example can have at most ${VOCABULARY_EXAMPLE_MAX} characters`,
  duplicate: 'This word is already in your vocabulary',
  tooMany: `You can keep at most ${VOCABULARY_PER_USER_MAX} words. Delete some to add new ones`,
  notFound: 'This word is not in your vocabulary',
  questionUnavailable: 'This question cannot be asked about this word',
  answerRequired: 'Please give an answer',
  audioRequired: 'Please record the word',
  audioTooLarge: 'The recording is too long. Say just the word',
  audioUnreadable: 'We could not read this recording. Please try again',
} as const;
