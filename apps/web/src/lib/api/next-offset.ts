/** The next page's offset while the server has more: for the paged lists ({items, total}) read with useInfiniteQuery. */
export const nextOffset = (last: { items: unknown[]; total: number }, pages: { items: unknown[] }[]) => {
  const seen = pages.reduce((n, page) => n + page.items.length, 0);
  return seen < last.total && last.items.length > 0 ? seen : undefined;
};
