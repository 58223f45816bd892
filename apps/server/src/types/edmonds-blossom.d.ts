/** edmonds-blossom 1.0.0 ships no types. */
declare module 'edmonds-blossom' {
  /**
   * Maximum-weight matching of `[u, v, weight]` edges over vertices 0…n-1 (n = highest vertex + 1); with
   * `maxCardinality`, the heaviest among the matchings of maximum size. Answers each vertex's mate or -1, and an
   * empty array when there are no edges.
   */
  function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
  export = blossom;
}
