import * as z from 'zod/mini';

/** Where the web build writes its prerendered pages (ADR 0046), beside index.html, and their list. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'pages.json';

export const prerenderManifestSchema = z.object({
  /** Path → file name inside PRERENDER_DIR. */
  pages: z.record(z.string().check(z.startsWith('/')), z.string().check(z.regex(/^[\w-]+\.html$/))),
  /** CSP sources (`'sha256-…'`) for the inline scripts the prerendered pages carry. */
  scriptHashes: z.array(z.string().check(z.regex(/^'sha256-[A-Za-z0-9+/]+=*'$/))),
});
export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;
