/** Every documents query starts with these. */
export const documentsKeys = {
  all: ['documents'] as const,
  list: () => ['documents', 'list'] as const,
};
