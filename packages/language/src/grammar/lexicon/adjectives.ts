/** Short adjectives with their comparative; the superlative follows (-er → -est, better → best). */
const COMPARATIVES = `big bigger|hot hotter|tall taller|cheap cheaper|easy easier|good better|bad worse|far further|fast faster
slow slower|old older|young younger|long longer|short shorter|small smaller|nice nicer|large larger|cold colder
warm warmer|high higher|low lower|strong stronger|rich richer|poor poorer|clean cleaner|quick quicker|happy happier
busy busier|funny funnier|early earlier|heavy heavier|dirty dirtier|lazy lazier|hard harder|safe safer|late later
new newer|great greater|fat fatter|thin thinner|wide wider|small smaller|close closer|near nearer|pretty prettier`;

export const COMPARATIVE_OF: ReadonlyMap<string, string> = new Map(
  COMPARATIVES.split(/[|\n]/).map((pair) => pair.trim().split(' ') as [string, string]),
);

export const superlativeOf = (adjective: string): string | undefined => {
  const comparative = COMPARATIVE_OF.get(adjective);
  if (!comparative) return undefined;
  return { better: 'best', worse: 'worst', further: 'furthest' }[comparative] ?? comparative.replace(/er$/, 'est');
};

export const COMPARATIVE_FORMS: ReadonlySet<string> = new Set(COMPARATIVE_OF.values());
export const SUPERLATIVE_FORMS: ReadonlySet<string> = new Set([...COMPARATIVE_OF.keys()].map((a) => superlativeOf(a) ?? ''));

/** Everyday adjectives that sit between an article and a noun ("a good idea"). */
export const COMMON_ADJECTIVES: ReadonlySet<string> = new Set([
  ...COMPARATIVE_OF.keys(),
  ...'beautiful expensive interesting famous important difficult different lovely strange serious little red blue black white green quiet'.split(
    ' ',
  ),
]);
