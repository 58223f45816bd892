const set = (words: string) => new Set(words.split(/\s+/)) as ReadonlySet<string>;

export const SUBJECT_PRONOUNS = set('i you he she it we they');
export const OBJECT_PRONOUNS = set('me you him her it us them');
export const THIRD_SINGULAR = set('he she it');
export const POSSESSIVE_DETERMINERS = set('my your his her its our their');
export const DETERMINERS = set('a an the this that these those my your his her its our their some any no every each');
export const BE_FORMS = set("am is are was were be been being i'm you're he's she's it's we're they're");
export const NEGATIONS = set(
  "not never don't doesn't didn't can't cannot won't isn't aren't wasn't weren't haven't hasn't hadn't couldn't wouldn't shouldn't mustn't dont doesnt didnt cant wont isnt",
);
export const NUMBERS = set(
  'two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred several both many',
);
export const TIME_UNITS = set('second seconds minute minutes hour hours day days week weeks month months year years ages');
export const WEEKDAYS = set('monday tuesday wednesday thursday friday saturday sunday');
export const MONTHS = set('january february march april june july august september october november december');
export const WH_WORDS = set('where what when why how who which');
/** Words that may stand between an auxiliary and its verb: "have already gone", "can really swim". */
export const ADVERBS_IN_VERB_GROUP = set('not never already just ever also really still always often usually even');
/** Words after which a following base form is not a main verb of the subject ("my brother can", "the bus stop is"). */
export const MODALS_AND_AUX = set(
  "can could must should will would might may shall do does did don't doesn't didn't have has had",
);
