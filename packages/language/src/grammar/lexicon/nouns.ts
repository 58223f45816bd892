/** Nouns with an irregular plural: the form a learner builds by rule is wrong ("childs", "mans"). */
export const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['child', 'children'],
  ['man', 'men'],
  ['woman', 'women'],
  ['person', 'people'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
  ['knife', 'knives'],
  ['wife', 'wives'],
  ['life', 'lives'],
  ['leaf', 'leaves'],
  ['wolf', 'wolves'],
  ['sheep', 'sheep'],
  ['fish', 'fish'],
]);

/** Nouns English does not count; their "-s" forms and "a/an" before them are learner errors. */
export const UNCOUNTABLE_NOUNS: ReadonlySet<string> = new Set(
  `advice information furniture homework housework luggage baggage equipment knowledge feedback software
research news money time water milk sugar coffee tea bread rice music traffic weather work progress
vocabulary grammar evidence accommodation fun help patience luck`.split(/\s+/),
);

/** Uncountable nouns that learners pluralise, with nothing else the "-s" form could be. */
export const NEVER_PLURAL: ReadonlySet<string> = new Set(
  `advice information furniture homework housework luggage baggage equipment knowledge feedback software`.split(/\s+/),
);

/** People by role or family: they take an article ("she is a nurse") and own things ("my brother's car"). */
export const PERSON_NOUNS: ReadonlySet<string> = new Set(
  `student teacher doctor nurse engineer lawyer driver cook waiter waitress manager singer artist actor actress
writer pilot farmer scientist dentist programmer developer designer journalist policeman accountant secretary
cleaner mechanic builder boss friend brother sister mother father mum mom dad son daughter wife husband uncle
aunt cousin grandmother grandfather neighbour neighbor boyfriend girlfriend parents colleague`.split(/\s+/),
);

/** Everyday countable things that need an article in the singular ("i have a car"). */
export const COUNTABLE_NOUNS: ReadonlySet<string> = new Set(
  `car dog cat house flat apartment job question problem idea computer phone bike bicycle book pen bag brother
sister friend boyfriend girlfriend child baby garden room ticket dress shirt camera laptop watch umbrella passport
key map holiday meeting test exam interview party cold headache plan answer mistake story film movie
song picture photo letter village city town country school university hospital restaurant hotel shop boy girl
man woman person day week month year hour minute book apple orange table chair window door`.split(/\s+/),
);

/** Things a person has, for "my brother car" → "my brother's car". */
export const POSSESSIONS: ReadonlySet<string> = new Set(
  `car house flat room phone bike bicycle bag book dog cat name birthday job wife husband children kids son
daughter friend friends parents family computer laptop office garden wedding boyfriend girlfriend`.split(/\s+/),
);

export function pluralOf(noun: string): string {
  const irregular = IRREGULAR_PLURALS.get(noun);
  if (irregular) return irregular;
  if (/(s|sh|ch|x|z)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}
