import { IRREGULAR_VERBS } from './irregular-verbs.ts';

const REGULAR = `accept add agree allow answer arrive ask believe belong borrow call change check clean close cook cry
dance decide depend describe die disagree discuss dream enjoy explain finish follow guess happen hate help hope
imagine invite join jump kill kiss laugh learn like listen live look love marry mind miss move need offer open
order own plan play practice practise prefer pretend promise pull push rain reach receive relax remember rent
repeat return save seem share shout smile smoke start stay stop study suggest talk thank touch travel try turn
use visit wait walk want wash watch wish work worry`;

/** Verbs common enough in learner speech that a rule may rely on recognising them. */
export const COMMON_VERBS: ReadonlySet<string> = new Set([...REGULAR.split(/\s+/), ...IRREGULAR_VERBS.keys()]);

/** Verbs that are not also everyday nouns or adjectives, so "is + verb" or "want + verb" can only be a verb error. */
export const PURE_VERBS: ReadonlySet<string> = new Set(
  `agree arrive become believe bring buy catch choose come decide disagree do eat enjoy explain forget give go
grow hear invite know learn leave live lose meet prefer receive remember say see sell send sing sit sleep speak
spend steal swim take teach tell think understand visit want write`.split(/\s+/),
);

/** Verbs with no progressive meaning in everyday use: "i am knowing" is wrong, "i am thinking" is not. */
export const STATIVE_VERBS: ReadonlySet<string> = new Set(
  'know understand want need believe prefer belong own like hate mean recognise recognize'.split(/\s+/),
);

export const MODALS: ReadonlySet<string> = new Set('can could must should will would might may shall'.split(' '));
