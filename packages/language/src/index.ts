export { createGrammarChecker } from './grammar/grammar-checker.ts';
export type { GrammarCategory, GrammarChecker, GrammarFinding } from './grammar/grammar.types.ts';
export { GRAMMAR_CATEGORIES } from './grammar/grammar.types.ts';
export { rivalForms } from './grammar/rival-forms.ts';
export { measureGrammar, type LabelledSet, type Measurement, type Score } from './grammar/grammar-quality.ts';

export { analyseFluency, type FluencyAnalysis } from './fluency/analyse-fluency.ts';

export { analyseVocabulary, type VocabularyAnalysis } from './vocabulary/analyse-vocabulary.ts';
export { frequencyRanks } from './vocabulary/frequency-ranks.ts';
export { cefrOfWord } from './vocabulary/cefr.ts';
export { meaningsOf, type Meaning, type PartOfSpeech } from './vocabulary/meanings.ts';

export { assessPronunciation, type PronunciationFinding } from './pronunciation/assess.ts';
export { buildGrammar } from './pronunciation/grammar.ts';
export { FUNCTION_WORDS } from './pronunciation/function-words.ts';
export { bare } from './pronunciation/phones.ts';
export { pronunciationsOf, variantsOf, type WordPronunciations } from './pronunciation/variants.ts';
export { scoreClips, type ClipOutcome, type LabelledSentence, type PronunciationQuality } from './pronunciation/quality/score.ts';
