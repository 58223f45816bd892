/** Every weblinks query starts with these, so a save refreshes the lists and the palette's results together. */
export const weblinkKeys = {
  all: ['weblinks'] as const,
  search: (query: string) => ['weblinks', 'search', query] as const,
  publicOf: (userId: number) => ['weblinks', 'public', userId] as const,
  followees: (userId: number) => ['weblinks', 'followees', userId] as const,
  classrooms: () => ['weblinks', 'classrooms'] as const,
};
