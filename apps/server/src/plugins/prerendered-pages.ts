import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_DIR, PRERENDER_MANIFEST, prerenderManifestSchema } from '@parley/contracts';

export interface PrerenderedPages {
  /** The prerendered page for a request's URL, as a path inside the web build, or null for index.html. */
  pageFor(url: string): string | null;
  /** The document's CSP with the prerendered pages' inline scripts allowed by their hashes. */
  allowScripts(policy: string): string;
}

/** The pages the web build rendered ahead of time (ADR 0046), or null when the build has none. */
export function loadPrerenderedPages(distDir: string): PrerenderedPages | null {
  const manifestFile = path.join(distDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return null;
  const { pages, scriptHashes } = prerenderManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const byPath = new Map(Object.entries(pages));
  const sources = scriptHashes.join(' ');
  let extended: { from: string; to: string } | undefined;
  return {
    pageFor: (url) => {
      const file = byPath.get(url.split(/[?#]/)[0]!);
      return file ? `${PRERENDER_DIR}/${file}` : null;
    },
    // The document policy is the same on every request: extended once, then reused.
    allowScripts: (policy) => {
      if (extended?.from === policy) return extended.to;
      // Without a script-src to extend, the inline scripts would be refused and the page never taken over.
      if (!/(^|;\s*)script-src /.test(policy)) throw new Error(`The document CSP has no script-src: ${policy}`);
      extended = { from: policy, to: policy.replace(/script-src ([^;]*)/, (_, own) => `script-src ${own} ${sources}`) };
      return extended.to;
    },
  };
}
