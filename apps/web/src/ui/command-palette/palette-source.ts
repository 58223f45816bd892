/** One thing the palette offers: a page of the app or something the user keeps (a link, a note, a word). */
export interface PaletteItem {
  /** Unique within its source. */
  id: string;
  label: string;
  /** A second line: an address, tags, who shared it. */
  detail?: string;
  /** Where choosing it goes: a path of this app, or an address opened in a new tab. */
  target: { path: string } | { url: string };
}

/**
 * A group of results in the palette. The palette filters nothing itself: each source answers what matches the text
 * typed (from the server, or from what it holds), a few items, best first. Sources are listed in
 * app/command-palette/sources.ts.
 */
export interface PaletteSource {
  /** Stable and unique: keys the source's results in the query cache. */
  id: string;
  /** The group's heading, already translated. */
  heading: string;
  /** The items for the text typed, trimmed ('' before anything is typed: the source's most useful few, or none). */
  search: (query: string, signal: AbortSignal) => Promise<PaletteItem[]>;
}
