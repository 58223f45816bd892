import type { GrammarCategory } from './grammar.types.ts';

/**
 * Harper rules we keep, with the learner category each maps to. Everything else harper reports (spelling,
 * capitalisation, punctuation, style, typos, proper nouns) is noise on a lowercase, unpunctuated transcript, or was
 * seen to misfire on our correct sentences (WereWhere on "where you live is…", NotTo on "say no to", MissingPreposition
 * on "the news is", Months on "in may").
 */
export const HARPER_RULE_CATEGORIES: Readonly<Record<string, GrammarCategory>> = {
  PronounVerbAgreement: 'subject-verb-agreement',
  PronounInflectionBe: 'subject-verb-agreement',
  ThereIsAgreement: 'there-be',
  RegularIrregulars: 'irregular-past',
  SimplePastToPastParticiple: 'past-participle',
  DidPast: 'do-support',
  WillNonLemma: 'modal-verb',
  MissingTo: 'gerund-infinitive',
  LookingForwardTo: 'gerund-infinitive',
  LetToDo: 'gerund-infinitive',
  WorthToDo: 'gerund-infinitive',
  AllowTo: 'gerund-infinitive',
  AnA: 'a-an',
  MassNouns: 'countability',
  SinceDuration: 'since-for',
  AdjectiveDoubleDegree: 'comparative',
  ThatThan: 'comparative',
  SubjectPronoun: 'pronoun',
  WhomSubjectOfVerb: 'pronoun',
  TheMy: 'article-extra',
  IfWouldve: 'conditional',
  WishCould: 'conditional',
  DoMistake: 'make-do',
  ArriveTo: 'preposition',
  InterestedIn: 'preposition',
  GoodAt: 'preposition',
  Discuss: 'preposition',
  AccuseOf: 'preposition',
  AwareOf: 'preposition',
  AskNoPreposition: 'preposition',
  TakeCareOf: 'preposition',
  TakeALookTo: 'preposition',
};

/** Problem texts a kept rule flags wrongly in speech: "i was broke" is an adjective, not a participle. */
export const HARPER_FALSE_ALARMS: Readonly<Record<string, readonly string[]>> = {
  SimplePastToPastParticiple: ['broke'],
};
