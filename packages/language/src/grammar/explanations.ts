import type { GrammarCategory } from './grammar.types.ts';

/** One line for a learner, for a fix found by harper (our own rules write theirs where they fire). */
export function explainFix(category: GrammarCategory, wrong: string, right: string): string {
  const say = right ? `say '${right}', not '${wrong}'` : `leave out '${wrong}'`;
  switch (category) {
    case 'third-person-s':
      return `After 'he/she/it', the verb takes -s: ${say}.`;
    case 'subject-verb-agreement':
      return `The verb must agree with its subject: ${say}.`;
    case 'irregular-past':
      return `This verb is irregular: ${say}.`;
    case 'plural-form':
      return `This plural is irregular: ${say}.`;
    case 'past-participle':
      return `After have/has/had, use the past participle: ${say}.`;
    case 'a-an':
      return `Use 'an' before a vowel sound and 'a' before a consonant sound: ${say}.`;
    case 'since-for':
      return `Use 'for' with a length of time and 'since' with a starting point: ${say}.`;
    case 'comparative':
      return `Make the comparison one way only: ${say}.`;
    case 'preposition':
      return `This word takes a different preposition: ${say}.`;
    default:
      return `Better: ${say}.`;
  }
}
