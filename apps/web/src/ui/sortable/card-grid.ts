/** A grid of cards as a plain list: as many columns of at least `minWidth` pixels as fit. */
export const cardGrid = (minWidth: number) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
  alignItems: 'start',
});
