/** Every vocabulary query starts with these, so adding a word refreshes the list, the due count and the palette. */
export const vocabularyKeys = {
  all: ['vocabulary'] as const,
  list: (query: string) => ['vocabulary', 'list', query] as const,
  due: ['vocabulary', 'due'] as const,
  quiz: ['vocabulary', 'quiz'] as const,
  lookUp: (word: string) => ['vocabulary', 'dictionary', word] as const,
};
