/** Every notes query starts with these, so a save can refresh what it changed and nothing else. */
export const notesKeys = {
  all: ['notes'] as const,
  lists: () => ['notes', 'list'] as const,
  list: (filter: { query?: string; recording_id?: number }) => ['notes', 'list', filter] as const,
  one: (id: number) => ['notes', 'one', id] as const,
  attachOptions: () => ['notes', 'attach-options'] as const,
};
